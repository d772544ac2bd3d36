import { defineMessages, useIntl } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import type { MouseEvent } from 'react';
import type { Status } from '../../../api/entities';
import { Icon } from '../../../ui/Icon';
import { fixedMessage, numberFormat } from '../../../ui/intlCache';
import type { IconName } from '../../../ui/Icon';

const countedMessages = defineMessages<{ counted: { action: string; count: string } }>({
  counted: { id: 'status.action_with_count', defaultMessage: '{action} {count}' },
});

const messages = defineMessages({
  reply: { id: 'status.reply', defaultMessage: 'Reply' },
  boost: { id: 'status.reblog', defaultMessage: 'Boost' },
  cannotBoost: { id: 'status.cannot_reblog', defaultMessage: 'This post cannot be boosted' },
  boostPrivate: { id: 'status.reblog_private', defaultMessage: 'Share again with your followers' },
  quote: { id: 'status.quote', defaultMessage: 'Quote' },
  quotePrivate: { id: 'status.quote_private', defaultMessage: 'Private posts cannot be quoted' },
  cannotQuote: { id: 'status.cannot_quote', defaultMessage: 'You are not allowed to quote this post' },
  noQuotes: { id: 'status.quotes_unavailable', defaultMessage: 'This server has no quotes' },
  quoteFollowers: { id: 'status.quote_followers_only', defaultMessage: 'Only followers can quote this post' },
  quoteManual: { id: 'status.quote_manual_review', defaultMessage: 'Author will manually review' },
  requestQuote: { id: 'status.request_quote', defaultMessage: 'Request to quote' },
  allDisabled: { id: 'status.all_disabled', defaultMessage: 'Boosts and quotes are disabled' },
  favourite: { id: 'status.favourite', defaultMessage: 'Favorite' },
  bookmark: { id: 'status.bookmark', defaultMessage: 'Bookmark' },
  more: { id: 'status.more', defaultMessage: 'More' },
});

export type StatusCallback = (status: Status) => void;

export interface StatusActionHandlers {
  onReply: StatusCallback;
  /** The click is passed: Shift+click boosts without the confirmation dialog. */
  onBoost: (status: Status, event?: MouseEvent) => void;
  onQuote: StatusCallback;
  /** The click is passed: Shift+click favourites without the confirmation dialog. */
  onFavourite: (status: Status, event?: MouseEvent) => void;
  onBookmark: StatusCallback;
  /** The button is passed so that a menu can be anchored to it. */
  onMore: (status: Status, anchor: HTMLElement) => void;
}

/**
 * Boosting needs a public or unlisted post, or the user's own private one.
 * Direct posts are never boosted.
 */
export function boostState(
  status: Status,
  currentAccountId?: string | null,
): 'allowed' | 'own-private' | 'denied' {
  if (status.visibility === 'public' || status.visibility === 'unlisted') return 'allowed';
  if (status.visibility === 'private' && currentAccountId && status.account.id === currentAccountId) {
    return 'own-private';
  }
  return 'denied';
}

export type QuoteState = 'allowed' | 'manual' | 'private' | 'followers-only' | 'denied' | 'unsupported';

/**
 * Whether the user may quote a post, as Mastodon decides it: a post that is neither public nor
 * unlisted only by its author, then as the author's policy says for this user. A signed-out visitor
 * (no current user) is offered the button, which asks them to sign in. A post without a quote policy
 * comes from a server that has no quotes (snac, Mastodon before 4.5): nobody may quote there.
 */
export function quoteState(status: Status, currentAccountId?: string | null): QuoteState {
  const mine = !!currentAccountId && status.account.id === currentAccountId;
  const open = status.visibility === 'public' || status.visibility === 'unlisted';
  if (!open && !mine) return 'private';
  if (!currentAccountId) return 'allowed';
  const approval = status.quote_approval;
  if (!approval) return 'unsupported';
  // The author's own direct posts are never quoted; an own private post is, by its author.
  const reachable = open || status.visibility === 'private';
  if (reachable && approval?.current_user === 'automatic') return 'allowed';
  if (reachable && approval?.current_user === 'manual') return 'manual';
  const followers = approval?.automatic?.[0] === 'followers' || approval?.manual?.[0] === 'followers';
  return followers ? 'followers-only' : 'denied';
}

