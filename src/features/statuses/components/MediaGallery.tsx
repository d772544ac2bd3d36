import { lazy, Suspense, useState } from 'react';
import type { CSSProperties, MouseEvent } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { NoMessageValues } from 'react-intl';
import type { MediaAttachment } from '../../../api/entities';
import { Icon } from '../../../ui/Icon';
import { safeHttpUrl } from '../../../ui/safeUrl';
import { loadAudioPlayer, loadVideoPlayer } from '../../player';
import { type PictureInPictureTarget } from '../../player/public';
import { Blurhash } from './Blurhash';

// The players load once the first posts are drawn; until then (or until pressed) a poster stands in.
const VideoPlayer = lazy(() => loadVideoPlayer().then((Player) => ({ default: Player })));
const AudioPlayer = lazy(() => loadAudioPlayer().then((Player) => ({ default: Player })));

const messages = defineMessages<{
  sensitive: NoMessageValues;
  hide: { count: number };
  video: NoMessageValues;
  audio: NoMessageValues;
  play: { description: string };
}>({
  sensitive: { id: 'status.sensitive_warning', defaultMessage: 'Sensitive content' },
  hide: { id: 'media_gallery.hide', defaultMessage: 'Hide {count, plural, one {image} other {images}}' },
  video: { id: 'media_gallery.video', defaultMessage: 'Video' },
  audio: { id: 'media_gallery.audio', defaultMessage: 'Audio' },
  play: { id: 'media_gallery.play', defaultMessage: 'Play {description}' },
});

/** Mastodon's focus point (x, y in -1..1, y upwards) as a CSS object-position. */
export function focusToObjectPosition(media: MediaAttachment): string | undefined {
  const focus = media.meta?.focus;
  if (typeof focus?.x !== 'number' || typeof focus?.y !== 'number') return undefined;
  const clamp = (value: number) => Math.min(1, Math.max(-1, value));
  const x = ((clamp(focus.x) + 1) / 2) * 100;
  const y = ((1 - clamp(focus.y)) / 2) * 100;
  return `${x}% ${y}%`;
}

interface MediaItemProps {
  media: MediaAttachment;
  index: number;
  onOpen?: (index: number) => void;
  /** A GIF (gifv) that plays silently in a loop in place of its still preview. */
  autoplay?: boolean;
}

function MediaItem({ media, index, onOpen, autoplay = false }: MediaItemProps) {
  const intl = useIntl();
  const [loaded, setLoaded] = useState(false);
  const full = safeHttpUrl(media.url ?? media.remote_url, window.location.href);
  const preview = safeHttpUrl(media.preview_url ?? media.url, window.location.href);
  const description = media.description ?? '';
  const moving = media.type === 'video' || media.type === 'gifv';
  const playing = autoplay && !!full;

  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!onOpen || event.button !== 0 || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    onOpen(index);
  };

  const style: CSSProperties = { objectPosition: focusToObjectPosition(media) };
  return (
    <div className="media-gallery__item">
      {!loaded && <Blurhash hash={media.blurhash} />}
      {full ? (
        <a
          className="media-gallery__item-thumbnail"
          href={full}
          target="_blank"
          rel="noopener noreferrer"
          onClick={handleClick}
          aria-label={description || (moving ? intl.formatMessage(messages.video) : undefined)}
        >
          {playing ? (
            <video
              src={full ?? undefined}
              poster={preview ?? undefined}
              title={description || undefined}
              style={style}
              autoPlay
              loop
              muted
              playsInline
              onLoadedData={() => setLoaded(true)}
            />
          ) : (
            preview && (
              <img
                src={preview}
                alt={description}
                title={description || undefined}
                style={style}
                loading="lazy"
                onLoad={() => setLoaded(true)}
              />
            )
          )}
          {moving && !playing && <Icon id="play" className="media-gallery__play" size={32} />}
        </a>
      ) : (
        <span className="media-gallery__item-missing">{description}</span>
      )}
    </div>
  );
}

const playable = (media: MediaAttachment) =>
  (media.type === 'video' || media.type === 'audio') && !!safeHttpUrl(media.url ?? media.remote_url);

interface PlayerItemProps {
  media: MediaAttachment;
  /** Audio without a cover of its own shows this (the author's avatar). */
  fallbackPoster?: string;
  hidden: boolean;
  pictureInPicture?: PictureInPictureTarget;
  onExpand?: (startTime: number) => void;
}

