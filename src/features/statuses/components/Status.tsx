import { lazy, memo, Suspense, useMemo } from 'react';
import type { MouseEvent } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import type { NoMessageValues, MessageValue } from 'react-intl';
import { Link } from 'wouter';
import type { Status as StatusEntity } from '../../../api/entities';
import { Avatar } from '../../../ui/Avatar';
import { Icon } from '../../../ui/Icon';
import { formatFullDate, formatRelativeTime, RelativeTimestamp } from '../../../ui/RelativeTimestamp';
import { clockNow } from '../../../ui/useNow';
import { useFirstPaintDone } from '../../../ui/firstPaint';
import { DisplayName, displayNameText } from './DisplayName';
import { MediaPreview } from './MediaPreview';
import { accountPath, statusPath } from '../paths';
import { htmlToPlainText } from '../sanitizeHtml';
import { StatusActionBar } from './StatusActionBar';
import type { StatusActionHandlers, StatusCallback } from './StatusActionBar';
import { StatusContent } from './StatusContent';
import { onPostClick, onPostPointerDown } from './postClick';
import { SEPARATOR } from '../../../ui/textPieces';

// The media gallery (players, the sensitive cover, opening the viewer) loads once the first posts are
// drawn; until then a post's media show as their previews in the same place.
const MediaGallery = lazy(() => import('./MediaGallery').then((m) => ({ default: m.MediaGallery })));
// Most posts have no poll: its code loads with the first one shown.
const PollResults = lazy(() => import('./PollResults').then((m) => ({ default: m.PollResults })));
// Quotes and link cards, likewise, load with the first one shown.
const QuoteBlock = lazy(() => import('./QuotedStatus').then((m) => ({ default: m.QuoteBlock })));
const Card = lazy(() => import('./Card').then((m) => ({ default: m.Card })));
// Only posts in another language than the interface's may offer a translation.
const StatusTranslation = lazy(() =>
  import(/* webpackChunkName: "translation" */ './StatusTranslation').then((m) => ({
    default: m.StatusTranslation,
  })),
);

const messages = defineMessages<{
  boostedBy: { name: MessageValue };
  edited: NoMessageValues;
  editedAt: { date: string };
}>({
  boostedBy: { id: 'status.reblogged_by', defaultMessage: '{name} boosted' },
  edited: { id: 'status.edited_marker', defaultMessage: 'Edited' },
  editedAt: { id: 'status.edited', defaultMessage: 'Edited {date}' },
});

const EXCERPT_LENGTH = 140;

function excerpt(text: string): string {
  const chars = Array.from(text);
  return chars.length > EXCERPT_LENGTH ? `${chars.slice(0, EXCERPT_LENGTH).join('')}…` : text;
}

export interface StatusProps extends StatusActionHandlers {
  status: StatusEntity;
  currentAccountId?: string | null;
  /** When given, opening the post (its timestamp) calls this instead of following the link. */
  onOpen?: StatusCallback;
  /** Opens the media viewer at an attachment (a video where its inline player was, in seconds). */
  onOpenMedia?: (status: StatusEntity, index: number, startTime?: number) => void;
  /** Whether the shown post's content warning is open, when the caller keeps it (the store does). */
  spoilerExpanded?: boolean;
  /** Animated GIFs (gifv) play in the timeline rather than waiting behind a play mark. */
  autoplayGifs?: boolean;
  onToggleSpoiler?: StatusCallback;
}

/**
 * One post. A boost shows the boosted post under a "{name} boosted" line; every action applies to
 * the post shown. Memoised: it re-renders only when its entity or a callback changes, so callers
 * pass stable callbacks.
 */
