import { useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { AUDIO_ANALYSER_BANDS, AUDIO_ANALYSER_REFRESH_MS, PLAYER_SEEK_STEP_S } from '../../../constants';
import { inertWhen } from '../interaction';
import { messages } from '../messages';
import { usePlayback } from '../usePlayback';
import { canAnalyse, connectAnalyser, frequencyBands, type AudioGraph } from '../visualiser';
import { AltText, PlayerButton, SeekBar, TimeDisplay, VolumeControl } from './Controls';
import { useMovesToPictureInPicture, type MediaPlayerProps } from './usePictureInPicture';

/** Radii in the visualiser's 124-unit square: the cover's circle, and how far a loud band reaches. */
const COVER_RADIUS = 48;
const RING_RADIUS = 50;
const RING_REACH = 12;
/** Where each band's ring is centred, a little off the middle so that they wobble apart. */
const RING_CENTRES: readonly [number, number][] = [
  [57, 62.5],
  [65, 57.5],
  [63, 66.5],
];

/**
 * The cover (or the author's avatar) in a circle, with a ring per frequency band around it that the
 * analyser moves every AUDIO_ANALYSER_REFRESH_MS while the audio plays. Without an analyser (the
 * browser refused one) there are no rings.
 */
function Visualiser({
  graph,
  playing,
  poster,
  rings,
}: {
  graph: { readonly current: AudioGraph | null };
  playing: boolean;
  poster?: string | null;
  rings: boolean;
}) {
  const clipId = useId();
  const circles = useRef<(SVGCircleElement | null)[]>([]);
  useEffect(() => {
    const current = graph.current;
    const shapes = circles.current;
    const draw = (bands: readonly number[]) =>
      shapes.forEach((circle, band) =>
        circle?.setAttribute('r', String(RING_RADIUS + (bands[band] ?? 0) * RING_REACH)),
      );
    if (!playing || !current) return undefined;
    const data = new Uint8Array(current.analyser.frequencyBinCount);
    const timer = setInterval(
      () => draw(frequencyBands(current.analyser, current.context.sampleRate, data)),
      AUDIO_ANALYSER_REFRESH_MS,
    );
    return () => {
      clearInterval(timer);
      draw([]);
    };
  }, [graph, playing]);
  return (
    <svg className="player__visualiser" viewBox="0 0 124 124" aria-hidden="true">
      {rings &&
        RING_CENTRES.slice(0, AUDIO_ANALYSER_BANDS).map(([cx, cy], band) => (
          <circle
            key={band}
            ref={(circle) => {
              circles.current[band] = circle;
            }}
            className="player__ring"
            cx={cx}
            cy={cy}
            r={RING_RADIUS}
          />
        ))}
      <clipPath id={clipId}>
        <circle cx={62} cy={62} r={COVER_RADIUS} />
      </clipPath>
      <circle className="player__cover-backdrop" cx={62} cy={62} r={COVER_RADIUS} />
      {poster && (
        <image
          href={poster}
          x={62 - COVER_RADIUS}
          y={62 - COVER_RADIUS}
          width={COVER_RADIUS * 2}
          height={COVER_RADIUS * 2}
          preserveAspectRatio="xMidYMid slice"
          clipPath={`url(#${clipId})`}
        />
      )}
      {/* Dimmed, so that the play button over it reads on any picture. */}
      <circle className="player__cover-dim" cx={62} cy={62} r={COVER_RADIUS} />
    </svg>
  );
}

/**
 * The app's audio player: the cover or the author's avatar with a visualiser of three frequency bands,
 * play and pause with 5 s skips, the position, volume and mute (the stored volume every player
 * shares), the description, and the video player's keys while it has the focus.
 */
export function AudioPlayer({
  src,
  preview,
  description,
  lang,
  duration,
  hidden = false,
  startPlaying,
  startTime,
  takeFocus,
  pictureInPicture,
}: MediaPlayerProps) {
  const intl = useIntl();
  const root = useRef<HTMLDivElement>(null);
  const graph = useRef<AudioGraph | null>(null);
  const [analysable, setAnalysable] = useState(() => canAnalyse(src));
  const {
    media,
    paused,
    currentTime,
    duration: knownDuration,
    buffered,
    volume,
    togglePlay,
    seekTo,
    seekBy,
    toggleMute,
    chooseVolume,
    onKeyDown,
    mediaEvents,
  } = usePlayback<HTMLAudioElement>({
    startTime,
    startPlaying,
    hidden,
    duration,
    // The analyser is made with the first play: a page may start audio only after a gesture.
    beforePlay: () => {
      const element = media.current;
      if (!analysable || !element) return;
      graph.current ??= connectAnalyser(element);
      if (graph.current) void graph.current.context.resume().catch(() => undefined);
      else setAnalysable(false);
    },
  });
  const moves = useMovesToPictureInPicture(media, pictureInPicture, () => ({
    kind: 'audio',
    src,
    preview: preview ?? undefined,
    description: description ?? '',
    duration: knownDuration || undefined,
  }));

  useEffect(() => {
    if (takeFocus) root.current?.focus({ preventScroll: true });
  }, [takeFocus]);
  useEffect(
    () => () => {
      void graph.current?.context.close().catch(() => undefined);
    },
    [],
  );

  const label = description
    ? intl.formatMessage(messages.audio, { description })
    : intl.formatMessage(messages.audioUntitled);
  return (
    <div
      ref={root}
      className="player player--audio"
      role="group"
      aria-label={label}
      tabIndex={hidden ? -1 : 0}
      {...inertWhen(hidden)}
      onKeyDownCapture={onKeyDown}
    >
      {/* eslint-disable-next-line jsx-a11y/media-has-caption -- attachments carry no caption track; the description names them */}
      <audio
        ref={media}
        src={src}
        preload={startPlaying || startTime ? 'auto' : 'none'}
        {...mediaEvents}
        onPlay={() => {
          mediaEvents.onPlay();
          moves.onPlay();
        }}
      />
      <div className="player__stage">
        <PlayerButton
          label={intl.formatMessage(messages.skipBackward)}
          icon="replay"
          onClick={() => seekBy(-PLAYER_SEEK_STEP_S)}
        />
        <div className="player__cover">
          <Visualiser graph={graph} playing={!paused} poster={preview} rings={analysable} />
          <PlayerButton
            className="player__button--big"
            label={intl.formatMessage(paused ? messages.play : messages.pause)}
            icon={paused ? 'play' : 'pause'}
            size={36}
            onClick={togglePlay}
          />
        </div>
        <PlayerButton
          label={intl.formatMessage(messages.skipForward)}
          icon="forward"
          onClick={() => seekBy(PLAYER_SEEK_STEP_S)}
        />
      </div>
      <AltText description={description ?? ''} lang={lang} />
      <div className="player__controls">
        <SeekBar currentTime={currentTime} duration={knownDuration} buffered={buffered} onSeek={seekTo} />
        <div className="player__bar">
          <div className="player__buttons">
            <VolumeControl volume={volume} onToggleMute={toggleMute} onChoose={chooseVolume} />
            <TimeDisplay currentTime={currentTime} duration={knownDuration} />
          </div>
        </div>
      </div>
    </div>
  );
}
