import { call, select, take } from 'typed-redux-saga/macro';
import { appServices } from '../../../store/services';
import type { RootState } from '../../../store/types';
import { submitFailed, submitSucceeded } from '../slice';
import { addToTagHistory, hashtagsIn } from './tagHistory';

/** Tags picked or published go into the account's tag history, which the `#` suggestions read first. */
export function* rememberTags(tags: string[]) {
  const { account, localStorage } = yield* appServices();
  if (account && tags.length) addToTagHistory(localStorage, account.key, tags);
}

/** The hashtags of a post go into the history once it is published (the post being sent now). */
export function* rememberPublishedTags() {
  const compose = yield* select((state: RootState) => state.compose);
  if (!compose.is_submitting) return;
  const tags = hashtagsIn(compose.text);
  const outcome = yield* take([submitSucceeded.type, submitFailed.type]);
  if (submitSucceeded.match(outcome)) yield* call(rememberTags, tags);
}
