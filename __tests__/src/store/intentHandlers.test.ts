import { createAction } from '@reduxjs/toolkit';
import type { IntentHandlers } from '../../../src/store/feature';

// The type check (`npm run typecheck`) is this file's real test: each `@ts-expect-error` below fails
// the build if the line under it ever type checks.
const intents = {
  fetchRequested: createAction<{ name: string }>('fixture/fetchRequested'),
  clearRequested: createAction('fixture/clearRequested'),
};

// @ts-expect-error An intent without a handler does not compile.
const missing: IntentHandlers<typeof intents> = {
  *fetchRequested() {},
};

const extra: IntentHandlers<typeof intents> = {
  *fetchRequested() {},
  *clearRequested() {},
  // @ts-expect-error A handler for something that is not an intent does not compile either.
  *forgotten() {},
};

const complete: IntentHandlers<typeof intents> = {
  *fetchRequested({ payload }) {
    // @ts-expect-error Each handler is given its own intent's payload.
    yield payload.follow;
  },
  *clearRequested() {},
};

describe('a handler map', () => {
  it('is keyed as its intents are', () => {
    expect(Object.keys(complete).sort()).toEqual(Object.keys(intents).sort());
    expect(Object.keys(missing)).toEqual(['fetchRequested']);
    expect(Object.keys(extra)).toHaveLength(3);
  });
});
