import { createAction } from '@reduxjs/toolkit';

/** Something the server was found to support or to lack (a feature name such as 'streaming'). */
export const capabilityLearned = createAction<{ feature: string; supported: boolean }>(
  'capabilities/learned',
);
