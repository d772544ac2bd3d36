import { createAction } from '@reduxjs/toolkit';
import { dbStorageFull } from '../../db/actions';
import type { ErrorAlertOptions } from './errorCatalogue';

/** What is told to the user of failures (always loaded; what to say loads with the first). */
export const alertsIntents = {
  /**
   * A failure to tell about, or not: the catalogue decides (a passing failure at most once a minute of
   * its kind). The error rides in the action, never in the state.
   */
  errorReported: createAction<{ error: unknown; options: ErrorAlertOptions }>('alerts/errorReported'),
  /** A device out of space is told once a session, however many writes it refuses. */
  storageFull: dbStorageFull,
};
