import { useEffect, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { NoMessageValues } from 'react-intl';
import { Link } from 'wouter';
import type { Quote, ShallowQuote, Status } from '../../../api/entities';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { Avatar } from '../../../ui/Avatar';
import { Button } from '../../../ui/Button';
import { RelativeTimestamp } from '../../../ui/RelativeTimestamp';
import { selectStatusView } from '../selectors';
import { fetchRequested, quoteRevokeRequested } from '../slice';
import { DisplayName } from './DisplayName';
import { accountPath, statusPath } from '../paths';
import { StatusContent } from './StatusContent';

type Name = { name: string };
const messages = defineMessages<{
  pending: NoMessageValues;
  pendingHint: NoMessageValues;
  rejected: NoMessageValues;
  revoked: NoMessageValues;
  deleted: NoMessageValues;
  unauthorized: NoMessageValues;
  blockedAccount: Name;
  blockedDomain: { domain: string };
  mutedAccount: Name;
  showAnyway: NoMessageValues;
  nested: Name;
  revoke: Name;
}>({
  pending: { id: 'status.quote_error.pending_approval', defaultMessage: 'Post pending' },
  pendingHint: {
    id: 'status.quote_error.pending_approval_popout.body',
    defaultMessage: 'This post is pending while we’re getting the original author’s approval.',
  },
  rejected: {
    id: 'status.quote_error.rejected',
    defaultMessage: 'This post cannot be displayed as the original author does not allow it to be quoted.',
  },
  revoked: { id: 'status.quote_error.revoked', defaultMessage: 'Post removed by author' },
  deleted: { id: 'status.quote_error.not_available', defaultMessage: 'Post unavailable' },
  unauthorized: {
    id: 'status.quote_error.unauthorized',
    defaultMessage: 'This post cannot be displayed as you are not authorized to view it.',
  },
  blockedAccount: {
    id: 'status.quote_error.blocked_account_hint.title',
    defaultMessage: 'This post is hidden because you’ve blocked @{name}.',
  },
  blockedDomain: {
    id: 'status.quote_error.blocked_domain_hint.title',
    defaultMessage: 'This post is hidden because you’ve blocked {domain}.',
  },
  mutedAccount: {
    id: 'status.quote_error.muted_account_hint.title',
    defaultMessage: 'This post is hidden because you’ve muted @{name}.',
  },
  showAnyway: { id: 'status.quote_error.limited_account_hint.action', defaultMessage: 'Show anyway' },
  nested: { id: 'status.quote_post_author', defaultMessage: 'Quoted a post by @{name}' },
  revoke: { id: 'status.revoke_quote', defaultMessage: 'Remove my post from @{name}’s post' },
});

type AnyQuote = Quote | ShallowQuote;

const quotedPost = (quote: AnyQuote | null | undefined): Status | null =>
  quote && 'quoted_status' in quote ? (quote.quoted_status ?? null) : null;

const quotedId = (quote: AnyQuote): string | null =>
  quotedPost(quote)?.id ?? ('quoted_status_id' in quote ? (quote.quoted_status_id ?? null) : null);

/** A quote inside a quoted post: only a link, "Quoted a post by @acct" (quotes nest one level). */
function NestedQuoteLink({ quote }: { quote: AnyQuote }) {
  const intl = useIntl();
  const id = quotedId(quote);
  const nested = useAppSelector((state) => (id ? selectStatusView(state, id) : null)) ?? quotedPost(quote);
  if (!nested || quote.state !== 'accepted') return null;
  return (
    <Link to={statusPath(nested.account.acct, nested.id)} className="status__quote-nested">
      {intl.formatMessage(messages.nested, { name: nested.account.acct })}
    </Link>
  );
}

/** A post shown small: in a quote, and in the dialogs that ask about a post. */
export function CompactStatus({ status }: { status: Status }) {
  const account = status.account;
  return (
    <div className="status__compact">
      <div className="status__quote-header">
        <Link to={accountPath(account.acct)} className="status__display-name">
          <Avatar account={account} size={24} />
          <DisplayName account={account} withAcct />
        </Link>
        <Link to={statusPath(account.acct, status.id)} className="status__relative-time">
          <RelativeTimestamp timestamp={status.created_at} />
        </Link>
      </div>
      <StatusContent status={status} hideQuoteInline={!!status.quote}>
        {status.quote && <NestedQuoteLink quote={status.quote} />}
      </StatusContent>
    </div>
  );
}

interface QuoteBlockProps {
  /** The post that quotes. */
  parent: Status;
  quote: AnyQuote;
  currentAccountId?: string | null;
}

/** Words for the states in which the quoted post is not shown. */
function stateNotice(state: AnyQuote['state']) {
  switch (state) {
    case 'pending':
      return messages.pending;
    case 'rejected':
      return messages.rejected;
    case 'revoked':
      return messages.revoked;
    case 'unauthorized':
      return messages.unauthorized;
    case 'accepted':
    case 'blocked_account':
    case 'blocked_domain':
    case 'muted_account':
      return null;
    default:
      // 'deleted', and any state a newer server adds.
      return messages.deleted;
  }
}

/**
 * The post a status quotes, in every state a quote can be in: shown (accepted), or a notice saying
 * why not, with "Show anyway" for an author the user blocked or muted. A quoted post the server sent
 * only by id is fetched; a 404 turns the quote into a deleted one. The quoted post's author may
 * remove their post from the quote.
 */
export function QuoteBlock({ parent, quote, currentAccountId }: QuoteBlockProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const [revealed, setRevealed] = useState(false);
  const quoted = quotedPost(quote);
  const id = quotedId(quote);
  const missing = !quoted && !!id && quote.state !== 'deleted';

  useEffect(() => {
    if (missing && id) dispatch(fetchRequested({ statusId: id }));
  }, [missing, id, dispatch]);

  const notice = stateNotice(quote.state);
  if (notice || (!quoted && !missing)) {
    return (
      <div className={`status__quote status__quote--error status__quote--${quote.state}`}>
        <p>{intl.formatMessage(notice ?? messages.deleted)}</p>
        {quote.state === 'pending' && (
          <p className="status__quote-hint">{intl.formatMessage(messages.pendingHint)}</p>
        )}
      </div>
    );
  }
  if (!quoted) return null;

  const acct = quoted.account.acct;
  const hidden =
    quote.state === 'blocked_account'
      ? messages.blockedAccount
      : quote.state === 'blocked_domain'
        ? messages.blockedDomain
        : quote.state === 'muted_account'
          ? messages.mutedAccount
          : null;
  if (hidden && !revealed) {
    return (
      <div className={`status__quote status__quote--error status__quote--${quote.state}`}>
        <p>{intl.formatMessage(hidden, { name: acct, domain: acct.split('@')[1] ?? acct })}</p>
        <Button variant="plain" onClick={() => setRevealed(true)}>
          {intl.formatMessage(messages.showAnyway)}
        </Button>
      </div>
    );
  }

  const mine = !!currentAccountId && quoted.account.id === currentAccountId;
  const canRevoke = mine && parent.account.id !== currentAccountId;
  return (
    <div className="status__quote">
      <CompactStatus status={quoted} />
      {canRevoke && (
        <Button
          variant="plain"
          className="status__quote-revoke"
          onClick={() => dispatch(quoteRevokeRequested({ quotedId: quoted.id, quotingId: parent.id }))}
        >
          {intl.formatMessage(messages.revoke, { name: parent.account.username })}
        </Button>
      )}
    </div>
  );
}
