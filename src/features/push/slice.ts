import type { RootState } from '../../store/types';
import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
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

// The intents only the push flow (a saga) takes.
/** Compares the browser's subscription with the account's and the server's key, fixing what differs. */
export const pushCheckRequested = createAction('push/checkRequested');
/** The user's click, with the answer the browser gave to the permission request it made. */
export const pushEnableRequested = createAction<NotificationPermission | 'unsupported'>(
  'push/enableRequested',
);
export const pushDisableRequested = createAction('push/disableRequested');
export const pushPreferencesChanged = createAction<{ alerts?: PushAlerts; policy?: PushPolicy }>(
  'push/preferencesChanged',
);
