import { createAction } from '@reduxjs/toolkit';

/** The notifications column reached its top (true) or left it. */
export const notificationsTopChanged = createAction<boolean>('notifications/topChanged');
