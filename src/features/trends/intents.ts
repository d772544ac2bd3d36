import { createAction } from '@reduxjs/toolkit';

/** What the trending links view asks (always loaded; the slice and the workers load with the first). */
export const trendsIntents = {
  linksRequested: createAction('trends/linksRequested'),
};
