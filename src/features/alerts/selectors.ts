import type { RootState } from '../../store/types';

export const selectAlerts = (state: RootState) => state.alerts;
