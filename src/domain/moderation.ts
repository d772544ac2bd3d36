import { createAction } from '@reduxjs/toolkit';
import type { FilterParams } from '../api/endpoints/filterEditing';
import type { ReportParams } from '../api/endpoints/moderation';

/** The requests of the mute, block, report and filter dialogs (`moderationIntents.requested`). */
export type ModerationRequest =
  /** `duration` in seconds, 0 for ever; `notifications` also hides their notifications. */
  | { kind: 'mute'; accountId: string; notifications: boolean; duration: number }
  | { kind: 'block'; accountId: string }
  | { kind: 'report'; report: ReportParams }
  /** Into an existing filter, or a new one with this title. */
  | { kind: 'filter'; statusId: string; filterId: string }
  | { kind: 'filter'; statusId: string; title: string }
  /** The account's recent posts, offered to attach to a report. */
  | { kind: 'reportCandidates'; accountId: string }
  /** The filters pages: a new filter (no `id`) or changes to one, and deleting one. */
  | { kind: 'filterSave'; id?: string; params: FilterParams }
  | { kind: 'filterDelete'; id: string };

/**
 * What the dialogs of a post's menu and the filter pages ask (mute, block, report, filter the post, the
 * author's recent posts for a report, save or delete a filter): the moderation feature's intents, here
 * because the filters pages dispatch them and the relationships reduce them, and the moderation
 * feature's workers use both of those features. Its code loads with the first request.
 */
export const moderationIntents = {
  requested: createAction<ModerationRequest>('moderation/requested'),
};
