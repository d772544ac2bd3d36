import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { MouseEvent, TouchEvent } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { NoMessageValues } from 'react-intl';
import type { MediaAttachment } from '../../../api/entities';
import { useAppSelector } from '../../../store/hooks';
import { inlineStep, isRightToLeft } from '../../../ui/direction';
import { Icon } from '../../../ui/Icon';
import { safeHttpUrl } from '../../../ui/safeUrl';
import type { ModalComponentProps } from '../../modals/public';
import { loadVideoPlayer } from '../../player';
import { selectStatusRecord } from '../selectors';
import { useHistoryEntry } from './useHistoryEntry';

const messages = defineMessages<{
  title: NoMessageValues;
  close: NoMessageValues;
  previous: NoMessageValues;
  next: NoMessageValues;
  zoomIn: NoMessageValues;
  zoomOut: NoMessageValues;
  position: { index: number; count: number };
}>({
  title: { id: 'lightbox.title', defaultMessage: 'Media' },
  close: { id: 'lightbox.close', defaultMessage: 'Close' },
  previous: { id: 'lightbox.previous', defaultMessage: 'Previous' },
  next: { id: 'lightbox.next', defaultMessage: 'Next' },
  zoomIn: { id: 'lightbox.zoom_in', defaultMessage: 'Zoom to actual size' },
  zoomOut: { id: 'lightbox.zoom_out', defaultMessage: 'Zoom to fit' },
  position: { id: 'lightbox.position', defaultMessage: '{index} of {count}' },
});

const VideoPlayer = lazy(() => loadVideoPlayer().then((Player) => ({ default: Player })));

/** A horizontal touch movement longer than this, and longer than it is tall, moves to the next or previous item. */
export const SWIPE_THRESHOLD_PX = 50;

/** What the viewer shows: everything that can be looked at (audio plays in the post). */
export const viewable = (media: readonly MediaAttachment[]) => media.filter((item) => item.type !== 'audio');

function MediaView({
  media,
  zoomed,
  onToggleZoom,
  startTime,
}: {
  media: MediaAttachment;
  zoomed: boolean;
  onToggleZoom: () => void;
  /** A video expanded from its post goes on from there. */
  startTime?: number;
}) {
  const full = safeHttpUrl(media.url ?? media.remote_url, window.location.href);
  const preview = safeHttpUrl(media.preview_url ?? media.url, window.location.href);
  const description = media.description ?? '';
  if (!full) return <p className="media-modal__missing">{description}</p>;
  if (media.type === 'gifv')
    return (
      <video
        className="media-modal__media"
        src={full}
        poster={preview ?? undefined}
        aria-label={description}
        autoPlay
        loop
        muted
        playsInline
      />
    );
  if (media.type === 'video')
    return (
      <Suspense
        fallback={<img className="media-modal__media" src={preview ?? undefined} alt={description} />}
      >
        <VideoPlayer
          src={full}
          preview={preview}
          description={description}
          duration={media.meta?.original?.duration}
          frameRate={media.meta?.original?.frame_rate}
          variant="modal"
          aspectRatio={
            media.meta?.original?.width && media.meta.original.height
              ? media.meta.original.width / media.meta.original.height
              : null
          }
          startTime={startTime}
          startPlaying={startTime !== undefined}
        />
      </Suspense>
    );
  return (
    // A pointer convenience: the zoom button does the same from the keyboard.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <img
      className={`media-modal__media media-modal__image${zoomed ? ' media-modal__image--zoomed' : ''}`}
      src={full}
      alt={description}
      onClick={onToggleZoom}
      draggable={false}
    />
  );
}

/**
 * The media viewer: one attachment of a post at a time, its description under it; Previous and
 * Next (and the arrow keys, and a swipe) move between them, a click on a picture zooms it to its
 * natural size. It takes a history entry, so the browser's Back closes it; closing it otherwise
 * gives that entry back.
 */
