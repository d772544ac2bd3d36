import { createAction } from '@reduxjs/toolkit';

/** What the thread view asks (always loaded; the slice and the workers load with the first). */

export const contextRequested = createAction<{ statusId: string }>('contexts/fetchRequested');

export const contextsIntents = [contextRequested] as const;
