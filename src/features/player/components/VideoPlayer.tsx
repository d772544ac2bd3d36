import { useCallback, useEffect, useRef, useState, type CSSProperties } from 'react';
import { useIntl } from 'react-intl';
import { Icon } from '../../../ui/Icon';
import { inertWhen, useAutoHide, useScrolledAway, useSurfaceClicks } from '../interaction';
import { messages } from '../messages';
import { usePlayback } from '../usePlayback';
import { useMovesToPictureInPicture, type MediaPlayerProps } from './usePictureInPicture';
import { AltText, PlayerButton, SeekBar, TimeDisplay, VolumeControl } from './Controls';
import { PLAYER_ICONS } from './icons';

export interface VideoPlayerProps extends MediaPlayerProps {
  frameRate?: string | null;
  /** In a post (the default), in the media viewer, or in the floating player. */
  variant?: 'inline' | 'modal' | 'floating';
  /** Width over height, when known: the media viewer's player takes the picture's shape. */
  aspectRatio?: number | null;
}

function useFullscreen(element: { readonly current: HTMLElement | null }) {
  const [active, setActive] = useState(false);
  useEffect(() => {
    const onChange = () => setActive(!!element.current && document.fullscreenElement === element.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, [element]);
  const exit = useCallback(() => {
    if (document.fullscreenElement) void document.exitFullscreen?.()?.catch(() => undefined);
  }, []);
  const toggle = useCallback(() => {
    if (document.fullscreenElement) exit();
    else void element.current?.requestFullscreen?.()?.catch(() => undefined);
  }, [element, exit]);
  return { active, toggle, exit };
}

const pictureInPictureSupported = () =>
  typeof document !== 'undefined' &&
  'pictureInPictureEnabled' in document &&
  document.pictureInPictureEnabled;

/**
 * The app's video player: play and pause, the position with what is buffered, volume and mute (one
 * stored volume for every player), full screen, picture-in-picture, the description, Mastodon's keys
 * while it has the focus, a click on the picture that plays or pauses after a short wait (a second
 * click makes it full screen), and controls that hide while it plays and the pointer rests.
 */
export function VideoPlayer({
  src,
  preview,
  description,
  lang,
  duration,
  frameRate,
  hidden = false,
  startPlaying,
  startTime,
  takeFocus,
  variant = 'inline',
  pictureInPicture,
  onExpand,
  aspectRatio,
}: VideoPlayerProps) {
  const intl = useIntl();
  const root = useRef<HTMLDivElement>(null);
  const fullscreen = useFullscreen(root);
  const {
    media,
    paused,
    currentTime,
    duration: knownDuration,
    buffered,
    volume,
    togglePlay,
    seekTo,
    toggleMute,
    chooseVolume,
    onKeyDown,
    mediaEvents,
  } = usePlayback<HTMLVideoElement>({
    startTime,
    startPlaying,
    hidden,
    frameRate,
    duration,
    fullscreen,
  });
  const controls = useAutoHide(!paused);
  const clicks = useSurfaceClicks(togglePlay, fullscreen.toggle);
  const moves = useMovesToPictureInPicture(media, pictureInPicture, () => ({
    kind: 'video',
    src,
    preview: preview ?? undefined,
    description: description ?? '',
    duration: knownDuration || undefined,
    frameRate: frameRate ?? undefined,
  }));
  useScrolledAway(root, !paused && !!pictureInPicture, moves.onAway);

  useEffect(() => {
    if (takeFocus) root.current?.focus({ preventScroll: true });
  }, [takeFocus]);

  const label = description
    ? intl.formatMessage(messages.video, { description })
    : intl.formatMessage(messages.videoUntitled);
  const className = [
    'player',
    'player--video',
    `player--${variant}`,
    controls.shown ? '' : 'player--idle',
    fullscreen.active ? 'player--fullscreen' : '',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <div
      ref={root}
      className={className}
      role="group"
      aria-label={label}
      style={aspectRatio ? ({ '--player-ratio': aspectRatio } as CSSProperties) : undefined}
      tabIndex={hidden ? -1 : 0}
      {...inertWhen(hidden)}
      onKeyDownCapture={(event) => {
        controls.wake();
        onKeyDown(event);
      }}
      onPointerMove={controls.wake}
      onPointerDown={controls.wake}
      onFocus={controls.wake}
      onPointerLeave={(event) => {
        if (event.pointerType === 'mouse') controls.rest();
      }}
    >
      {/* A click on the picture does what the keys (k, Space) and the Play button do. */}
      {/* eslint-disable-next-line jsx-a11y/media-has-caption -- attachments carry no caption track; the description names them */}
      <video
        ref={media}
        className="player__media"
        src={src}
        poster={preview ?? undefined}
        preload={startPlaying || startTime ? 'auto' : variant === 'inline' ? 'none' : 'metadata'}
        playsInline
        aria-label={description || undefined}
        title={fullscreen.active ? undefined : description || undefined}
        lang={lang ?? undefined}
        {...mediaEvents}
        onPlay={() => {
          mediaEvents.onPlay();
          moves.onPlay();
          // Playback starting shows the controls for a while, however it started.
          controls.wake();
        }}
        {...clicks}
      />
      {paused && (
        <span className="player__big-play" aria-hidden="true">
          <Icon id={PLAYER_ICONS.play} size={40} />
        </span>
      )}
      <AltText description={description ?? ''} lang={lang} />
      <div className="player__controls">
        <SeekBar currentTime={currentTime} duration={knownDuration} buffered={buffered} onSeek={seekTo} />
        <div className="player__bar">
          <div className="player__buttons">
            <PlayerButton
              label={intl.formatMessage(paused ? messages.play : messages.pause)}
              icon={paused ? 'play' : 'pause'}
              onClick={togglePlay}
            />
            <VolumeControl volume={volume} onToggleMute={toggleMute} onChoose={chooseVolume} />
            <TimeDisplay currentTime={currentTime} duration={knownDuration} />
          </div>
          <div className="player__buttons">
            {onExpand && (
              <PlayerButton
                label={intl.formatMessage(messages.expand)}
                icon="expand"
                onClick={() => {
                  const element = media.current;
                  if (!element) return;
                  element.pause();
                  onExpand(element.currentTime);
                }}
              />
            )}
            {pictureInPictureSupported() && (
              <PlayerButton
                label={intl.formatMessage(messages.pictureInPicture)}
                icon="pictureInPicture"
                onClick={() => {
                  const element = media.current;
                  if (!element) return;
                  if (document.pictureInPictureElement) void document.exitPictureInPicture();
                  else void element.requestPictureInPicture().catch(() => undefined);
                }}
              />
            )}
            <PlayerButton
              label={intl.formatMessage(fullscreen.active ? messages.exitFullscreen : messages.fullscreen)}
              icon={fullscreen.active ? 'fullscreenExit' : 'fullscreen'}
              onClick={fullscreen.toggle}
            />
          </div>
        </div>
      </div>
    </div>
  );
}
