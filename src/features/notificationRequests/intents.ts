import { createAction } from '@reduxjs/toolkit';
import type { PolicyField, PolicyValue } from './slice';

/** What the follow requests, notification requests and policy views ask (always loaded; the slice and the workers load with the first). */
export const notificationRequestsIntents = {
  followRequestsFetchRequested: createAction<{ expand?: boolean } | undefined>(
    'notificationRequests/followRequestsFetchRequested',
  ),
  /** Authorize (`authorize`) or Reject on a follow request, from the requests page or a notification. */
  followRequestAnswerRequested: createAction<{ accountId: string; authorize: boolean }>(
    'notificationRequests/followRequestAnswerRequested',
  ),
  requestsFetchRequested: createAction<{ expand?: boolean } | undefined>(
    'notificationRequests/requestsFetchRequested',
  ),
  requestFetchRequested: createAction<{ id: string }>('notificationRequests/requestFetchRequested'),
  requestsSettleRequested: createAction<{ ids: string[]; accept: boolean; bulk?: boolean }>(
    'notificationRequests/requestsSettleRequested',
  ),
  policyFetchRequested: createAction('notificationRequests/policyFetchRequested'),
  policyUpdateRequested: createAction<{ field: PolicyField; value: PolicyValue }>(
    'notificationRequests/policyUpdateRequested',
  ),
  clearNotificationsRequested: createAction('notificationRequests/clearNotificationsRequested'),
};