const QUOTE_TITLES: Record<QuoteState, MessageDescriptor> = {
  allowed: messages.quote,
  manual: messages.quoteManual,
  private: messages.quotePrivate,
  'followers-only': messages.quoteFollowers,
  denied: messages.cannotQuote,
  unsupported: messages.noQuotes,
};

interface ActionButtonProps {
  icon: IconName;
  label: MessageDescriptor;
  title?: MessageDescriptor;
  count?: number | null;
  pressed?: boolean;
  disabled?: boolean;
  /** The button opens a menu. */
  menu?: boolean;
  onClick: (event: MouseEvent<HTMLButtonElement>) => void;
}

function ActionButton({ icon, label, title, count, pressed, disabled, menu, onClick }: ActionButtonProps) {
  const intl = useIntl();
  const name = fixedMessage(intl, label);
  const shown =
    typeof count === 'number' && count > 0
      ? numberFormat(intl, 'compact', { notation: 'compact' }).format(count)
      : null;
  return (
    <button
      type="button"
      className={`status__action status__action--${icon}${pressed ? ' active' : ''}`}
      // The name carries the count shown beside the icon, so what is seen is also what is said.
      aria-label={shown ? intl.formatMessage(countedMessages.counted, { action: name, count: shown }) : name}
      title={fixedMessage(intl, title ?? label)}
      aria-pressed={pressed}
      aria-haspopup={menu ? 'menu' : undefined}
      disabled={disabled}
      onClick={onClick}
    >
      <Icon id={icon} size={18} />
      {shown && (
        <span className="status__action-count" aria-hidden="true">
          {shown}
        </span>
      )}
    </button>
  );
}

interface StatusActionBarProps extends StatusActionHandlers {
  status: Status;
  currentAccountId?: string | null;
}

export function StatusActionBar({
  status,
  currentAccountId,
  onReply,
  onBoost,
  onQuote,
  onFavourite,
  onBookmark,
  onMore,
}: StatusActionBarProps) {
  const boost = boostState(status, currentAccountId);
  const quote = quoteState(status, currentAccountId);
  const quoteDenied = quote !== 'allowed' && quote !== 'manual';
  // With neither possible, Boost says so for both (Mastodon's one button for the two); Quote says why.
  const allDisabled = boost === 'denied' && quoteDenied;
  return (
    <div className="status__action-bar">
      <ActionButton
        icon="reply"
        label={messages.reply}
        count={status.replies_count}
        onClick={() => onReply(status)}
      />
      <ActionButton
        icon="boost"
        label={messages.boost}
        title={
          allDisabled
            ? messages.allDisabled
            : boost === 'denied'
              ? messages.cannotBoost
              : boost === 'own-private'
                ? messages.boostPrivate
                : undefined
        }
        count={status.reblogs_count}
        pressed={Boolean(status.reblogged)}
        disabled={boost === 'denied'}
        onClick={(event) => onBoost(status, event)}
      />
      <ActionButton
        icon="quote"
        label={quote === 'manual' ? messages.requestQuote : messages.quote}
        title={QUOTE_TITLES[quote]}
        count={status.quotes_count}
        disabled={quoteDenied}
        onClick={() => onQuote(status)}
      />
      <ActionButton
        icon="star"
        label={messages.favourite}
        count={status.favourites_count}
        pressed={Boolean(status.favourited)}
        onClick={(event) => onFavourite(status, event)}
      />
      <ActionButton
        icon="bookmark"
        label={messages.bookmark}
        pressed={Boolean(status.bookmarked)}
        onClick={() => onBookmark(status)}
      />
      <ActionButton
        icon="more"
        label={messages.more}
        menu
        onClick={(event) => onMore(status, event.currentTarget)}
      />
    </div>
  );
}
