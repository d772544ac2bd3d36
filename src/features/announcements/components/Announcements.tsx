import { useEffect, useId, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { Announcement } from '../../../api/entities';

type Reaction = Announcement['reactions'][number];
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { useLazyReducer } from '../../../store/lazyReducers';
import { safeHttpUrl } from '../../../ui/safeUrl';
import { EmojiPickerButton } from '../../emoji';
import { RichText } from '../../statuses';
import {
  ANNOUNCEMENTS_KEY,
  announcementReactionRequested,
  announcementReadRequested,
  announcementsFetchRequested,
  announcementsReducer,
  selectAnnouncements,
} from '../slice';

const messages = defineMessages({
  title: { id: 'announcement.title', defaultMessage: 'Announcements' },
  show: { id: 'home.show_announcements', defaultMessage: 'Show announcements' },
  hide: { id: 'home.hide_announcements', defaultMessage: 'Hide announcements' },
  previous: { id: 'lightbox.previous', defaultMessage: 'Previous' },
  next: { id: 'lightbox.next', defaultMessage: 'Next' },
  addReaction: { id: 'emoji_button.label.reaction', defaultMessage: 'Add reaction' },
});

const countMessages = defineMessages<{
  position: { index: number; total: number };
  reaction: { name: string; count: number };
  unread: { count: number };
}>({
  position: { id: 'announcement.position', defaultMessage: '{index} / {total}' },
  reaction: {
    id: 'announcement.reaction',
    defaultMessage: '{name}: {count, plural, one {# reaction} other {# reactions}}',
  },
  unread: { id: 'announcement.unread', defaultMessage: '{count, plural, one {# unread} other {# unread}}' },
});

function ReactionButton({ announcementId, reaction }: { announcementId: string; reaction: Reaction }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const picture = safeHttpUrl(reaction.static_url) ?? safeHttpUrl(reaction.url);
  return (
    <button
      type="button"
      className={`announcement-reaction${reaction.me ? ' announcement-reaction--me' : ''}`}
      aria-pressed={!!reaction.me}
      aria-label={intl.formatMessage(countMessages.reaction, { name: reaction.name, count: reaction.count })}
      onClick={() =>
        dispatch(
          announcementReactionRequested({ id: announcementId, name: reaction.name, add: !reaction.me }),
        )
      }
    >
      {picture ? (
        <img src={picture} alt="" width={16} height={16} className="announcement-reaction__emoji" />
      ) : (
        <span aria-hidden="true">{reaction.name}</span>
      )}
      <span aria-hidden="true">{reaction.count}</span>
    </button>
  );
}

/** Start and end of a dated announcement, as the user's locale writes a range. */
function dateRange(announcement: Announcement, locale: string): string | null {
  const start = announcement.starts_at ? new Date(announcement.starts_at) : null;
  if (!start || Number.isNaN(start.getTime())) return null;
  const end = announcement.ends_at ? new Date(announcement.ends_at) : start;
  const format = new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    ...(announcement.all_day ? {} : { timeStyle: 'short' }),
  });
  return Number.isNaN(end.getTime()) ? format.format(start) : format.formatRange(start, end);
}

function AnnouncementItem({ announcement }: { announcement: Announcement }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const when = dateRange(announcement, intl.locale);

  // Shown is read.
  useEffect(() => {
    if (announcement.read === false) dispatch(announcementReadRequested({ id: announcement.id }));
  }, [announcement.id, announcement.read, dispatch]);

  return (
    <div className="announcement">
      {when && <p className="announcement__when">{when}</p>}
      <RichText
        html={announcement.content}
        emojis={announcement.emojis}
        mentions={announcement.mentions}
        tags={announcement.tags}
      />
      <div className="announcement__reactions">
        {announcement.reactions.map((reaction) => (
          <ReactionButton key={reaction.name} announcementId={announcement.id} reaction={reaction} />
        ))}
        <EmojiPickerButton
          label={intl.formatMessage(messages.addReaction)}
          onPick={(_text, emoji) =>
            dispatch(
              announcementReactionRequested(
                emoji.kind === 'unicode'
                  ? { id: announcement.id, name: emoji.native, add: true }
                  : {
                      id: announcement.id,
                      name: emoji.shortcode,
                      add: true,
                      url: emoji.url,
                      staticUrl: emoji.staticUrl,
                    },
              ),
            )
          }
        />
      </div>
    </div>
  );
}

function AnnouncementsPanel() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { items } = useAppSelector(selectAnnouncements);
  const unread = items.filter((a) => a.read === false).length;
  const [open, setOpen] = useState(false);
  const [index, setIndex] = useState(0);
  const bodyId = useId();

  useEffect(() => {
    dispatch(announcementsFetchRequested());
  }, [dispatch]);

  if (items.length === 0) return null;
  // Closed until the user opens them, as Mastodon's Home shows them; the bar counts the unread.
  const shown = open;
  const current = Math.min(index, items.length - 1);
  return (
    // A group, not a landmark: it belongs to Home's column.
    <div className="announcements" role="group" aria-label={intl.formatMessage(messages.title)}>
      <div className="announcements__bar">
        <button
          type="button"
          className="announcements__toggle"
          aria-expanded={shown}
          aria-controls={bodyId}
          onClick={() => setOpen(!shown)}
        >
          {intl.formatMessage(shown ? messages.hide : messages.show)}
          {unread > 0 && (
            <span className="count-badge announcements__badge">
              {intl.formatMessage(countMessages.unread, { count: unread })}
            </span>
          )}
        </button>
        {shown && items.length > 1 && (
          <div className="announcements__pager">
            <button
              type="button"
              aria-label={intl.formatMessage(messages.previous)}
              disabled={current === 0}
              onClick={() => setIndex(current - 1)}
            >
              ‹
            </button>
            <span>
              {intl.formatMessage(countMessages.position, { index: current + 1, total: items.length })}
            </span>
            <button
              type="button"
              aria-label={intl.formatMessage(messages.next)}
              disabled={current === items.length - 1}
              onClick={() => setIndex(current + 1)}
            >
              ›
            </button>
          </div>
        )}
      </div>
      <div id={bodyId} hidden={!shown}>
        {shown && <AnnouncementItem key={items[current].id} announcement={items[current]} />}
      </div>
    </div>
  );
}

/** The server's announcements above Home: one at a time, read as shown, with reactions. */
export default function Announcements() {
  const ready = useLazyReducer(ANNOUNCEMENTS_KEY, announcementsReducer);
  return ready ? <AnnouncementsPanel /> : null;
}