/**
 * A video or audio attachment: its poster with a play button until the player's code is there (the
 * gallery itself is drawn once the first posts are), then the player; pressed meanwhile, it plays at once.
 */
function PlayerItem({ media, fallbackPoster, hidden, pictureInPicture, onExpand }: PlayerItemProps) {
  const intl = useIntl();
  const [pressed, setPressed] = useState(false);
  const audio = media.type === 'audio';
  const src = safeHttpUrl(media.url ?? media.remote_url, window.location.href)!;
  const preview =
    safeHttpUrl(media.preview_url, window.location.href) ?? (audio ? fallbackPoster : undefined);
  const description = media.description ?? '';
  const poster = (
    <button
      type="button"
      className={`player-poster player-poster--${media.type}`}
      aria-label={intl.formatMessage(messages.play, {
        description: description || intl.formatMessage(audio ? messages.audio : messages.video),
      })}
      disabled={hidden}
      onClick={() => setPressed(true)}
    >
      {preview && <img src={preview} alt="" loading="lazy" />}
      <Icon id="play" size={40} className="player-poster__play" />
    </button>
  );
  const Player = audio ? AudioPlayer : VideoPlayer;
  return (
    <Suspense fallback={poster}>
      <Player
        src={src}
        preview={preview}
        description={description}
        duration={media.meta?.original?.duration}
        frameRate={media.meta?.original?.frame_rate}
        hidden={hidden}
        startPlaying={pressed}
        takeFocus={pressed}
        pictureInPicture={pictureInPicture}
        onExpand={audio ? undefined : onExpand}
      />
    </Suspense>
  );
}

interface MediaGalleryProps {
  media: readonly MediaAttachment[];
  sensitive: boolean;
  autoplayGifs?: boolean;
  onOpenMedia?: (index: number, startTime?: number) => void;
  /** The post the media belongs to: a video or audio playing here continues in the floating player. */
  post?: PictureInPictureTarget & { avatar?: string };
}

/**
 * Thumbnails of a post's media (videos and audio as players), hidden behind a button while the post
 * is marked sensitive. Hiding a player pauses it; it stays in place, under its blurred cover.
 */
export function MediaGallery({
  media,
  sensitive,
  autoplayGifs = false,
  onOpenMedia,
  post,
}: MediaGalleryProps) {
  const intl = useIntl();
  // The user's choice holds for the sensitivity it was made for: a changed media preference applies at once.
  const [choice, setChoice] = useState<{ sensitive: boolean; revealed: boolean } | null>(null);
  const revealed = choice?.sensitive === sensitive ? choice.revealed : !sensitive;
  const setRevealed = (shown: boolean) => setChoice({ sensitive, revealed: shown });
  const items = media.slice(0, 4);
  if (items.length === 0) return null;

  return (
    <div className={`media-gallery media-gallery--${items.length}`}>
      {items.map((item, index) =>
        playable(item) ? (
          <div key={item.id} className="media-gallery__item media-gallery__item--player">
            <PlayerItem
              media={item}
              fallbackPoster={post?.avatar}
              hidden={!revealed}
              pictureInPicture={post}
              onExpand={onOpenMedia && ((startTime) => onOpenMedia(index, startTime))}
            />
            {!revealed && <Blurhash hash={item.blurhash} className="media-gallery__cover" />}
          </div>
        ) : revealed ? (
          <MediaItem
            key={item.id}
            media={item}
            index={index}
            onOpen={onOpenMedia}
            autoplay={autoplayGifs && item.type === 'gifv'}
          />
        ) : (
          <div key={item.id} className="media-gallery__item">
            <Blurhash hash={item.blurhash} />
          </div>
        ),
      )}
      {revealed ? (
        sensitive && (
          <button
            type="button"
            className="media-gallery__hide"
            aria-label={intl.formatMessage(messages.hide, { count: items.length })}
            title={intl.formatMessage(messages.hide, { count: items.length })}
            onClick={() => setRevealed(false)}
          >
            <Icon id="hide" />
          </button>
        )
      ) : (
        <button type="button" className="media-gallery__reveal" onClick={() => setRevealed(true)}>
          <Icon id="warning" />
          {intl.formatMessage(messages.sensitive)}
        </button>
      )}
    </div>
  );
}
