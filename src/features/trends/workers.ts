import { call, put } from 'typed-redux-saga/macro';
import { fetchTrendingLinks } from '../../api/endpoints/trends';
import { TRENDS_LINKS_PAGE_SIZE } from '../../constants';
import type { IntentHandlers } from '../../store/feature';
import { appServices } from '../../store/services';
import { reportError } from '../alerts/public';
import { trendsIntents } from './intents';
import { trendingLinksFetched } from './slice';

function* loadTrendingLinks() {
  const { api } = yield* appServices();
  try {
    const response = yield* call(fetchTrendingLinks, api, TRENDS_LINKS_PAGE_SIZE);
    yield* put(trendingLinksFetched(response.data));
  } catch (error) {
    // The trends fetches are silent.
    yield* call(reportError, error, { kind: 'trends' });
    yield* put(trendingLinksFetched([]));
  }
}

/** Loaded with the news page's first request. */
export const handlers: IntentHandlers<typeof trendsIntents> = {
  linksRequested: loadTrendingLinks,
};
