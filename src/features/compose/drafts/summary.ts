import { readDraft } from '../../../domain/composeDraft';
import { draftIsEmpty } from '../draft';
import type { DraftSummary } from '../slice';

/** A kept record as the list shows it; null when it holds nothing usable (empty drafts are not kept). */
export function summaryOf(session: string, raw: unknown): DraftSummary | null {
  const draft = readDraft(raw);
  if (!draft || draftIsEmpty(draft)) return null;
  const { params } = draft;
  const summary: DraftSummary = {
    session,
    text: params.status,
    spoilerText: params.spoiler_text ?? '',
    media: draft.media?.length ?? 0,
    poll: !!params.poll,
    updatedAt: draft.updatedAt,
  };
  if (draft.editedStatusId) summary.editOf = draft.editedStatusId;
  else if (params.in_reply_to_id)
    summary.replyTo = {
      statusId: params.in_reply_to_id,
      ...(draft.replyToAcct ? { acct: draft.replyToAcct } : {}),
    };
  return summary;
}

/** The drafts of the list: every kept draft but this box's own, the most recently changed first. */
export function listedDrafts(records: { key: string; draft: unknown }[], own: string): DraftSummary[] {
  return records
    .filter((record) => record.key !== own)
    .flatMap((record) => summaryOf(record.key, record.draft) ?? [])
    .sort((a, b) => b.updatedAt - a.updatedAt);
}
