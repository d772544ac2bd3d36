import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { deleteSucceeded } from '../../domain/events';
import { streamingEventsReceived } from '../../domain/streamingEvents';

/** What plays in the floating player: the media, where it was, and the post it belongs to. */
export interface PictureInPictureEntry {
  statusId: string;
  accountId: string;
  kind: 'video' | 'audio';
  src: string;
  preview?: string;
  description: string;
  frameRate?: string;
  duration?: number;
  currentTime: number;
}

export type PictureInPictureState = { entry: PictureInPictureEntry | null };

/** The slice's key in the store: it is added when the first player moves to picture-in-picture. */
export const PICTURE_IN_PICTURE_KEY = 'pictureInPicture';

const initialState: PictureInPictureState = { entry: null };

const closedFor = (state: PictureInPictureState, ids: readonly string[]) => {
  if (state.entry && ids.includes(state.entry.statusId)) state.entry = null;
};

const pictureInPictureSlice = createSlice({
  name: 'pictureInPicture',
  initialState,
  reducers: {
    deployed: (state, { payload }: PayloadAction<PictureInPictureEntry>) => {
      state.entry = payload;
    },
    closed: (state) => {
      state.entry = null;
    },
  },
  extraReducers: (builder) => {
    builder
      // A deleted post takes its player with it.
      .addCase(deleteSucceeded, (state, { payload }) => closedFor(state, [payload.statusId]))
      .addCase(streamingEventsReceived, (state, { payload }) =>
        closedFor(
          state,
          payload.events.flatMap((event) => (event.type === 'delete' ? [event.statusId] : [])),
        ),
      );
  },
});

export const { deployed: pictureInPictureDeployed, closed: pictureInPictureClosed } =
  pictureInPictureSlice.actions;
export const pictureInPictureReducer = pictureInPictureSlice.reducer;

export const selectPictureInPicture = (state: unknown): PictureInPictureEntry | null =>
  (state as { [PICTURE_IN_PICTURE_KEY]?: PictureInPictureState })[PICTURE_IN_PICTURE_KEY]?.entry ?? null;
