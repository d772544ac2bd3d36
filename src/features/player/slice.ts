import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { deleteSucceeded } from '../../domain/events';
import { streamingEventsReceived } from '../../domain/streamingEvents';
import { injectLazySlice } from '../../store/feature';

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

declare module '../../store/rootReducer' {
  interface LazyState {
    pictureInPicture: PictureInPictureState;
  }
}

const initialState: PictureInPictureState = { entry: null };

const closedFor = (state: PictureInPictureState, ids: readonly string[]) => {
  if (state.entry && ids.includes(state.entry.statusId)) state.entry = null;
};

const slice = createSlice({
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
  selectors: {
    selectPictureInPicture: (state): PictureInPictureEntry | null => state.entry,
  },
});

const pictureInPictureSlice = injectLazySlice(slice);

export const { deployed: pictureInPictureDeployed, closed: pictureInPictureClosed } =
  pictureInPictureSlice.actions;
export const pictureInPictureReducer = pictureInPictureSlice.reducer;

export const { selectPictureInPicture } = pictureInPictureSlice.selectors;
