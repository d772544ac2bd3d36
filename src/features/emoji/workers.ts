import { call } from 'typed-redux-saga/macro';
import type { IntentHandlers } from '../../store/feature';
import { appServices } from '../../store/services';
import { ensureEmojiData } from './emojiStore';
import type { emojiIntents } from './intents';

/** The emoji feature's handlers, loaded with its first intent. */
export const handlers: IntentHandlers<typeof emojiIntents> = {
  *dataRequested({ payload }) {
    const { api } = yield* appServices();
    yield* call(ensureEmojiData, api, payload.locale);
  },
};
