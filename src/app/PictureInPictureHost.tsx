import { useEffect } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { useAppDispatch, useAppSelector } from '../store';
import { AudioPlayer } from '../features/player/components/AudioPlayer';
import { VideoPlayer } from '../features/player/components/VideoPlayer';
import { pictureInPictureClosed, selectPictureInPicture } from '../features/player/slice';
import { DisplayName } from '../features/statuses';
import { statusPath } from '../features/statuses/public';
import { selectStatusRecord } from '../features/statuses/selectors';
import { Avatar } from '../ui/Avatar';
import { Icon } from '../ui/Icon';

const messages = defineMessages({
  title: { id: 'picture_in_picture.title', defaultMessage: 'Playing' },
  back: { id: 'picture_in_picture.back', defaultMessage: 'Back to the post' },
  close: { id: 'lightbox.close', defaultMessage: 'Close' },
});

/**
 * The floating player: a playback that left its post's place goes on here, under the post's author,
 * with a way back to the post and Close. It is there only while its post is loaded: a deleted post
 * takes it away (the slice forgets it, and a post no longer in the store closes it here).
 */
export function PictureInPictureHost() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const entry = useAppSelector(selectPictureInPicture);
  const loaded = useAppSelector((state) => {
    const record = entry ? selectStatusRecord(state, entry.statusId) : undefined;
    return !!record;
  });
  const account = useAppSelector((state) => (entry ? state.accounts.entities[entry.accountId] : undefined));

  useEffect(() => {
    if (entry && !loaded) dispatch(pictureInPictureClosed());
  }, [dispatch, entry, loaded]);

  if (!entry || !loaded || !account) return null;
  const media = {
    src: entry.src,
    preview: entry.preview,
    description: entry.description,
    duration: entry.duration,
    startTime: entry.currentTime,
    startPlaying: true,
  };
  return (
    <section className="picture-in-picture" aria-label={intl.formatMessage(messages.title)}>
      <div className="picture-in-picture__header">
        <Link to={statusPath(account.acct, entry.statusId)} className="picture-in-picture__account">
          <Avatar account={account} size={32} />
          <span className="picture-in-picture__names">
            <DisplayName account={account} />
            <span className="picture-in-picture__back">{intl.formatMessage(messages.back)}</span>
          </span>
        </Link>
        <button
          type="button"
          className="picture-in-picture__close"
          aria-label={intl.formatMessage(messages.close)}
          title={intl.formatMessage(messages.close)}
          onClick={() => dispatch(pictureInPictureClosed())}
        >
          <Icon id="close" />
        </button>
      </div>
      {/* Keyed: another playback moved here starts afresh. */}
      {entry.kind === 'video' ? (
        <VideoPlayer
          key={`${entry.statusId}:${entry.src}`}
          {...media}
          frameRate={entry.frameRate}
          variant="floating"
        />
      ) : (
        <AudioPlayer key={`${entry.statusId}:${entry.src}`} {...media} />
      )}
    </section>
  );
}
