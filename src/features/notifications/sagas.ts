import { call, getContext, put, select, takeLeading } from 'redux-saga/effects';
import type { ApiResponse } from '../../api/client';
import type { GroupedNotificationsResults } from '../../api/entities';
import { fetchGroupedNotifications } from '../../api/endpoints/notifications';
import type { AppServices } from '../../store/services';
import type { RootState } from '../../store/types';
import { reportError } from '../alerts/sagas';
import { entitiesImported } from '../importer/actions';
import {
  notificationsExpandFailed,
  notificationsExpandRequested,
  notificationsExpandStarted,
  notificationsExpandSucceeded,
} from './slice';

const maxIdOf = (next: string | null) =>
  next ? (new URL(next, 'http://x').searchParams.get('max_id') ?? undefined) : undefined;

function* expand(action: ReturnType<typeof notificationsExpandRequested>) {
  const { api, account } = (yield getContext('services')) as AppServices;
  if (!account) return;
  const older = !!action.payload?.older;
  const next = (yield select((s: RootState) => s.notifications.next)) as string | null;
  if (older && !next) return;
  yield put(notificationsExpandStarted());
  try {
    const response = (yield call(
      fetchGroupedNotifications,
      api,
      older ? { max_id: maxIdOf(next) } : {},
    )) as ApiResponse<GroupedNotificationsResults>;
    const { accounts = [], statuses = [], notification_groups: groups = [] } = response.data ?? {};
    yield put(entitiesImported({ accounts, statuses }));
    yield put(notificationsExpandSucceeded({ groups, next: response.links.next ?? null, older }));
  } catch (error) {
    yield put(notificationsExpandFailed());
    yield call(reportError, error);
  }
}

export function* notificationsSaga() {
  yield takeLeading(notificationsExpandRequested.type, expand);
}
