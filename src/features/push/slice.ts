import type { RootState } from '../../store/types';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { PushAlerts, PushPolicy } from '../../api/endpoints/push';

/** Why push is off, shown in the control. */
export type PushProblem = 'unsupported' | 'no_key' | 'denied' | 'failed';

export interface PushState {
  status: 'unknown' | 'busy' | 'on' | 'off';
  problem: PushProblem | null;
  alerts: PushAlerts;
  policy: PushPolicy;
}

export const initialPushState: PushState = { status: 'unknown', problem: null, alerts: {}, policy: 'all' };

const pushSlice = createSlice({
  name: 'push',
  initialState: initialPushState,
  reducers: {
    stateChanged: (state, action: PayloadAction<Partial<PushState>>) => ({ ...state, ...action.payload }),
  },
});

export const { stateChanged: pushStateChanged } = pushSlice.actions;
export const pushReducer = pushSlice.reducer;
/** The state once the slice is added (lazily, by the first control); its initial state before. */
export const selectPush = (state: RootState): PushState => state.push ?? initialPushState;

export {
  pushCheckRequested,
  pushDisableRequested,
  pushEnableRequested,
  pushPreferencesChanged,
} from './intents';
