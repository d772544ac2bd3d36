/** What other features may use of this one; everything else in the folder is its own. */
export type { PictureInPictureTarget } from './pictureInPicture';
export type { MediaPlayerProps } from './components/usePictureInPicture';
export type { VideoPlayerProps } from './components/VideoPlayer';

// Each player is a chunk of its own, asked for once a post with its kind of media is on screen.
export const loadVideoPlayer = () =>
  import(/* webpackChunkName: "video-player" */ './components/VideoPlayer').then((m) => m.VideoPlayer);
export const loadAudioPlayer = () =>
  import(/* webpackChunkName: "audio-player" */ './components/AudioPlayer').then((m) => m.AudioPlayer);
