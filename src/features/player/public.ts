/** What other features may use of this one's state: intents, action creators, selectors, types. */
export type { PictureInPictureTarget } from './pictureInPicture';
export type { MediaPlayerProps } from './components/usePictureInPicture';
