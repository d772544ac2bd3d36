import type { RootState } from '../../store/types';
import { pictureInPictureDeployed, type PictureInPictureEntry } from './slice';

/** The post an inline player is in, so that its playback can move to the floating player. */
export interface PictureInPictureTarget {
  statusId: string;
  accountId: string;
}

interface StoreLike {
  getState(): RootState;
  dispatch(action: unknown): unknown;
}

/** Whether the post is in the store (a deleted post leaves it). */
const isLoaded = (state: RootState, statusId: string) => {
  const record = state.statuses.entities[statusId];
  return !!record;
};

/** Continues a playback in the floating player, only if its post is loaded (and not deleted). */
export function deployPictureInPicture(
  store: StoreLike,
  target: PictureInPictureTarget,
  media: Omit<PictureInPictureEntry, 'statusId' | 'accountId'>,
): boolean {
  if (!isLoaded(store.getState(), target.statusId)) return false;
  store.dispatch(
    pictureInPictureDeployed({ statusId: target.statusId, accountId: target.accountId, ...media }),
  );
  return true;
}
