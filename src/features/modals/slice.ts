import { deletedPosts, deletesPosts } from '../../domain/events';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** The modal types the app opens. */
export type ModalType =
  | 'DEPRECATED_SETTINGS'
  | 'CONFIRM_QUIET_QUOTE'
  | 'FILTER'
  | 'BOOST'
  | 'FAVOURITE'
  | 'BLOCK'
  | 'MUTE'
  | 'INTERACTION'
  | 'KEYBOARD_SHORTCUTS'
  | 'CONFIRM_DELETE_DRAFT'
  | 'STATUS_HISTORY'
  | 'MEDIA'
  | 'ACTIONS'
  | 'REPORT'
  | 'QUOTE_POLICY'
  | 'CONFIRM_DELETE_STATUS'
  | 'FOCAL_POINT'
  | 'CONFIRM_NOTIFICATIONS'
  | 'LIST_ADDER'
  | 'CONFIRM_DELETE_LIST'
  | 'CONFIRM_DELETE_FILTER'
  | 'VISIBILITY'
  | 'CONFIRM_LOG_OUT';

export interface ModalProps {
  /** The post a modal is about; deleting that post closes it. */
  statusId?: string;
  [key: string]: unknown;
}

export interface ModalEntry {
  modalType: ModalType;
  modalProps: ModalProps;
}

export type ModalsState = { stack: ModalEntry[] };

const withoutStatuses = (state: ModalsState, ids: Set<string>) => {
  state.stack = state.stack.filter(
    (modal) => !modal.modalProps.statusId || !ids.has(modal.modalProps.statusId),
  );
};

const initialState: ModalsState = { stack: [] };

const modalsSlice = createSlice({
  name: 'modals',
  initialState,
  reducers: {
    opened: (state, action: PayloadAction<{ modalType: ModalType; modalProps?: ModalProps }>) => {
      state.stack.push({ modalType: action.payload.modalType, modalProps: action.payload.modalProps ?? {} });
    },
    /** Pops the top modal, or only when it is of the given type. */
    closed: (state, action: PayloadAction<{ modalType?: ModalType } | undefined>) => {
      const top = state.stack[state.stack.length - 1];
      if (!top) return;
      if (action.payload?.modalType && top.modalType !== action.payload.modalType) return;
      state.stack.pop();
    },
  },
  extraReducers: (builder) => {
    builder.addMatcher(deletesPosts, (state, action) =>
      withoutStatuses(state, new Set(deletedPosts(action))),
    );
  },
});

export const { opened: modalOpened, closed: modalClosed } = modalsSlice.actions;
export const modalsReducer = modalsSlice.reducer;
export const selectModalStack = (state: { modals: ModalsState }) => state.modals.stack;
