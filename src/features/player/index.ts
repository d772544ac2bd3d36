/** The views other features and the app may use of this one (its state: `public.ts`). */
export type { VideoPlayerProps } from './components/VideoPlayer';
// Each player is a chunk of its own, asked for once a post with its kind of media is on screen.
export const loadVideoPlayer = () =>
  import(/* webpackChunkName: "video-player" */ './components/VideoPlayer').then((m) => m.VideoPlayer);
export const loadAudioPlayer = () =>
  import(/* webpackChunkName: "audio-player" */ './components/AudioPlayer').then((m) => m.AudioPlayer);
