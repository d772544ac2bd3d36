import { call, put, takeLatest } from 'typed-redux-saga/macro';
import { fetchStatusContext } from '../../api/endpoints/statuses';
import { appServices } from '../../store/services';
import { reportError } from '../alerts';
import { entitiesImported } from '../../domain/importer/actions';
import { contextFetched, contextRequested } from './slice';

const idsOf = (list: unknown) =>
  Array.isArray(list) ? list.flatMap((s) => (typeof s?.id === 'string' ? [s.id as string] : [])) : [];

function* fetchContext(action: ReturnType<typeof contextRequested>) {
  const { api } = yield* appServices();
  const { statusId } = action.payload;
  try {
    const context = yield* call(fetchStatusContext, api, statusId);
    const { ancestors = [], descendants = [] } = context ?? {};
    yield* put(entitiesImported({ statuses: [...ancestors, ...descendants] }));
    yield* put(contextFetched({ statusId, ancestors: idsOf(ancestors), descendants: idsOf(descendants) }));
  } catch (error) {
    yield* call(reportError, error, { skipNotFound: true });
  }
}

export function* contextsSaga() {
  yield* takeLatest(contextRequested.type, fetchContext);
}