export const Status = memo(function Status({
  status: outer,
  currentAccountId,
  onOpen,
  onOpenMedia,
  spoilerExpanded,
  autoplayGifs = false,
  onToggleSpoiler,
  ...handlers
}: StatusProps) {
  const intl = useIntl();
  // Polls, quotes, cards and translations load their code after the first posts are drawn.
  const lazyPartsReady = useFirstPaintDone();
  const status = outer.reblog ?? outer;
  const booster = outer.reblog ? outer.account : null;
  const account = status.account;
  const mediaPreview = (
    <MediaPreview media={status.media_attachments} sensitive={Boolean(status.sensitive)} />
  );
  const quote = status.quote;
  const hasMedia = status.media_attachments?.length > 0;
  // The label is as fresh as the post's render, as in Mastodon: following the clock would render
  // every post on screen again at each tick, where only its timestamp needs to.
  const relative = formatRelativeTime(intl, status.created_at, clockNow());

  // Read aloud as Mastodon does: who, what (the content warning rather than hidden text), when, handle.
  const text = useMemo(
    () => status.spoiler_text?.trim() || htmlToPlainText(status.content),
    [status.spoiler_text, status.content],
  );
  const label = [
    displayNameText(account),
    excerpt(text),
    relative,
    `@${account.acct}`,
    booster ? intl.formatMessage(messages.boostedBy, { name: displayNameText(booster) }) : '',
  ]
    .filter(Boolean)
    .join(', ');

  const handleOpen = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!onOpen || event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey) return;
    event.preventDefault();
    onOpen(status);
  };

  return (
    // A press on the post's body opens it, as its timestamp does; by keyboard Enter does (the shortcuts).
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <article
      className={`status status--${status.visibility}`}
      aria-label={label}
      data-id={status.id}
      onPointerDown={onPostPointerDown}
      onClick={onPostClick}
      onAuxClick={onPostClick}
    >
      {booster && (
        <div className="status__prepend">
          <Icon id="boost" size={16} />
          <Link to={accountPath(booster.acct)} className="status__prepend-link">
            <FormattedMessage {...messages.boostedBy} values={{ name: <DisplayName account={booster} /> }} />
          </Link>
        </div>
      )}
      <header className="status__header">
        <Link to={accountPath(account.acct)} className="status__display-name">
          <Avatar account={account} size={46} />
          <DisplayName account={account} withAcct />
        </Link>
        <Link to={statusPath(account.acct, status.id)} className="status__relative-time" onClick={handleOpen}>
          <RelativeTimestamp timestamp={status.created_at} />
          {status.edited_at && (
            <span
              className="status__edited"
              title={intl.formatMessage(messages.editedAt, { date: formatFullDate(intl, status.edited_at) })}
            >
              {SEPARATOR}
              {intl.formatMessage(messages.edited)}
            </span>
          )}
        </Link>
      </header>
      <StatusContent
        status={status}
        hideQuoteInline={!!quote}
        expanded={spoilerExpanded}
        onToggleExpanded={onToggleSpoiler && (() => onToggleSpoiler(status))}
      >
        {lazyPartsReady &&
          currentAccountId &&
          status.language &&
          !intl.locale.startsWith(status.language.slice(0, 2)) && (
            <Suspense fallback={null}>
              <StatusTranslation status={status} />
            </Suspense>
          )}
        {hasMedia &&
          (lazyPartsReady ? (
            <Suspense fallback={mediaPreview}>
              <MediaGallery
                media={status.media_attachments}
                sensitive={Boolean(status.sensitive)}
                autoplayGifs={autoplayGifs}
                onOpenMedia={onOpenMedia && ((index, startTime) => onOpenMedia(status, index, startTime))}
                post={{ statusId: status.id, accountId: account.id, avatar: account.avatar_static }}
              />
            </Suspense>
          ) : (
            mediaPreview
          ))}
        {lazyPartsReady && status.poll && (
          <Suspense fallback={null}>
            <PollResults poll={status.poll} />
          </Suspense>
        )}
        {lazyPartsReady && (quote || (status.card && !hasMedia)) && (
          // As in Mastodon, a post shows its link card only when it has neither media nor a quote.
          <Suspense fallback={null}>
            {quote ? (
              <QuoteBlock parent={status} quote={quote} currentAccountId={currentAccountId} />
            ) : (
              status.card && <Card card={status.card} />
            )}
          </Suspense>
        )}
      </StatusContent>
      <StatusActionBar status={status} currentAccountId={currentAccountId} {...handlers} />
    </article>
  );
});
