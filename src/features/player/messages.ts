import { defineMessages } from 'react-intl';
import type { NoMessageValues } from 'react-intl';

export const messages = defineMessages<{
  video: { description: string };
  videoUntitled: NoMessageValues;
  audio: { description: string };
  audioUntitled: NoMessageValues;
  play: NoMessageValues;
  pause: NoMessageValues;
  mute: NoMessageValues;
  unmute: NoMessageValues;
  volume: NoMessageValues;
  seek: NoMessageValues;
  position: { current: string; total: string };
  fullscreen: NoMessageValues;
  exitFullscreen: NoMessageValues;
  pictureInPicture: NoMessageValues;
  expand: NoMessageValues;
  skipBackward: NoMessageValues;
  skipForward: NoMessageValues;
  showDescription: NoMessageValues;
  alt: NoMessageValues;
}>({
  video: { id: 'video.player', defaultMessage: 'Video: {description}' },
  videoUntitled: { id: 'video.player_untitled', defaultMessage: 'Video' },
  audio: { id: 'audio.player', defaultMessage: 'Audio: {description}' },
  audioUntitled: { id: 'audio.player_untitled', defaultMessage: 'Audio' },
  play: { id: 'video.play', defaultMessage: 'Play' },
  pause: { id: 'video.pause', defaultMessage: 'Pause' },
  mute: { id: 'video.mute', defaultMessage: 'Mute' },
  unmute: { id: 'video.unmute', defaultMessage: 'Unmute' },
  volume: { id: 'video.volume', defaultMessage: 'Volume' },
  seek: { id: 'video.seek', defaultMessage: 'Position' },
  position: { id: 'video.position', defaultMessage: '{current} of {total}' },
  fullscreen: { id: 'video.fullscreen', defaultMessage: 'Full screen' },
  exitFullscreen: { id: 'video.exit_fullscreen', defaultMessage: 'Exit full screen' },
  pictureInPicture: { id: 'video.pip', defaultMessage: 'Picture-in-picture' },
  expand: { id: 'video.expand', defaultMessage: 'Expand video' },
  skipBackward: { id: 'video.skip_backward', defaultMessage: 'Skip backward' },
  skipForward: { id: 'video.skip_forward', defaultMessage: 'Skip forward' },
  showDescription: { id: 'media.show_description', defaultMessage: 'Show the description' },
  alt: { id: 'media.alt', defaultMessage: 'ALT' },
});
