import { all, call, put, select } from 'typed-redux-saga/macro';
import { fetchExtendedDescription, fetchInstanceDomainBlocks } from '../../api/endpoints/about';
import { fetchTranslationLanguages } from '../../api/endpoints/statusActions';
import { isApiError } from '../../api/errors';
import { appServices } from '../../store/services';
import type { RootState } from '../../store/types';
import { reportError } from '../alerts/public';
import { translationLanguagesFetched } from '../instance/public';
import type { IntentHandlers } from '../../store/feature';
import { aboutIntents } from './intents';
import { aboutReceived } from './slice';

/** A part of the page the server may not offer: 404 (or 403) means it is not shown, other failures alert. */
function* optional<T>(load: () => Promise<{ data: T }>) {
  try {
    return (yield* call(load)).data;
  } catch (error) {
    if (!(isApiError(error) && error.kind === 'http' && (error.status === 404 || error.status === 403)))
      yield* call(reportError, error);
    return null;
  }
}

/** The about page's parts beyond the instance entity, fetched side by side. */
function* loadAbout() {
  const { api } = yield* appServices();
  const translates = yield* select(
    (s: RootState) =>
      s.instance.info?.configuration?.translation?.enabled === true &&
      s.instance.translationLanguages === null,
  );
  const [extended, domainBlocks, languages] = yield* all([
    call(optional, () => fetchExtendedDescription(api)),
    call(optional, () => fetchInstanceDomainBlocks(api)),
    translates ? call(optional, async () => ({ data: await fetchTranslationLanguages(api) })) : null,
  ]);
  yield* put(aboutReceived({ extended, domainBlocks }));
  if (languages && typeof languages === 'object')
    yield* put(
      translationLanguagesFetched(
        Object.fromEntries(
          Object.entries(languages).filter(
            (entry): entry is [string, string[]] =>
              Array.isArray(entry[1]) && entry[1].every((code) => typeof code === 'string'),
          ),
        ),
      ),
    );
}

export const handlers: IntentHandlers<typeof aboutIntents> = {
  *fetchRequested() {
    yield* call(loadAbout);
  },
};
