import type { ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { NoMessageValues } from 'react-intl';
import { Link } from 'wouter';
import type { Status } from '../../../api/entities';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { modalOpened } from '../../modals/public';
import { Icon } from '../../../ui/Icon';
import { formatFullDate } from '../../../ui/RelativeTimestamp';
import { safeHttpUrl } from '../../../ui/safeUrl';
import { VISIBILITY_ICONS, VISIBILITY_ORDER, visibilityMessages } from '../../../ui/visibilityWords';
import { selectStatusView } from '../selectors';
import { statusPath } from '../paths';
import { SEPARATOR } from '../../../ui/textPieces';

const messages = defineMessages<{
  edited: { date: string };
  reblogs: { count: number };
  favourites: { count: number };
  quotes: { count: number };
  details: NoMessageValues;
}>({
  edited: { id: 'status.edited', defaultMessage: 'Edited {date}' },
  reblogs: { id: 'status.reblogs', defaultMessage: '{count, plural, one {# boost} other {# boosts}}' },
  favourites: {
    id: 'status.favourites',
    defaultMessage: '{count, plural, one {# favorite} other {# favorites}}',
  },
  quotes: { id: 'status.quotes', defaultMessage: '{count, plural, one {# quote} other {# quotes}}' },
  details: { id: 'status.details', defaultMessage: 'Details' },
});

const count = (value: unknown) => (typeof value === 'number' && value > 0 ? value : 0);

/**
 * What the post's own page adds under it: the full date and time, visibility, the application it
 * was posted with, when it was last edited, and who boosted, favorited and
 * quoted it.
 */
/** A count that leads to its list only when there is someone in it: a zero is plain text. */
function CountLink({ href, count, children }: { href: string; count: number; children: ReactNode }) {
  return count > 0 ? <Link href={href}>{children}</Link> : <span>{children}</span>;
}

export function DetailedStatusMeta({ statusId }: { statusId: string }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const outer = useAppSelector((state) => selectStatusView(state, statusId));
  if (!outer) return null;
  const status: Status = outer.reblog ?? outer;
  const path = statusPath(status.account.acct, status.id);
  const visibility = VISIBILITY_ORDER.find((v) => v === status.visibility);
  const application = status.application?.name ? status.application : null;
  const website = application ? safeHttpUrl(application.website, window.location.href) : null;
  const quotes = count((status as { quotes_count?: unknown }).quotes_count);

  return (
    <div className="detailed-status__meta" aria-label={intl.formatMessage(messages.details)} role="group">
      <p className="detailed-status__line">
        <a
          // The post's address on its server, when it is a web address at all; else its page here.
          href={safeHttpUrl(status.url, window.location.href) ?? path}
          className="detailed-status__datetime"
          target="_blank"
          rel="noopener noreferrer"
        >
          <time dateTime={status.created_at}>{formatFullDate(intl, status.created_at)}</time>
        </a>
        {visibility && (
          <span className="detailed-status__visibility">
            {SEPARATOR}
            <Icon id={VISIBILITY_ICONS[visibility]} size={16} />
            {intl.formatMessage(visibilityMessages[visibility])}
          </span>
        )}
        {application && (
          <span className="detailed-status__application">
            {SEPARATOR}
            {website ? (
              <a href={website} target="_blank" rel="noopener noreferrer">
                {application.name}
              </a>
            ) : (
              application.name
            )}
          </span>
        )}
        {status.edited_at && (
          <>
            {SEPARATOR}
            <button
              type="button"
              className="detailed-status__edited link-button"
              aria-haspopup="dialog"
              onClick={() =>
                dispatch(modalOpened({ modalType: 'STATUS_HISTORY', modalProps: { statusId: status.id } }))
              }
            >
              {intl.formatMessage(messages.edited, { date: formatFullDate(intl, status.edited_at) })}
            </button>
          </>
        )}
      </p>
      <p className="detailed-status__counts">
        <CountLink href={`${path}/reblogs`} count={count(status.reblogs_count)}>
          {intl.formatMessage(messages.reblogs, { count: count(status.reblogs_count) })}
        </CountLink>
        <CountLink href={`${path}/quotes`} count={quotes}>
          {intl.formatMessage(messages.quotes, { count: quotes })}
        </CountLink>
        <CountLink href={`${path}/favourites`} count={count(status.favourites_count)}>
          {intl.formatMessage(messages.favourites, { count: count(status.favourites_count) })}
        </CountLink>
      </p>
    </div>
  );
}
