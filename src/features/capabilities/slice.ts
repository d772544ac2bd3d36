import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { settingsSyncDisabled } from '../../domain/events';
import { dbHydrated } from '../../db/actions';

/** What this server is known to offer: 'no' once it answered 404, 'yes' once it answered; unknown until then. */
export type CapabilitiesState = Partial<Record<string, 'yes' | 'no'>>;

export type CapabilityFeature =
  | 'instanceV2'
  | 'notificationsV2'
  | 'groupedNotifications'
  | 'streaming'
  | 'webSettings'
  | 'trends'
  | 'conversations'
  | 'translation'
  | 'quotes'
  | 'filtersV2'
  | 'markers'
  | (string & {});

const initialState: CapabilitiesState = {};

const capabilitiesSlice = createSlice({
  name: 'capabilities',
  initialState,
  reducers: {
    learned: (state, { payload }: PayloadAction<{ feature: CapabilityFeature; supported: boolean }>) => {
      state[payload.feature] = payload.supported ? 'yes' : 'no';
    },
  },
  // The server refused its web settings (401, 403, 404): they stay on this device.
  extraReducers: (builder) =>
    builder
      // What an earlier start learned, for a start without network; what is learned now wins.
      .addCase(dbHydrated, (state, { payload }) => ({
        ...payload.server?.capabilities,
        ...state,
      }))
      .addCase(settingsSyncDisabled, (state) => ({ ...state, webSettings: 'no' })),
});

export const { learned: capabilityLearned } = capabilitiesSlice.actions;
export const capabilitiesReducer = capabilitiesSlice.reducer;

/** Each feature asks before calling an endpoint the server may lack; undefined means try it. */
export const selectCapability = (state: { capabilities?: CapabilitiesState }, feature: CapabilityFeature) =>
  state.capabilities?.[feature];
