import { defineMessages } from 'react-intl';
import { call, put, select } from 'typed-redux-saga/macro';
import { fetchAccountStatuses } from '../../api/endpoints/accounts';
import * as endpoints from '../../api/endpoints/moderation';
import type { Relationship } from '../../api/entities';
import { postsOf, repliesTo } from '../../domain/accountPosts';
import { accountHidden } from '../../domain/events';
import type { ModerationRequest } from '../../domain/moderation';
import { entitiesImported } from '../../domain/importer/actions';
import type { IntentHandlers } from '../../store/feature';
import { appServices } from '../../store/services';
import type { RootState } from '../../store/types';
import { alertShown, alertText, reportError } from '../alerts/public';
import { handleFilterRequest, reloadFilterList } from '../filterSettings/public';
import { modalClosed } from '../modals/public';
import type { moderationIntents } from '../../domain/moderation';

const isRelationship = (value: unknown): value is Relationship =>
  !!value && typeof value === 'object' && typeof (value as Relationship).id === 'string';

const messages = defineMessages({
  reported: {
    id: 'report.thanks.title_actionable',
    defaultMessage: "Thanks for reporting, we'll look into this.",
  },
  filtered: { id: 'filter_modal.added.title', defaultMessage: 'Filter added!' },
});

/** A new filter made from a post's menu applies everywhere and warns, as Mastodon's does. */
const ALL_CONTEXTS = ['home', 'notifications', 'public', 'thread', 'account'] as const;
/** The report dialog offers this many recent posts of the account to attach. */
const REPORT_CANDIDATES = 20;

/** What the server answered to a block or mute, as the one event every list reduces. */
function* hide(accountId: string, blocked: boolean, notifications: boolean, answer: unknown) {
  const statusIds = yield* select((s: RootState) => postsOf(s, accountId));
  const replyIds = yield* select((s: RootState) => repliesTo(s, accountId));
  const relationship = isRelationship(answer) ? { ...answer, id: accountId } : undefined;
  yield* put(accountHidden({ accountId, blocked, statusIds, notifications, replyIds, relationship }));
}

function* mute(payload: Extract<ModerationRequest, { kind: 'mute' }>) {
  const { api } = yield* appServices();
  try {
    const answer = yield* call(endpoints.muteAccount, api, payload.accountId, {
      notifications: payload.notifications,
      duration: payload.duration,
    });
    yield* call(hide, payload.accountId, false, payload.notifications, answer);
    yield* put(modalClosed({ modalType: 'MUTE' }));
  } catch (error) {
    yield* call(reportError, error);
  }
}

function* block(payload: Extract<ModerationRequest, { kind: 'block' }>) {
  const { api } = yield* appServices();
  try {
    const answer = yield* call(endpoints.blockAccount, api, payload.accountId);
    yield* call(hide, payload.accountId, true, true, answer);
    yield* put(modalClosed({ modalType: 'BLOCK' }));
  } catch (error) {
    yield* call(reportError, error);
  }
}

function* report({ report: params }: Extract<ModerationRequest, { kind: 'report' }>) {
  const { api } = yield* appServices();
  try {
    yield* call(endpoints.createReport, api, params);
    yield* put(modalClosed({ modalType: 'REPORT' }));
    yield* put(alertShown({ message: alertText(messages.reported) }));
  } catch (error) {
    yield* call(reportError, error);
  }
}

function* filterStatus(payload: Extract<ModerationRequest, { kind: 'filter' }>) {
  const { api } = yield* appServices();
  try {
    let filterId: string;
    if ('filterId' in payload) filterId = payload.filterId;
    else {
      const created = yield* call(endpoints.createFilter, api, {
        title: payload.title,
        context: [...ALL_CONTEXTS],
        filter_action: 'warn' as const,
      });
      filterId = created.id;
    }
    yield* call(endpoints.addFilterStatus, api, filterId, payload.statusId);
    yield* put(modalClosed({ modalType: 'FILTER' }));
    yield* put(alertShown({ message: alertText(messages.filtered) }));
    // Every column hides or warns about the post at once, not at its next load.
    yield* call(reloadFilterList);
  } catch (error) {
    yield* call(reportError, error);
  }
}

function* loadReportCandidates(payload: Extract<ModerationRequest, { kind: 'reportCandidates' }>) {
  const { api } = yield* appServices();
  try {
    const { data } = yield* call(fetchAccountStatuses, api, payload.accountId, {
      limit: REPORT_CANDIDATES,
      exclude_reblogs: true,
    });
    const statuses = Array.isArray(data) ? data : [];
    yield* put(entitiesImported({ statuses }));
  } catch (error) {
    yield* call(reportError, error, { kind: 'statusFetch' });
  }
}

function* handleModerationRequest(request: ModerationRequest) {
  switch (request.kind) {
    case 'mute':
      return yield* call(mute, request);
    case 'block':
      return yield* call(block, request);
    case 'report':
      return yield* call(report, request);
    case 'filter':
      return yield* call(filterStatus, request);
    case 'reportCandidates':
      return yield* call(loadReportCandidates, request);
    case 'filterSave':
    case 'filterDelete':
      return yield* call(handleFilterRequest, request);
  }
}

/** One dialog's request at a time: a second click sends nothing. */
export const takes = 'leading';

export const handlers: IntentHandlers<typeof moderationIntents> = {
  *requested({ payload }) {
    yield* call(handleModerationRequest, payload);
  },
};
