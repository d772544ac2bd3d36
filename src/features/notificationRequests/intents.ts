import { createAction } from '@reduxjs/toolkit';
import type { PolicyField, PolicyValue } from './slice';

/** What the follow requests, notification requests and policy views ask (always loaded; the slice and the workers load with the first). */

export const followRequestsFetchRequested = createAction<{ expand?: boolean } | undefined>(
  'notificationRequests/followRequestsFetchRequested',
);

export const requestsFetchRequested = createAction<{ expand?: boolean } | undefined>(
  'notificationRequests/requestsFetchRequested',
);

export const requestFetchRequested = createAction<{ id: string }>(
  'notificationRequests/requestFetchRequested',
);

export const requestsSettleRequested = createAction<{ ids: string[]; accept: boolean; bulk?: boolean }>(
  'notificationRequests/requestsSettleRequested',
);

export const policyFetchRequested = createAction('notificationRequests/policyFetchRequested');

export const policyUpdateRequested = createAction<{ field: PolicyField; value: PolicyValue }>(
  'notificationRequests/policyUpdateRequested',
);

export const clearNotificationsRequested = createAction('notificationRequests/clearNotificationsRequested');

export const notificationRequestsIntents = [
  followRequestsFetchRequested,
  requestsFetchRequested,
  requestFetchRequested,
  requestsSettleRequested,
  policyFetchRequested,
  policyUpdateRequested,
  clearNotificationsRequested,
] as const;
