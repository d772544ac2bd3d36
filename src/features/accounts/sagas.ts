import { call, put, takeEvery } from 'typed-redux-saga/macro';
import { isApiError } from '../../api/errors';
import { lookupAccount } from '../../api/endpoints/accounts';
import { appServices } from '../../store/services';
import { reportError } from '../alerts/public';
import { entitiesImported } from '../../domain/importer/actions';
import { accountLookupFailed, accountLookupRequested } from './slice';

function* lookup(action: ReturnType<typeof accountLookupRequested>) {
  const { api } = yield* appServices();
  const acct = action.payload.acct.replace(/^@/, '');
  try {
    const account = yield* call(lookupAccount, api, acct);
    yield* put(entitiesImported({ accounts: [account] }));
  } catch (error) {
    yield* put(accountLookupFailed({ acct, status: isApiError(error) ? error.status : 0 }));
    yield* call(reportError, error, { kind: 'accountLookup' });
  }
}

export function* accountsSaga() {
  yield* takeEvery(accountLookupRequested.type, lookup);
}
