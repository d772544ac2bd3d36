import { createAction } from '@reduxjs/toolkit';

/** What the app may ask of the about page (always loaded; the slice and the workers load with the page). */
export const aboutFetchRequested = createAction('about/fetchRequested');

export const aboutIntents = [aboutFetchRequested] as const;
