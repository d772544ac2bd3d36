import { call, put, select } from 'typed-redux-saga/macro';
import { fetchInstanceLanguages } from '../../../api/endpoints/instance';
import { appServices } from '../../../store/services';
import type { RootState } from '../../../store/types';
import { languagesFetched } from './languageReducer';

/** Per instance: the list does not change while the app runs, and a posted box forgets it. */
const known = new Map<string, string[]>();

const LANGUAGE_CODE = /^[a-z]{2,3}(-[A-Za-z]{2,4})?$/;

/** The instance's languages for posts; any failure (a 404 from an older server) means the built-in list. */
export function* loadInstanceLanguages() {
  if (yield* select((s: RootState) => s.compose.instance_languages)) return;
  const { api } = yield* appServices();
  let codes = known.get(api.baseUrl);
  if (!codes) {
    try {
      const listed = yield* call(fetchInstanceLanguages, api);
      codes = (Array.isArray(listed) ? listed : [])
        .map((language) => language?.code)
        .filter((code): code is string => typeof code === 'string' && LANGUAGE_CODE.test(code));
    } catch {
      codes = [];
    }
    known.set(api.baseUrl, codes);
  }
  yield* put(languagesFetched(codes));
}
