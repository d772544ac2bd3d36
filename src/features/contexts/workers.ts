import { call, put } from 'typed-redux-saga/macro';
import { fetchStatusContext } from '../../api/endpoints/statuses';
import { appServices } from '../../store/services';
import { reportError } from '../alerts/public';
import { entitiesImported } from '../../domain/importer/actions';
import type { IntentHandlers } from '../../store/feature';
import type { contextsIntents } from './intents';
import { contextFetched } from './slice';

const idsOf = (list: unknown) =>
  Array.isArray(list) ? list.flatMap((s) => (typeof s?.id === 'string' ? [s.id as string] : [])) : [];

function* fetchContext(statusId: string) {
  const { api } = yield* appServices();
  try {
    const context = yield* call(fetchStatusContext, api, statusId);
    const { ancestors = [], descendants = [] } = context ?? {};
    yield* put(entitiesImported({ statuses: [...ancestors, ...descendants] }));
    yield* put(contextFetched({ statusId, ancestors: idsOf(ancestors), descendants: idsOf(descendants) }));
  } catch (error) {
    yield* call(reportError, error, { skipNotFound: true });
  }
}

/** Loaded with the first thread opened. */
export const handlers: IntentHandlers<typeof contextsIntents> = {
  *fetchRequested({ payload }) {
    yield* call(fetchContext, payload.statusId);
  },
};
