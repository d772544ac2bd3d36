import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';
import { dequal } from 'dequal';
import type { AlertText } from './text';

export interface AlertAction {
  label: AlertText;
  /** In-app path opened by the action, e.g. /@alice/123. */
  path: string;
}

export interface Alert {
  key: string;
  title?: AlertText;
  message: AlertText;
  action?: AlertAction;
}

export type AlertsState = Alert[];

const initialState: AlertsState = [];

const alertsSlice = createSlice({
  name: 'alerts',
  initialState,
  reducers: {
    shown: {
      /** An alert saying what one already on screen says is not shown twice (ten failed requests, one toast). */
      reducer: (state, action: PayloadAction<Alert>) => {
        const { key: _key, ...alert } = action.payload;
        if (state.some(({ key: _shown, ...shown }) => dequal(shown, alert))) return;
        state.push(action.payload);
      },
      prepare: (alert: Omit<Alert, 'key'> & { key?: string }) => ({
        payload: { ...alert, key: alert.key ?? nanoid() },
      }),
    },
    dismissed: (state, action: PayloadAction<string>) =>
      state.filter((alert) => alert.key !== action.payload),
    cleared: () => [],
  },
});

export const { shown: alertShown, dismissed: alertDismissed, cleared: alertsCleared } = alertsSlice.actions;
export const alertsReducer = alertsSlice.reducer;
