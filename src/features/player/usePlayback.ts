import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { KeyboardEvent as ReactKeyboardEvent, SyntheticEvent } from 'react';
import { PLAYER_SEEK_STEP_S, PLAYER_VOLUME_STEP } from '../../constants';
import { framesPerSecond, playerKeyAction } from './keys';
import {
  chosenVolume,
  getPlayerVolume,
  setPlayerVolume,
  steppedVolume,
  subscribePlayerVolume,
  toggledMute,
} from './volume';

export interface PlaybackOptions {
  /** Where to start (a playback continued elsewhere), in seconds. */
  startTime?: number;
  /** Starts playing once mounted (a click on the poster, a playback continued elsewhere). */
  startPlaying?: boolean;
  /** Behind the sensitive-media cover: hiding pauses. */
  hidden?: boolean;
  /** The attachment's frame rate ("25/1"), for the one-frame steps. */
  frameRate?: string | null;
  /** The duration the server measured, shown before the file's own is known. */
  duration?: number | null;
  /** Full screen, for players that have it. */
  fullscreen?: { active: boolean; toggle: () => void; exit: () => void };
  /** Before each play: the audio player starts its analyser then (a user's gesture lets audio start). */
  beforePlay?: () => void;
}

const finite = (value: number) => (Number.isFinite(value) ? value : 0);

/**
 * A media element driven by the player's own controls: its state (playing, position, duration,
 * buffered), the shared volume applied to it, and the actions of the buttons and keys.
 */
export function usePlayback<T extends HTMLMediaElement>(options: PlaybackOptions) {
  const media = useRef<T | null>(null);
  const [paused, setPaused] = useState(true);
  const [currentTime, setCurrentTime] = useState(options.startTime ?? 0);
  const [duration, setDuration] = useState(options.duration ?? 0);
  const [buffered, setBuffered] = useState(0);
  const volume = useSyncExternalStore(subscribePlayerVolume, getPlayerVolume, getPlayerVolume);
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

  // Every player follows the one stored volume.
  useEffect(() => {
    const element = media.current;
    if (!element) return;
    element.volume = volume.volume;
    element.muted = volume.muted;
  }, [volume]);

  const play = useCallback(() => {
    const element = media.current;
    if (!element) return;
    latest.current.beforePlay?.();
    // A refused play (the browser's autoplay rules, a file that cannot play) leaves it paused.
    void element.play()?.catch(() => undefined);
  }, []);

  useEffect(() => {
    const element = media.current;
    if (!element) return;
    const { startTime, startPlaying } = latest.current;
    if (startTime) element.currentTime = startTime;
    if (startPlaying) play();
  }, [play]);

  useEffect(() => {
    if (options.hidden) media.current?.pause();
  }, [options.hidden]);

  const togglePlay = useCallback(() => {
    const element = media.current;
    if (!element) return;
    if (element.paused) play();
    else element.pause();
  }, [play]);

  const seekTo = useCallback((seconds: number) => {
    const element = media.current;
    if (!element) return;
    const end = finite(element.duration) || latest.current.duration || seconds;
    element.currentTime = Math.min(Math.max(0, seconds), end);
    setCurrentTime(element.currentTime);
  }, []);
  const seekBy = useCallback(
    (seconds: number) => {
      if (media.current) seekTo(media.current.currentTime + seconds);
    },
    [seekTo],
  );

  const onKeyDown = (event: ReactKeyboardEvent) => {
    const action = playerKeyAction(event);
    const { fullscreen, frameRate } = latest.current;
    if (!action) return;
    // Escape is the page's (a dialog closes) unless it has a full screen to leave; f needs a full screen.
    if (action === 'exitFullscreen' && !fullscreen?.active) return;
    if (action === 'toggleFullscreen' && !fullscreen) return;
    event.preventDefault();
    event.stopPropagation();
    const element = media.current;
    switch (action) {
      case 'togglePlay':
        togglePlay();
        break;
      case 'toggleMute':
        setPlayerVolume(toggledMute(getPlayerVolume()));
        break;
      case 'toggleFullscreen':
        fullscreen?.toggle();
        break;
      case 'exitFullscreen':
        fullscreen?.exit();
        break;
      case 'seekBack':
        seekBy(-PLAYER_SEEK_STEP_S);
        break;
      case 'seekForward':
        seekBy(PLAYER_SEEK_STEP_S);
        break;
      case 'frameBack':
      case 'frameForward':
        // One frame at a time is for a paused picture.
        if (element?.paused) seekBy((action === 'frameBack' ? -1 : 1) / framesPerSecond(frameRate));
        break;
      case 'volumeUp':
        setPlayerVolume(steppedVolume(getPlayerVolume(), PLAYER_VOLUME_STEP));
        break;
      case 'volumeDown':
        setPlayerVolume(steppedVolume(getPlayerVolume(), -PLAYER_VOLUME_STEP));
        break;
    }
  };

  const mediaEvents = {
    onPlay: () => setPaused(false),
    onPause: () => setPaused(true),
    onEnded: () => setPaused(true),
    onTimeUpdate: (event: SyntheticEvent<T>) => setCurrentTime(event.currentTarget.currentTime),
    onDurationChange: (event: SyntheticEvent<T>) => {
      const known = finite(event.currentTarget.duration);
      if (known > 0) setDuration(known);
    },
    onLoadedMetadata: (event: SyntheticEvent<T>) => {
      const known = finite(event.currentTarget.duration);
      if (known > 0) setDuration(known);
    },
    onProgress: (event: SyntheticEvent<T>) => {
      const ranges = event.currentTarget.buffered;
      if (ranges.length > 0) setBuffered(ranges.end(ranges.length - 1));
    },
  };

  return {
    media,
    paused,
    currentTime,
    duration,
    buffered,
    volume,
    play,
    togglePlay,
    seekTo,
    seekBy,
    toggleMute: () => setPlayerVolume(toggledMute(getPlayerVolume())),
    chooseVolume: (value: number) => setPlayerVolume(chosenVolume(value)),
    onKeyDown,
    mediaEvents,
  };
}

/** 75 → "1:15"; an hour or more → "1:02:05". */
export function formatTime(seconds: number): string {
  const whole = Math.max(0, Math.floor(finite(seconds)));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const secs = String(whole % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${secs}` : `${minutes}:${secs}`;
}
