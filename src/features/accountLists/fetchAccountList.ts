import type { RootState } from '../../store/types';
import { call, put, select } from 'typed-redux-saga/macro';
import type { Account } from '../../api/entities';
import { entitiesImported } from '../../domain/importer/actions';
import { appServices } from '../../store/services';
import type { IntentHandlers } from '../../store/feature';
import { reportError } from '../alerts/public';
import type { accountListsIntents } from './intents';
import { accountListFetched, accountListFetchFailed, selectAccountList, type AccountListKey } from './slice';

/** One page of a list of accounts; later pages only through the Link header. */
export function* fetchAccountList({ list, expand = false }: { list: AccountListKey; expand?: boolean }) {
  const { api } = yield* appServices();
  const next = yield* select((state: RootState) => selectAccountList(state, list).next);
  if (expand && !next) {
    yield* put(accountListFetchFailed({ list }));
    return;
  }
  const [kind, id] = [list.slice(0, list.indexOf(':')), list.slice(list.indexOf(':') + 1)];
  const of = kind === 'followers' || kind === 'following' ? 'accounts' : 'statuses';
  const first = `/api/v1/${of}/${encodeURIComponent(id)}/${kind}`;
  try {
    const response = yield* call(() => api.get<Account[]>(expand && next ? next : first));
    const accounts = Array.isArray(response.data) ? response.data : [];
    yield* put(entitiesImported({ accounts }));
    yield* put(
      accountListFetched({
        list,
        ids: accounts.flatMap((account) => (typeof account?.id === 'string' ? [account.id] : [])),
        next: response.links.next ?? null,
        expand,
      }),
    );
  } catch (error) {
    yield* put(accountListFetchFailed({ list }));
    yield* call(reportError, error);
  }
}

export const handlers: IntentHandlers<typeof accountListsIntents> = {
  *fetchRequested({ payload }) {
    yield* fetchAccountList(payload);
  },
};
