import { createAction } from '@reduxjs/toolkit';

/** What the trending links view asks (always loaded; the slice and the workers load with the first). */

export const trendingLinksRequested = createAction('trends/linksRequested');

export const trendsIntents = [trendingLinksRequested] as const;
