import { useId } from 'react';
import { InteractionModal } from './InteractionModal';
import type { ModalComponent, ModalEntry, ModalHandlers } from './modalTypes';
import { useDialogFocus } from './useDialogFocus';

/** Which component renders which modal type; unknown types render nothing. */
export const MODAL_COMPONENTS: Partial<Record<string, ModalComponent>> = {
  INTERACTION: InteractionModal as ModalComponent,
};

interface ModalRootProps extends ModalHandlers {
  /** The store's modal stack; only its top entry is shown. */
  stack: readonly ModalEntry[];
  /** Closes the top modal. */
  onClose: () => void;
  registry?: Partial<Record<string, ModalComponent>>;
}

function ModalDialog({
  entry,
  component: Component,
  onClose,
  handlers,
}: {
  entry: ModalEntry;
  component: ModalComponent;
  onClose: () => void;
  handlers: ModalHandlers;
}) {
  const titleId = useId();
  const ref = useDialogFocus(onClose);
  return (
    <div className="modal-root">
      {/* A pointer convenience: keyboard users close with Escape. */}
      <div className="modal-root__overlay" onClick={onClose} aria-hidden="true" />
      <div
        ref={ref}
        className="modal-root__container"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <Component {...(entry.modalProps ?? {})} {...handlers} onClose={onClose} titleId={titleId} />
      </div>
    </div>
  );
}

export function ModalRoot({ stack, onClose, registry = MODAL_COMPONENTS, ...handlers }: ModalRootProps) {
  const top = stack.length > 0 ? stack[stack.length - 1] : null;
  const Component = top ? registry[top.modalType] : undefined;
  if (!top || !Component) return null;
  // Keyed by position and type so that a new modal on top, or one that replaced the top in the same
  // update (an action sheet's item opening its dialog), starts with fresh focus handling.
  return (
    <ModalDialog
      key={`${stack.length}:${top.modalType}`}
      entry={top}
      component={Component}
      onClose={onClose}
      handlers={handlers}
    />
  );
}
