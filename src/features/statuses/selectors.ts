/**
 * Puts statuses back together into the API shape for components. Results keep their reference until
 * one of the records they are built from changes, so list items re-render only when their post does.
 */
import type { Account, Poll, Quote, ShallowQuote, Status } from '../../api/entities';
import type { StatusRecord } from '../../domain/importer/normalize';
import type { RootState } from '../../store/types';
import { boundedCache } from '../../utils/boundedCache';

interface Node {
  record: StatusRecord;
  account: Account;
  poll: Poll | undefined;
  reblog: Node | null;
  quoted: Node | null;
}

/** Quoted posts nest one level; deeper quotes stay shallow (an id), which also stops cycles. */
const MAX_QUOTE_DEPTH = 1;

function gather(state: RootState, id: string, quoteDepth: number, allowReblog: boolean): Node | null {
  const record = state.statuses.entities[id];
  if (!record) return null;
  const account = state.accounts.entities[record.account];
  if (!account) return null;
  const reblog = allowReblog && record.reblog ? gather(state, record.reblog, quoteDepth, false) : null;
  const quotedId = record.quote?.quoted_status;
  const quoted =
    quotedId && quoteDepth < MAX_QUOTE_DEPTH ? gather(state, quotedId, quoteDepth + 1, false) : null;
  return {
    record,
    account,
    poll: record.poll ? state.polls.entities[record.poll] : undefined,
    reblog,
    quoted,
  };
}

function flatten(node: Node | null, into: unknown[]): unknown[] {
  if (!node) {
    into.push(null);
    return into;
  }
  into.push(node.record, node.account, node.poll);
  flatten(node.reblog, into);
  flatten(node.quoted, into);
  return into;
}

function build(node: Node): Status {
  const { record } = node;
  let quote: Quote | ShallowQuote | null = null;
  if (record.quote) {
    quote = node.quoted
      ? { state: record.quote.state, quoted_status: build(node.quoted) }
      : { state: record.quote.state, quoted_status_id: record.quote.quoted_status };
  }
  return {
    ...record,
    account: node.account,
    reblog: node.reblog ? build(node.reblog) : null,
    poll: node.poll ?? null,
    quote,
  };
}

/**
 * Whether the records `gather` would find for `id` are, in `flatten`'s order from `at`, the ones in
 * `deps`; the position after them, or -1. Allocates nothing: it runs for every post on screen at
 * every store change, and almost always answers yes.
 */
function unchangedFrom(
  state: RootState,
  id: string,
  quoteDepth: number,
  allowReblog: boolean,
  deps: unknown[],
  at: number,
): number {
  const record = state.statuses.entities[id];
  const account = record ? state.accounts.entities[record.account] : undefined;
  if (!record || !account) return deps[at] === null ? at + 1 : -1;
  const poll = record.poll ? state.polls.entities[record.poll] : undefined;
  if (deps[at] !== record || deps[at + 1] !== account || deps[at + 2] !== poll) return -1;
  let next = at + 3;
  if (allowReblog && record.reblog) next = unchangedFrom(state, record.reblog, quoteDepth, false, deps, next);
  else next = deps[next] === null ? next + 1 : -1;
  if (next < 0) return -1;
  const quotedId = record.quote?.quoted_status;
  if (quotedId && quoteDepth < MAX_QUOTE_DEPTH)
    return unchangedFrom(state, quotedId, quoteDepth + 1, false, deps, next);
  return deps[next] === null ? next + 1 : -1;
}

/** One memoised selector per caller (e.g. per list item): `useMemo(makeSelectStatus, [])`. */
export function makeSelectStatus() {
  let lastId: string | undefined;
  let lastDeps: unknown[] = [];
  let lastResult: Status | null = null;
  return (state: RootState, id: string): Status | null => {
    if (id === lastId && unchangedFrom(state, id, 0, true, lastDeps, 0) === lastDeps.length)
      return lastResult;
    const node = gather(state, id, 0, true);
    const deps = flatten(node, []);
    lastId = id;
    lastDeps = deps;
    lastResult = node ? build(node) : null;
    return lastResult;
  };
}

const sharedSelectors = boundedCache<ReturnType<typeof makeSelectStatus>>(1000);

/** Shared variant keyed by id, for callers that cannot hold their own selector. */
export function selectStatusView(state: RootState, id: string): Status | null {
  const selector = sharedSelectors.get(id) ?? sharedSelectors.set(id, makeSelectStatus());
  return selector(state, id);
}

export const selectStatusRecord = (state: RootState, id: string) => state.statuses.entities[id];

/** How many posts at the head of a list are the user's own boosts. */
export function selectOwnBoostsOnTop(
  state: RootState,
  ids: readonly (string | null)[],
  accountId: string | null,
) {
  let count = 0;
  for (const id of ids) {
    const record = id === null ? undefined : state.statuses.entities[id];
    if (!accountId || !record?.reblog || record.account !== accountId) break;
    count += 1;
  }
  return count;
}

/** An account's own posts in the store (no boosts), newest first. */
export const selectRecentPostIds = (state: RootState, accountId: string, limit: number): string[] =>
  Object.values(state.statuses.entities)
    .flatMap((status) => (status && status.account === accountId && !status.reblog ? [status.id] : []))
    .sort((a, b) => b.length - a.length || (b < a ? -1 : 1))
    .slice(0, limit);
