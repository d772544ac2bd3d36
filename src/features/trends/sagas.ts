import { call, getContext, put, takeLeading } from 'redux-saga/effects';
import type { ApiResponse } from '../../api/client';
import { fetchTrendingLinks } from '../../api/endpoints/trends';
import { TRENDS_LINKS_PAGE_SIZE } from '../../constants';
import type { AppServices } from '../../store/services';
import { reportError } from '../alerts/sagas';
import { trendingLinksFetched, trendingLinksRequested } from './slice';

function* loadTrendingLinks() {
  const { api } = (yield getContext('services')) as AppServices;
  try {
    const response = (yield call(fetchTrendingLinks, api, TRENDS_LINKS_PAGE_SIZE)) as ApiResponse<unknown>;
    yield put(trendingLinksFetched(response.data));
  } catch (error) {
    // The trends fetches are silent.
    yield call(reportError, error, { kind: 'trends' });
    yield put(trendingLinksFetched([]));
  }
}

export function* trendsSaga() {
  yield takeLeading(trendingLinksRequested.type, loadTrendingLinks);
}
