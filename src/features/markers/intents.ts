import { markersFetchRequested } from './slice';

/** The read markers: fetched once the first screen is drawn, then tracked and saved (`sagas.ts`). */
export const markersIntents = { fetchRequested: markersFetchRequested };
