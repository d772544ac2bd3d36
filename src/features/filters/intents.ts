import { createAction } from '@reduxjs/toolkit';

/** What the app asks of the filter list (always loaded; the loader is a chunk of its own). */
export const filtersIntents = {
  /** Start-up and the streaming `filters_changed` event ask for the list again. */
  fetchRequested: createAction('filters/fetchRequested'),
};
