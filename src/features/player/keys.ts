/** What a key does in a focused player (Mastodon's keys). */
export type PlayerKeyAction =
  | 'togglePlay'
  | 'toggleMute'
  | 'toggleFullscreen'
  | 'exitFullscreen'
  | 'seekBack'
  | 'seekForward'
  | 'frameBack'
  | 'frameForward'
  | 'volumeUp'
  | 'volumeDown';

// The arrows seek along the timeline, which runs left to right in every language (player.css), so
// right to left does not swap them.
const ACTIONS: Record<string, PlayerKeyAction> = {
  k: 'togglePlay',
  ' ': 'togglePlay',
  m: 'toggleMute',
  f: 'toggleFullscreen',
  Escape: 'exitFullscreen',
  j: 'seekBack',
  ArrowLeft: 'seekBack',
  l: 'seekForward',
  ArrowRight: 'seekForward',
  ',': 'frameBack',
  '.': 'frameForward',
  ArrowUp: 'volumeUp',
  ArrowDown: 'volumeDown',
};

interface KeyLike {
  key: string;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  target: EventTarget | null;
}

/**
 * The player's action for a key pressed while focus is in it, or null for keys it leaves alone: those
 * with a modifier (the browser's and the app's own shortcuts), and Space on a button or link, which
 * presses that control.
 */
export function playerKeyAction(event: KeyLike): PlayerKeyAction | null {
  if (event.altKey || event.ctrlKey || event.metaKey) return null;
  const action = ACTIONS[event.key.length === 1 ? event.key.toLowerCase() : event.key];
  if (!action) return null;
  if (event.key === ' ' && event.target instanceof Element && event.target.closest('button, a[href]'))
    return null;
  return action;
}

/** A frame rate as the API gives it ("30000/1001", "25"), 25 when unknown. */
export function framesPerSecond(frameRate: string | null | undefined): number {
  if (!frameRate) return 25;
  const [numerator, denominator = '1'] = frameRate.split('/');
  const rate = Number(numerator) / Number(denominator);
  return Number.isFinite(rate) && rate > 0 ? rate : 25;
}
