import { createAction } from '@reduxjs/toolkit';

// The compose watcher (always loaded) names this type as a string: keep them in step.
export const emojiDataRequested = createAction<{ locale: string }>('emoji/dataRequested');
