import { createAction } from '@reduxjs/toolkit';

/**
 * Something the server was found to support or to lack (a feature name such as 'streaming'), learned
 * by whichever feature met it; the capabilities record it for every feature to ask.
 */
export const capabilityLearned = createAction<{ feature: string; supported: boolean }>(
  'capabilities/learned',
);
