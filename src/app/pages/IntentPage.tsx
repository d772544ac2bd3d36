import { useEffect, useMemo, useRef } from 'react';
import { useStore } from 'react-redux';
import { defineMessages, useIntl } from 'react-intl';
import { useLocation, useSearch } from 'wouter';
import { useAppDispatch, useAppSelector } from '../../store';
import type { RootState } from '../../store/types';
import { Column } from '../../ui/Column';
import { LoadingIndicator } from '../../ui/LoadingIndicator';
import { searchIntents } from '../../features/search/intents';
import { searchOpened, selectSearch, type SearchState } from '../../features/search/slice';
import { accountPath, statusPath } from '../../features/statuses/public';
import { parseIntent, sharePath, type Intent } from '../intentAddress';

const messages = defineMessages({
  title: { id: 'intent.title', defaultMessage: 'Open an address' },
  opening: { id: 'intent.opening', defaultMessage: 'Looking up this address:' },
  failed: { id: 'intent.failed', defaultMessage: 'This address could not be opened:' },
  failedHint: {
    id: 'intent.failed_hint',
    defaultMessage: 'Its server may not answer, or it names no post or profile that this server can find.',
  },
});

type Lookup = Exclude<Intent, { kind: 'share' }>;

const sameHandle = (acct: string, wanted: string) => acct.toLowerCase() === wanted.toLowerCase();

/** The account a handle names among the results: a local account's acct has no server, its address does. */
function accountFound(state: RootState, ids: string[], acct: string): string | null {
  const [user, host] = acct.split('@');
  for (const id of ids) {
    const account = state.accounts.entities[id];
    if (!account) continue;
    if (sameHandle(account.acct, acct)) return accountPath(account.acct);
    let accountHost = '';
    try {
      accountHost = new URL(account.url ?? '').host;
    } catch {
      // No address: only its acct can match.
    }
    if (!account.acct.includes('@') && sameHandle(account.username, user) && sameHandle(accountHost, host))
      return accountPath(account.acct);
  }
  return null;
}

/** Where the finished search leads for what the address named, or null when it found nothing that is it. */
function pathFound(state: RootState, search: SearchState, lookup: Lookup): string | null {
  if (search.openPath) return search.openPath;
  if (lookup.kind === 'account') return accountFound(state, search.accounts.ids, lookup.acct);
  const statuses = search.statuses.ids.flatMap((id) => {
    const status = state.statuses.entities[id];
    const account = status && state.accounts.entities[status.account];
    return status && account ? [{ status, acct: account.acct }] : [];
  });
  const post =
    statuses.find(({ status }) => status.url === lookup.url || status.uri === lookup.url) ??
    (statuses.length === 1 && lookup.expect !== 'account' ? statuses[0] : undefined);
  if (post) return statusPath(post.acct, post.status.id);
  const accounts = search.accounts.ids.flatMap((id) => state.accounts.entities[id] ?? []);
  const account =
    accounts.find((item) => item.url === lookup.url || item.uri === lookup.url) ??
    (accounts.length === 1 && lookup.expect === 'account' && statuses.length === 0 ? accounts[0] : undefined);
  return account ? accountPath(account.acct) : null;
}

/**
 * /intent?uri=…: an address handed to the app from elsewhere (the `web+mastodon:` and `web+ap:` links
 * the manifest's protocol handlers send, a post or profile address, a handle). A share opens the
 * composer; a post or a profile is looked up through search (the server resolving what it does not
 * know yet, for a signed-in user) and opened in its place; anything else says it cannot be opened.
 */
export function IntentPage() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const [, navigate] = useLocation();
  const uri = new URLSearchParams(useSearch()).get('uri') ?? '';
  const intent = useMemo(() => parseIntent(uri), [uri]);
  const lookup = intent && intent.kind !== 'share' ? intent : null;
  const search = useAppSelector((state) => state.search);
  const found = useAppSelector((state) =>
    lookup && state.search ? pathFound(state, selectSearch(state), lookup) : null,
  );
  const asked = useRef<string | null>(null);
  const store = useStore<RootState>();

  useEffect(() => {
    if (intent?.kind === 'share') navigate(sharePath(intent), { replace: true });
    else if (intent && asked.current !== intent.q) {
      asked.current = intent.q;
      dispatch(searchIntents.submitted({ q: intent.q }));
    }
  }, [intent, navigate, dispatch]);

  const done =
    !!lookup && search?.submitted === lookup.q && !search.isLoading && (search.loaded || search.failed);
  const failed = intent === null || (done && !found);
  useEffect(() => {
    if (done && found) navigate(found, { replace: true });
  }, [done, found, navigate]);
  // The search view would open the address again on its next visit: it was opened here.
  useEffect(
    () => () => {
      if (store.getState().search?.openPath) dispatch(searchOpened({ path: null }));
    },
    [store, dispatch],
  );

  return (
    <Column title={intl.formatMessage(messages.title)} icon="search">
      <div className="intent">
        {failed ? (
          <div role="alert" className="intent__failed">
            <p>{intl.formatMessage(messages.failed)}</p>
            <p className="intent__address" dir="ltr">
              {uri}
            </p>
            <p className="intent__hint">{intl.formatMessage(messages.failedHint)}</p>
          </div>
        ) : (
          <div role="status" className="intent__opening">
            <p>{intl.formatMessage(messages.opening)}</p>
            <p className="intent__address" dir="ltr">
              {uri}
            </p>
            <LoadingIndicator />
          </div>
        )}
      </div>
    </Column>
  );
}
