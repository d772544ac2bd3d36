import type { ComponentType } from 'react';

export type { ModalType } from '../slice';

export interface ModalEntry {
  /** A ModalType; any string is accepted because the stack may hold types not registered yet. */
  modalType: string;
  modalProps?: Record<string, unknown>;
}

/** Handlers the app shell gives every modal (callbacks cannot live in the store's modal stack). */
export interface ModalHandlers {
  onSignIn?: () => void;
}

export interface ModalComponentProps extends ModalHandlers {
  onClose: () => void;
  /** The id the dialog is labelled by: the modal puts it on its title. */
  titleId: string;
  [prop: string]: unknown;
}

export type ModalComponent = ComponentType<ModalComponentProps>;

/** The action a signed-out visitor tried, which the INTERACTION prompt names. */
export type InteractionIntent = 'favourite' | 'reblog' | 'bookmark' | 'reply' | 'quote' | 'vote' | 'follow';
