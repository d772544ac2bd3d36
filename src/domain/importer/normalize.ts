/**
 * Flattens API payloads into entity records: a status keeps only the ids of its account, reblog,
 * quoted post and poll, so each entity lives once in its own table.
 */
import type { Account, Poll, Quote, ShallowQuote, Status, Translation } from '../../api/entities';

export interface QuoteRecord {
  state: Quote['state'];
  quoted_status: string | null;
}

export type StatusRecord = Omit<Status, 'account' | 'reblog' | 'quote' | 'poll'> & {
  account: string;
  reblog: string | null;
  quote: QuoteRecord | null;
  poll: string | null;
  /**
   * Local display state, kept across re-imports and while the post is scrolled out of view: `hidden`
   * false once its content warning was opened (undefined: as it arrived, hidden behind the warning),
   * `revealed` once a "warn" filter's notice was passed.
   */
  hidden?: boolean;
  revealed?: boolean;
  /** The machine translation shown under the content, until "Show original". */
  translation?: Translation;
  /** A new quote policy is being saved. */
  isSavingQuotePolicy?: boolean;
};

export interface NormalizedEntities {
  statuses: StatusRecord[];
  accounts: Account[];
  polls: Poll[];
}

export interface EntityPayload {
  statuses?: readonly Status[];
  accounts?: readonly Account[];
  polls?: readonly Poll[];
}

const hasId = (value: unknown): value is { id: string } =>
  !!value && typeof value === 'object' && typeof (value as { id?: unknown }).id === 'string';

function normalizeQuote(quote: Quote | ShallowQuote, collect: (status: Status) => void): QuoteRecord {
  if ('quoted_status' in quote) {
    if (hasId(quote.quoted_status)) {
      collect(quote.quoted_status);
      return { state: quote.state, quoted_status: quote.quoted_status.id };
    }
    return { state: quote.state, quoted_status: null };
  }
  const shallowId = quote.quoted_status_id;
  return { state: quote.state, quoted_status: typeof shallowId === 'string' ? shallowId : null };
}

/** Normalises nested statuses, accounts and polls; malformed items (no id, no account) are skipped. */
export function normalizeEntities(payload: EntityPayload): NormalizedEntities {
  const statuses = new Map<string, StatusRecord>();
  const accounts = new Map<string, Account>();
  const polls = new Map<string, Poll>();

  const addAccount = (account: Account) => {
    if (!hasId(account)) return;
    accounts.set(account.id, account);
    if (hasId(account.moved)) addAccount(account.moved);
  };

  const addStatus = (status: Status): void => {
    if (!hasId(status) || !hasId(status.account)) return;
    addAccount(status.account);
    let reblog: string | null = null;
    if (hasId(status.reblog)) {
      addStatus(status.reblog);
      reblog = status.reblog.id;
    }
    let poll: string | null = null;
    if (hasId(status.poll)) {
      polls.set(status.poll.id, status.poll);
      poll = status.poll.id;
    }
    const quote =
      status.quote && typeof status.quote === 'object' ? normalizeQuote(status.quote, addStatus) : null;
    statuses.set(status.id, { ...status, account: status.account.id, reblog, quote, poll });
  };

  payload.accounts?.forEach(addAccount);
  payload.polls?.forEach((poll) => hasId(poll) && polls.set(poll.id, poll));
  payload.statuses?.forEach(addStatus);

  return { statuses: [...statuses.values()], accounts: [...accounts.values()], polls: [...polls.values()] };
}

export const emptyEntities = (): NormalizedEntities => ({ statuses: [], accounts: [], polls: [] });