export function MediaModal({ statusId, index = 0, startTime, onClose, titleId }: ModalComponentProps) {
  const intl = useIntl();
  const record = useAppSelector((state) => selectStatusRecord(state, String(statusId)));
  const attachments = record?.media_attachments ?? [];
  const items = viewable(attachments);
  const opened = attachments[Number(index)];
  const [current, setCurrent] = useState(() => Math.max(0, opened ? items.indexOf(opened) : 0));
  const [zoomed, setZoomed] = useState(false);
  const touchStart = useRef<{ x: number; y: number } | null>(null);
  useHistoryEntry(onClose);

  const count = items.length;
  const go = (step: number) => {
    if (count < 2) return;
    setZoomed(false);
    setCurrent((at) => (at + step + count) % count);
  };

  useEffect(() => {
    if (count === 0) onClose();
  }, [count, onClose]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      // A focused player uses the arrows to seek (and says so by taking the key).
      if (event.defaultPrevented || (event.target as Element | null)?.closest?.('.player') || count < 2)
        return;
      // ← and → point at Previous and Next where they are drawn: swapped under right to left.
      const step = inlineStep(event.key);
      if (!step) return;
      event.preventDefault();
      setZoomed(false);
      setCurrent((at) => (at + step + count) % count);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [count]);

  const item = items[Math.min(current, count - 1)];
  if (!item) return null;

  const onTouchStart = (event: TouchEvent) => {
    const touch = event.touches[0];
    touchStart.current = event.touches.length === 1 && touch ? { x: touch.clientX, y: touch.clientY } : null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchStart.current;
    const touch = event.changedTouches[0];
    touchStart.current = null;
    if (!start || !touch || zoomed) return;
    const dx = touch.clientX - start.x;
    const dy = touch.clientY - start.y;
    // A swipe brings in what lies the other way: the next item from the inline end.
    if (Math.abs(dx) >= SWIPE_THRESHOLD_PX && Math.abs(dx) > Math.abs(dy))
      go(dx < 0 !== isRightToLeft() ? 1 : -1);
  };
  // A click on the dark area around the media closes, as on the overlay of other dialogs.
  const onStageClick = (event: MouseEvent) => {
    if (event.target === event.currentTarget) onClose();
  };

  const zoomLabel = intl.formatMessage(zoomed ? messages.zoomOut : messages.zoomIn);
  return (
    <div className="media-modal">
      <h2 id={titleId} className="sr-only">
        {intl.formatMessage(messages.title)}
      </h2>
      <div className="media-modal__toolbar">
        <button
          type="button"
          className="media-modal__button"
          aria-label={intl.formatMessage(messages.close)}
          title={intl.formatMessage(messages.close)}
          onClick={onClose}
        >
          <Icon id="close" size={24} />
        </button>
        {count > 1 && (
          <span className="media-modal__position">
            {intl.formatMessage(messages.position, { index: current + 1, count })}
          </span>
        )}
        {item.type === 'image' && (
          <button
            type="button"
            className="media-modal__button"
            aria-label={zoomLabel}
            title={zoomLabel}
            aria-pressed={zoomed}
            onClick={() => setZoomed((on) => !on)}
          >
            <Icon id={zoomed ? 'hide' : 'add'} size={24} />
          </button>
        )}
      </div>
      {/* Pointer and touch conveniences: Close, Previous and Next do the same from the keyboard. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
      <div
        className={`media-modal__stage${zoomed ? ' media-modal__stage--zoomed' : ''}`}
        onClick={onStageClick}
        onTouchStart={onTouchStart}
        onTouchEnd={onTouchEnd}
      >
        <MediaView
          key={item.id}
          media={item}
          zoomed={zoomed}
          onToggleZoom={() => setZoomed((on) => !on)}
          startTime={item === opened && typeof startTime === 'number' ? startTime : undefined}
        />
      </div>
      {count > 1 && (
        <>
          <button
            type="button"
            className="media-modal__nav media-modal__nav--previous"
            aria-label={intl.formatMessage(messages.previous)}
            title={intl.formatMessage(messages.previous)}
            onClick={() => go(-1)}
          >
            <Icon id="previous" size={32} />
          </button>
          <button
            type="button"
            className="media-modal__nav media-modal__nav--next"
            aria-label={intl.formatMessage(messages.next)}
            title={intl.formatMessage(messages.next)}
            onClick={() => go(1)}
          >
            <Icon id="next" size={32} />
          </button>
        </>
      )}
      {item.description && (
        <p className="media-modal__description" dir="auto">
          {item.description}
        </p>
      )}
    </div>
  );
}
