import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { useStore } from 'react-redux';
import { deployPictureInPicture, type PictureInPictureTarget } from '../pictureInPicture';
import { pictureInPictureClosed, selectPictureInPicture } from '../slice';

export interface MediaPlayerProps {
  src: string;
  /** The still shown before playing (a video's preview; for audio, its cover or the author's avatar). */
  preview?: string | null;
  description?: string | null;
  lang?: string | null;
  duration?: number | null;
  /** Behind the sensitive-media cover: paused, and nothing in it can be reached. */
  hidden?: boolean;
  startPlaying?: boolean;
  startTime?: number;
  /** Takes the focus once mounted: it replaced the poster the user pressed, which had it. */
  takeFocus?: boolean;
  /**
   * In a post: a playback that scrolls out of view, or whose post leaves the screen, continues in the
   * floating player.
   */
  pictureInPicture?: PictureInPictureTarget;
  /** In a post: opens the media viewer, where the playback goes on from `startTime`. */
  onExpand?: (startTime: number) => void;
}

type Store = Parameters<typeof deployPictureInPicture>[0];

/**
 * Playback that leaves the post's place (scrolled away, or the post unmounted while playing) goes on in
 * the floating player; playing here again takes it back from there.
 */
export function useMovesToPictureInPicture(
  media: { readonly current: HTMLMediaElement | null },
  target: PictureInPictureTarget | undefined,
  describe: () => Omit<Parameters<typeof deployPictureInPicture>[2], 'currentTime'>,
) {
  const store = useStore() as unknown as Store;
  const latest = useRef({ target, describe });
  useEffect(() => {
    latest.current = { target, describe };
  });
  const deploy = useCallback(
    (element: HTMLMediaElement) => {
      const { target: where, describe: what } = latest.current;
      if (where) deployPictureInPicture(store, where, { ...what(), currentTime: element.currentTime });
    },
    [store],
  );
  useLayoutEffect(() => {
    const element = media.current;
    return () => {
      if (element && !element.paused) deploy(element);
    };
  }, [media, deploy]);
  const onAway = useCallback(() => {
    const element = media.current;
    if (!element || element.paused) return;
    element.pause();
    deploy(element);
  }, [media, deploy]);
  const onPlay = useCallback(() => {
    const where = latest.current.target;
    if (where && selectPictureInPicture(store.getState())?.statusId === where.statusId)
      store.dispatch(pictureInPictureClosed());
  }, [store]);
  return { onAway, onPlay };
}
