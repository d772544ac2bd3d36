import { call, put, select } from 'typed-redux-saga/macro';
import type { Account } from '../../api/entities';
import * as endpoints from '../../api/endpoints/lists';
import { entitiesImported } from '../../domain/importer/actions';
import type { IntentHandlers } from '../../store/feature';
import { appServices } from '../../store/services';
import type { RootState } from '../../store/types';
import { reportError } from '../alerts/public';
import { listsFetched, listsFetchRequested, type ListSummary } from '../lists/public';
import { selectSyncedSettings, settingChanged } from '../settings/public';
import type { listManagementIntents } from './intents';
import {
  accountListsFetched,
  detailsReceived,
  listCreated,
  listRemoved,
  memberChanged,
  membersFailed,
  membersFetched,
  membersStarted,
  searchFound,
  selectListManagement,
  toListRecord,
  type ListRecord,
} from './slice';

const accountsIn = (data: unknown): Account[] =>
  Array.isArray(data)
    ? (data as unknown[]).filter((a): a is Account => typeof (a as Account | null)?.id === 'string')
    : [];

/** The lists every view shows (navigation, deck picker, /lists) change with the edit at once. */
type SummaryChange = (items: ListSummary[]) => ListSummary[];

function* changeSummaries(change: SummaryChange) {
  const { items, loaded } = yield* select((s: RootState) => s.lists);
  if (loaded) yield* put(listsFetched(change(items)));
  else yield* put(listsFetchRequested());
}

/** The deck's columns of a list follow it: renamed with it, gone with it. */
function* changeListColumns(id: string, title: string | null) {
  const { columns } = yield* select(selectSyncedSettings);
  const ofList = (column: (typeof columns)[number]) => column.id === 'LIST' && column.params?.id === id;
  if (!columns.some(ofList)) return;
  const value =
    title === null
      ? columns.filter((column) => !ofList(column))
      : columns.map((column) =>
          ofList(column) ? { ...column, params: { ...column.params, title } } : column,
        );
  yield* put(settingChanged({ path: ['columns'], value }));
}

function* received(raw: unknown) {
  const record = toListRecord(raw);
  if (record) yield* put(detailsReceived(record));
  return record;
}

const summary = ({ id, title }: ListRecord): ListSummary => ({ id, title });

function* create({ payload }: ReturnType<typeof listManagementIntents.createRequested>) {
  const { api } = yield* appServices();
  const { addAccountId, ...fields } = payload;
  try {
    const { data } = yield* call(endpoints.createList, api, fields);
    const record = toListRecord(data);
    if (!record) return;
    const added: SummaryChange = (items) => [...items, summary(record)];
    yield* call(changeSummaries, added);
    if (addAccountId) {
      yield* call(endpoints.addListAccounts, api, record.id, [addAccountId]);
      yield* put(memberChanged({ listId: record.id, accountId: addAccountId, add: true }));
    }
    yield* put(listCreated(record));
  } catch (error) {
    yield* call(reportError, error);
  }
}

function* update({ payload }: ReturnType<typeof listManagementIntents.updateRequested>) {
  const { api } = yield* appServices();
  const { id, ...fields } = payload;
  try {
    const { data } = yield* call(endpoints.updateList, api, id, fields);
    const record = yield* call(received, data);
    if (record) {
      const renamed: SummaryChange = (items) => items.map((l) => (l.id === id ? summary(record) : l));
      yield* call(changeSummaries, renamed);
      yield* call(changeListColumns, id, record.title);
    }
  } catch (error) {
    yield* call(reportError, error);
  }
}

function* remove({ payload }: ReturnType<typeof listManagementIntents.deleteRequested>) {
  const { api } = yield* appServices();
  try {
    yield* call(endpoints.deleteList, api, payload.id);
    yield* put(listRemoved({ id: payload.id }));
    const without: SummaryChange = (items) => items.filter((l) => l.id !== payload.id);
    yield* call(changeSummaries, without);
    yield* call(changeListColumns, payload.id, null);
  } catch (error) {
    yield* call(reportError, error);
  }
}

function* details({ payload }: ReturnType<typeof listManagementIntents.detailsRequested>) {
  const { api } = yield* appServices();
  try {
    const { data } = yield* call(endpoints.fetchList, api, payload.id);
    yield* call(received, data);
  } catch (error) {
    yield* call(reportError, error, { skipNotFound: true });
  }
}

function* members({ payload }: ReturnType<typeof listManagementIntents.membersFetchRequested>) {
  const { api } = yield* appServices();
  const current = (yield* select(selectListManagement)).members[payload.id];
  const expand = payload.expand === true;
  if (expand && !current?.next) return;
  yield* put(membersStarted({ id: payload.id }));
  try {
    const response = yield* call(
      endpoints.fetchListAccounts,
      api,
      payload.id,
      expand ? (current?.next ?? undefined) : undefined,
    );
    const accounts = accountsIn(response.data);
    yield* put(entitiesImported({ accounts }));
    yield* put(
      membersFetched({
        id: payload.id,
        ids: accounts.map((a) => a.id),
        next: response.links.next ?? null,
        expand,
      }),
    );
  } catch (error) {
    yield* put(membersFailed({ id: payload.id }));
    yield* call(reportError, error);
  }
}

function* changeMember({ payload }: ReturnType<typeof listManagementIntents.memberChangeRequested>) {
  const { api } = yield* appServices();
  const change = payload.add ? endpoints.addListAccounts : endpoints.removeListAccounts;
  try {
    yield* call(change, api, payload.listId, [payload.accountId]);
  } catch (error) {
    yield* put(memberChanged({ ...payload, add: !payload.add }));
    yield* call(reportError, error);
  }
}

function* searchFollowed({ payload }: ReturnType<typeof listManagementIntents.followedSearchRequested>) {
  const q = payload.q.trim();
  if (!q) {
    yield* put(searchFound({ q, ids: [] }));
    return;
  }
  const { api } = yield* appServices();
  try {
    const { data } = yield* call(endpoints.searchFollowedAccounts, api, q);
    const accounts = accountsIn(data);
    yield* put(entitiesImported({ accounts }));
    yield* put(searchFound({ q, ids: accounts.map((a) => a.id) }));
  } catch (error) {
    yield* call(reportError, error);
  }
}

function* accountLists({ payload }: ReturnType<typeof listManagementIntents.accountListsFetchRequested>) {
  const { api } = yield* appServices();
  try {
    const { data } = yield* call(endpoints.fetchAccountLists, api, payload.accountId);
    const records = (Array.isArray(data) ? (data as unknown[]) : []).flatMap((raw) => {
      const record = toListRecord(raw);
      return record ? [record] : [];
    });
    yield* put(accountListsFetched({ accountId: payload.accountId, listIds: records.map((l) => l.id) }));
  } catch (error) {
    yield* call(reportError, error);
  }
}

/** The list-management intents (loaded with the first of them). */
export const handlers: IntentHandlers<typeof listManagementIntents> = {
  createRequested: create,
  updateRequested: update,
  deleteRequested: remove,
  detailsRequested: details,
  membersFetchRequested: members,
  memberChangeRequested: changeMember,
  followedSearchRequested: searchFollowed,
  accountListsFetchRequested: accountLists,
};
