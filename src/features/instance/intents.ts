import { createAction } from '@reduxjs/toolkit';

/** The server's description when its v2 one is missing (always loaded; the fallback is a chunk). */
export const instanceIntents = {
  /** The server has no `/api/v2/instance` (404): its v1 description is read instead. */
  v1Requested: createAction('instance/v1Requested'),
};
