import type { Reducer } from '@reduxjs/toolkit';
import { addReducer } from '../../store/lazyReducers';
import type { RootState } from '../../store/types';
import {
  PICTURE_IN_PICTURE_KEY,
  pictureInPictureDeployed,
  pictureInPictureReducer,
  type PictureInPictureEntry,
} from './slice';

/** The post an inline player is in, so that its playback can move to the floating player. */
export interface PictureInPictureTarget {
  statusId: string;
  accountId: string;
}

interface StoreLike {
  getState(): unknown;
  dispatch(action: unknown): unknown;
  replaceReducer(reducer: Reducer): void;
}

/** Whether the post is in the store (a deleted post leaves it). */
const isLoaded = (state: unknown, statusId: string) => {
  const record = (state as RootState).statuses.entities[statusId];
  return !!record;
};

/** Continues a playback in the floating player, only if its post is loaded (and not deleted). */
export function deployPictureInPicture(
  store: StoreLike,
  target: PictureInPictureTarget,
  media: Omit<PictureInPictureEntry, 'statusId' | 'accountId'>,
): boolean {
  if (!isLoaded(store.getState(), target.statusId)) return false;
  addReducer(store, PICTURE_IN_PICTURE_KEY, pictureInPictureReducer as Reducer);
  store.dispatch(
    pictureInPictureDeployed({ statusId: target.statusId, accountId: target.accountId, ...media }),
  );
  return true;
}
