import { call, put } from 'typed-redux-saga/macro';
import { isApiError } from '../../api/errors';
import { verifyCredentials } from '../../api/endpoints/accounts';
import { sessionExpired } from '../../domain/events';
import { appServices } from '../../store/services';
import { reportError } from '../alerts/public';
import { entitiesImported } from '../../domain/importer/actions';
import { accountDisabled, credentialsVerified } from './slice';

/** Start-up for a signed-in session: who am I, with which role. */
export function* verifySession() {
  const { api, account } = yield* appServices();
  if (!account) return;
  try {
    const me = yield* call(verifyCredentials, api);
    yield* put(entitiesImported({ accounts: [{ ...me, last_status_at: me.last_status_at ?? null }] }));
    yield* put(credentialsVerified(me));
  } catch (error) {
    const status = isApiError(error) ? error.status : 0;
    if (status === 403) yield* put(accountDisabled({ accountId: account.accountId }));
    // A revoked or expired token: Mastodon answers 401, some servers 422. Either way the session ended.
    if (status === 401 || status === 422) yield* put(sessionExpired());
    else yield* call(reportError, error);
  }
}
