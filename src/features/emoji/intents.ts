import { createAction } from '@reduxjs/toolkit';

/** What the emoji picker and `:` suggestions ask of the emoji feature (always loaded, tiny). */
export const emojiIntents = {
  /** The emoji data for a locale is wanted: fetched once, then kept (emojiStore.ts). */
  dataRequested: createAction<{ locale: string }>('emoji/dataRequested'),
};
