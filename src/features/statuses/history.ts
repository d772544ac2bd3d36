import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { call, put } from 'typed-redux-saga/macro';
import type { StatusEdit } from '../../api/entities';
import { fetchStatusHistory } from '../../api/endpoints/postExtras';
import { injectLazySlice } from '../../store/feature';
import { appServices } from '../../store/services';
import { reportError } from '../alerts/public';
import { entitiesReleased } from '../../domain/importer/actions';
import type { statusesIntents } from './intents';

/** The edit history of the posts whose history was opened: loaded with the history dialog. */
export interface StatusHistoryState {
  [statusId: string]: { versions: StatusEdit[] | null; failed: boolean };
}

declare module '../../store/rootReducer' {
  interface LazyState {
    statusHistory: StatusHistoryState;
  }
}

const initialState: StatusHistoryState = {};

const slice = createSlice({
  name: 'statusHistory',
  initialState,
  reducers: {
    loaded: (state, { payload }: PayloadAction<{ statusId: string; versions: StatusEdit[] }>) => {
      state[payload.statusId] = { versions: payload.versions, failed: false };
    },
    failed: (state, { payload }: PayloadAction<{ statusId: string }>) => {
      state[payload.statusId] = { versions: state[payload.statusId]?.versions ?? null, failed: true };
    },
  },
  extraReducers: (builder) => {
    // A post released from memory takes its history with it (opened again, it loads again).
    builder.addCase(entitiesReleased, (state, { payload }) => {
      for (const id of payload.statusIds) delete state[id];
    });
  },
  selectors: {
    selectHistory: (state, statusId: string) => state[statusId],
  },
});

const historySlice = injectLazySlice(slice);

export const { loaded: historyLoaded, failed: historyFailed } = historySlice.actions;
export const historyReducer = historySlice.reducer;

export const { selectHistory } = historySlice.selectors;

export function* fetchHistory(action: ReturnType<typeof statusesIntents.historyRequested>) {
  const { api } = yield* appServices();
  const { statusId } = action.payload;
  try {
    const versions = yield* call(fetchStatusHistory, api, statusId);
    yield* put(historyLoaded({ statusId, versions: Array.isArray(versions) ? versions : [] }));
  } catch (error) {
    yield* put(historyFailed({ statusId }));
    yield* call(reportError, error);
  }
}
