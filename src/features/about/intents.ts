import { createAction } from '@reduxjs/toolkit';

/** What the app may ask of the about page (always loaded; the slice and the workers load with the page). */
export const aboutIntents = {
  fetchRequested: createAction('about/fetchRequested'),
};
