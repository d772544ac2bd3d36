import { PLAYER_DEFAULT_VOLUME, PLAYER_UNMUTE_MIN_VOLUME } from '../../constants';

/** The volume every player uses: one setting, kept in this browser and shared by all players. */
export interface PlayerVolume {
  /** 0 to 1. */
  volume: number;
  muted: boolean;
}

export const PLAYER_STORAGE_KEY = 'fedideck:player';

export const DEFAULT_PLAYER_VOLUME: PlayerVolume = { volume: PLAYER_DEFAULT_VOLUME, muted: false };

const clamp = (value: number) => Math.min(1, Math.max(0, value));
/** Steps of 0.15 added up stay on the hundredth (0.95, not 0.9500000000000001). */
const hundredths = (value: number) => Math.round(value * 100) / 100;

export function readPlayerVolume(storage: Storage = localStorage): PlayerVolume {
  try {
    const stored = JSON.parse(storage.getItem(PLAYER_STORAGE_KEY) ?? 'null') as Partial<PlayerVolume> | null;
    return {
      volume:
        typeof stored?.volume === 'number' && Number.isFinite(stored.volume)
          ? clamp(stored.volume)
          : DEFAULT_PLAYER_VOLUME.volume,
      muted: typeof stored?.muted === 'boolean' ? stored.muted : DEFAULT_PLAYER_VOLUME.muted,
    };
  } catch {
    return DEFAULT_PLAYER_VOLUME;
  }
}

/** Un-muting at volume 0 would still be silent: the volume comes up to 0.05. */
export const unmuted = ({ volume }: PlayerVolume): PlayerVolume => ({
  volume: volume === 0 ? PLAYER_UNMUTE_MIN_VOLUME : volume,
  muted: false,
});

/** Mute, or un-mute what is muted or silent. */
export const toggledMute = (current: PlayerVolume): PlayerVolume =>
  current.muted || current.volume === 0 ? unmuted(current) : { ...current, muted: true };

/** The volume moved by `step` (0 to 1); moving it un-mutes, and reaching 0 mutes. */
export function steppedVolume(current: PlayerVolume, step: number): PlayerVolume {
  const volume = hundredths(clamp(current.volume + step));
  return { volume, muted: volume === 0 };
}

/** A volume chosen on a slider: 0 mutes, anything else un-mutes. */
export const chosenVolume = (volume: number): PlayerVolume => ({
  volume: hundredths(clamp(volume)),
  muted: volume <= 0,
});

let current: PlayerVolume | null = null;
const listeners = new Set<() => void>();
let watchingOtherTabs = false;

const notify = () => {
  for (const listener of listeners) listener();
};

/** The shared volume (read from storage once, then kept here). */
export function getPlayerVolume(): PlayerVolume {
  current ??= readPlayerVolume();
  return current;
}

/** Sets the volume of every player and keeps it for the next visit. */
export function setPlayerVolume(next: PlayerVolume, storage: Storage = localStorage) {
  const before = getPlayerVolume();
  if (before.volume === next.volume && before.muted === next.muted) return;
  current = next;
  try {
    storage.setItem(PLAYER_STORAGE_KEY, JSON.stringify(next));
  } catch {
    // A full or disabled storage keeps the volume for this visit only.
  }
  notify();
}

/** Reads the stored volume again at its next use (another tab changed it, or storage was replaced). */
export function forgetPlayerVolume() {
  current = null;
  notify();
}

export function subscribePlayerVolume(listener: () => void): () => void {
  listeners.add(listener);
  if (!watchingOtherTabs && typeof window !== 'undefined') {
    watchingOtherTabs = true;
    // A volume set in another tab of the app applies here too.
    window.addEventListener('storage', (event) => {
      if (event.key === PLAYER_STORAGE_KEY || event.key === null) forgetPlayerVolume();
    });
  }
  return () => {
    listeners.delete(listener);
  };
}
