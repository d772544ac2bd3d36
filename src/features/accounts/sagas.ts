import { call, getContext, put, takeEvery } from 'redux-saga/effects';
import type { Account } from '../../api/entities';
import { isApiError } from '../../api/errors';
import { fetchAccount, lookupAccount } from '../../api/endpoints/accounts';
import type { AppServices } from '../../store/services';
import { reportError } from '../alerts/sagas';
import { entitiesImported } from '../importer/actions';
import {
  accountFetchFailed,
  accountFetchRequested,
  accountLookupFailed,
  accountLookupRequested,
} from './slice';

function* fetchOne(action: ReturnType<typeof accountFetchRequested>) {
  const { api } = (yield getContext('services')) as AppServices;
  try {
    const account = (yield call(fetchAccount, api, action.payload.accountId)) as Account;
    yield put(entitiesImported({ accounts: [account] }));
  } catch (error) {
    yield put(
      accountFetchFailed({
        accountId: action.payload.accountId,
        status: isApiError(error) ? error.status : 0,
      }),
    );
    yield call(reportError, error, { kind: 'accountFetch' });
  }
}

function* lookup(action: ReturnType<typeof accountLookupRequested>) {
  const { api } = (yield getContext('services')) as AppServices;
  const acct = action.payload.acct.replace(/^@/, '');
  try {
    const account = (yield call(lookupAccount, api, acct)) as Account;
    yield put(entitiesImported({ accounts: [account] }));
  } catch (error) {
    yield put(accountLookupFailed({ acct, status: isApiError(error) ? error.status : 0 }));
    yield call(reportError, error, { kind: 'accountLookup' });
  }
}

export function* accountsSaga() {
  yield takeEvery(accountFetchRequested.type, fetchOne);
  yield takeEvery(accountLookupRequested.type, lookup);
}
