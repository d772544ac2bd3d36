import { createAction } from '@reduxjs/toolkit';
import type { ProfileFields, ProfileFiles } from './profileForm';

/** What the profile editor asks (always loaded; the slice and the workers load with the page). */

export const profileEditIntents = {
  /** The profile's current values (`verify_credentials`), to fill the form with. */
  loadRequested: createAction('profileEdit/loadRequested'),
  /** The files ride in the intent only (never in the state). */
  saveRequested: createAction<{ fields: ProfileFields; files: ProfileFiles }>('profileEdit/saveRequested'),
};
