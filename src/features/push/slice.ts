import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { PushAlerts, PushPolicy } from '../../api/endpoints/push';
import { injectLazySlice } from '../../store/feature';

/** Why push is off, shown in the control. */
export type PushProblem = 'unsupported' | 'no_key' | 'denied' | 'failed';

export interface PushState {
  status: 'unknown' | 'busy' | 'on' | 'off';
  problem: PushProblem | null;
  alerts: PushAlerts;
  policy: PushPolicy;
}

declare module '../../store/rootReducer' {
  interface LazyState {
    push: PushState;
  }
}

export const initialPushState: PushState = { status: 'unknown', problem: null, alerts: {}, policy: 'all' };

const slice = createSlice({
  name: 'push',
  initialState: initialPushState,
  reducers: {
    stateChanged: (state, action: PayloadAction<Partial<PushState>>) => ({ ...state, ...action.payload }),
  },
  selectors: { selectPush: (state) => state },
});

const pushSlice = injectLazySlice(slice);

export const { stateChanged: pushStateChanged } = pushSlice.actions;
export const pushReducer = pushSlice.reducer;
export const { selectPush } = pushSlice.selectors;
