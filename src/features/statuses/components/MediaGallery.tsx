import { useState } from 'react';
import type { CSSProperties, MouseEvent } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { NoMessageValues } from 'react-intl';
import type { MediaAttachment } from '../../../api/entities';
import { Icon } from '../../../ui/Icon';
import { safeHttpUrl } from '../../../ui/safeUrl';
import { Blurhash } from './Blurhash';

const messages = defineMessages<{
  sensitive: NoMessageValues;
  hide: { count: number };
  video: NoMessageValues;
  audio: NoMessageValues;
}>({
  sensitive: { id: 'status.sensitive_warning', defaultMessage: 'Sensitive content' },
  hide: { id: 'media_gallery.hide', defaultMessage: 'Hide {count, plural, one {image} other {images}}' },
  video: { id: 'media_gallery.video', defaultMessage: 'Video' },
  audio: { id: 'media_gallery.audio', defaultMessage: 'Audio' },
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
  // Audio and video play here with the browser's controls; audio never shows as a picture.
  const label = description || intl.formatMessage(media.type === 'audio' ? messages.audio : messages.video);
  if (full && media.type === 'audio')
    return (
      <div className="media-gallery__item media-gallery__item--audio">
        {/* eslint-disable-next-line jsx-a11y/media-has-caption -- attachments carry no caption track; the description names them */}
        <audio src={full} controls preload="none" aria-label={label} title={description || undefined} />
      </div>
    );
  if (full && media.type === 'video')
    return (
      <div className="media-gallery__item">
        {/* eslint-disable-next-line jsx-a11y/media-has-caption -- attachments carry no caption track; the description names them */}
        <video
          className="media-gallery__video"
          src={full}
          poster={preview ?? undefined}
          controls
          preload="none"
          playsInline
          aria-label={label}
          title={description || undefined}
        />
      </div>
    );
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

interface MediaGalleryProps {
  media: readonly MediaAttachment[];
  sensitive: boolean;
  autoplayGifs?: boolean;
  onOpenMedia?: (index: number) => void;
}

/** Thumbnails of a post's media, hidden behind a button while the post is marked sensitive. */
export function MediaGallery({ media, sensitive, autoplayGifs = false, onOpenMedia }: MediaGalleryProps) {
  const intl = useIntl();
  const [revealed, setRevealed] = useState(!sensitive);
  const items = media.slice(0, 4);
  if (items.length === 0) return null;

  return (
    <div
      className={`media-gallery media-gallery--${items.length}${items.every((item) => item.type === 'audio') ? ' media-gallery--audio' : ''}`}
    >
      {revealed ? (
        <>
          {items.map((item, index) => (
            <MediaItem
              key={item.id}
              media={item}
              index={index}
              onOpen={onOpenMedia}
              autoplay={autoplayGifs && item.type === 'gifv'}
            />
          ))}
          {sensitive && (
            <button
              type="button"
              className="media-gallery__hide"
              aria-label={intl.formatMessage(messages.hide, { count: items.length })}
              title={intl.formatMessage(messages.hide, { count: items.length })}
              onClick={() => setRevealed(false)}
            >
              <Icon id="hide" />
            </button>
          )}
        </>
      ) : (
        <>
          {items.map((item) => (
            <div key={item.id} className="media-gallery__item">
              <Blurhash hash={item.blurhash} />
            </div>
          ))}
          <button type="button" className="media-gallery__reveal" onClick={() => setRevealed(true)}>
            <Icon id="warning" />
            {intl.formatMessage(messages.sensitive)}
          </button>
        </>
      )}
    </div>
  );
}
