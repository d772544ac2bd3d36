import { createAction } from '@reduxjs/toolkit';

/** The emoji data for a locale is wanted (the picker or `:` suggestions); the compose box's saga fetches it. */
export const emojiDataRequested = createAction<{ locale: string }>('emoji/dataRequested');
