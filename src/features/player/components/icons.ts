import type { IconName } from '../../../ui/Icon';

// The players' buttons, by the icon each draws from the app's icon set.
export const PLAYER_ICONS = {
  play: 'play',
  pause: 'pause',
  volumeUp: 'volume-up',
  volumeOff: 'volume-off',
  fullscreen: 'fullscreen',
  fullscreenExit: 'fullscreen-exit',
  expand: 'expand',
  pictureInPicture: 'picture-in-picture',
  replay: 'replay',
  forward: 'forward',
  close: 'close',
} as const satisfies Record<string, IconName>;

export type PlayerIconName = keyof typeof PLAYER_ICONS;
