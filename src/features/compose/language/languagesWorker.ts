import { call, put, select } from 'typed-redux-saga/macro';
import { fetchInstanceLanguages } from '../../../api/endpoints/instanceLanguages';
import type { IntentHandlers } from '../../../store/feature';
import { appServices } from '../../../store/services';
import type { RootState } from '../../../store/types';
import type { composeLanguagesIntents } from '../intents';
import { languagesFetched } from './languageReducer';
import { rememberServerLanguageNames } from './languages';

const LANGUAGE_CODE = /^[a-z]{2,3}(-[A-Za-z]{2,4})?$/;

/**
 * The instance's languages for posts, asked when the list first opens for a post; any failure (a 404
 * from a server before Mastodon 4.0) means the built-in list.
 */
function* loadInstanceLanguages() {
  if (yield* select((s: RootState) => s.compose.instance_languages)) return;
  const { api } = yield* appServices();
  let codes: string[] = [];
  try {
    const listed = yield* call(fetchInstanceLanguages, api);
    if (Array.isArray(listed)) rememberServerLanguageNames(listed);
    codes = (Array.isArray(listed) ? listed : [])
      .map((language) => language?.code)
      .filter((code): code is string => typeof code === 'string' && LANGUAGE_CODE.test(code));
  } catch {
    // The built-in list stands in.
  }
  yield* put(languagesFetched(codes));
}

/** One list asked at a time: the picker opened again while it loads asks nothing more. */
export const takes = 'leading';

export const handlers: IntentHandlers<typeof composeLanguagesIntents> = {
  *languagesRequested() {
    yield* call(loadInstanceLanguages);
  },
};
