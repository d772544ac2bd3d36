import { Link } from 'wouter';
import type { Status } from '../../../api/entities';
import { Avatar } from '../../../ui/Avatar';
import { RelativeTimestamp } from '../../../ui/RelativeTimestamp';
import { DisplayName } from './DisplayName';
import { accountPath, statusPath } from './paths';
import { StatusContent } from './StatusContent';

/** The post a status quotes, compact and one level deep (a quote's own quote is not shown). */
export function QuotedStatus({ status }: { status: Status }) {
  const account = status.account;
  return (
    <div className="status__quote">
      <div className="status__quote-header">
        <Link to={accountPath(account.acct)} className="status__display-name">
          <Avatar account={account} size={24} />
          <DisplayName account={account} withAcct />
        </Link>
        <Link to={statusPath(account.acct, status.id)} className="status__relative-time">
          <RelativeTimestamp timestamp={status.created_at} />
        </Link>
      </div>
      <StatusContent status={status} />
    </div>
  );
}

/** The quoted post when the server says it may be shown, else null. */
export function shownQuote(status: Status): Status | null {
  const quote = status.quote;
  if (!quote || quote.state !== 'accepted' || !('quoted_status' in quote)) return null;
  return quote.quoted_status ?? null;
}
