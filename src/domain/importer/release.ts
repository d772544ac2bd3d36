// Which posts, accounts and polls a long session may release from memory: those nothing in the state
// refers to any more.
import type { RootState } from '../../store/types';
import type { StatusRecord } from './normalize';

/**
 * Slices the walk does not read: the entity tables themselves, and maps keyed by a post's id that only
 * remember something about the post (its edit history): their entries go with the post, so their keys
 * must not keep it.
 */
const NOT_REFERENCES: ReadonlySet<string> = new Set(['statuses', 'accounts', 'polls', 'statusHistory']);

export interface Releasable {
  statusIds: string[];
  accountIds: string[];
  pollIds: string[];
}

/**
 * Every string value and every object key in the state outside the entity tables. A slice needs to
 * declare nothing: any id it holds, however it holds it, counts as a reference.
 */
export function referencedStrings(state: RootState, extra: Iterable<string> = []): Set<string> {
  const found = new Set<string>(extra);
  const stack: unknown[] = [];
  for (const [key, slice] of Object.entries(state)) if (!NOT_REFERENCES.has(key)) stack.push(slice);
  const seen = new WeakSet<object>();
  while (stack.length > 0) {
    const value = stack.pop();
    if (typeof value === 'string') {
      found.add(value);
      continue;
    }
    if (value === null || typeof value !== 'object' || seen.has(value)) continue;
    seen.add(value);
    if (Array.isArray(value)) {
      for (const item of value) stack.push(item);
      continue;
    }
    for (const key in value) {
      found.add(key);
      stack.push((value as Record<string, unknown>)[key]);
    }
  }
  return found;
}

/**
 * The posts, accounts and polls nothing refers to: kept are those whose id the state holds elsewhere
 * (`referencedStrings`, with `extra`, e.g. the ids in the address shown), the signed-in account, and
 * what a kept post shows, transitively: its author, the boosted and the quoted post, its poll, the
 * accounts it mentions or replies to where they are loaded, and an account's new account (`moved`).
 */
export function findReleasable(state: RootState, extra: Iterable<string> = []): Releasable {
  const refs = referencedStrings(state, extra);
  const statuses = state.statuses.entities;
  const accounts = state.accounts.entities;
  const keptStatuses = new Set<string>();
  const keptAccounts = new Set<string>();
  const keptPolls = new Set<string>();
  const frontier: StatusRecord[] = [];
  const keepStatus = (id: string | null | undefined) => {
    if (!id || keptStatuses.has(id)) return;
    const status = statuses[id];
    if (!status) return;
    keptStatuses.add(id);
    frontier.push(status);
  };
  const keepAccount = (id: string | null | undefined) => {
    while (id && !keptAccounts.has(id) && accounts[id]) {
      keptAccounts.add(id);
      id = accounts[id]?.moved?.id;
    }
  };
  for (const id of state.statuses.ids) if (refs.has(id)) keepStatus(id);
  while (frontier.length > 0) {
    const status = frontier.pop() as StatusRecord;
    keepAccount(status.account);
    if (status.poll) keptPolls.add(status.poll);
    keepStatus(status.reblog);
    keepStatus(status.quote?.quoted_status);
    keepAccount(status.in_reply_to_account_id);
    for (const mention of status.mentions ?? []) keepAccount(mention?.id);
  }
  keepAccount(state.auth.accountId);
  for (const id of state.accounts.ids) {
    const account = accounts[id];
    if (refs.has(id) || (account && refs.has(account.acct))) keepAccount(id);
  }
  return {
    statusIds: state.statuses.ids.filter((id) => !keptStatuses.has(id)),
    accountIds: state.accounts.ids.filter((id) => !keptAccounts.has(id)),
    pollIds: state.polls.ids.filter((id) => !keptPolls.has(id) && !refs.has(id)),
  };
}
