import type { components } from '../api/schema';

type TextStatus = components['schemas']['TextStatus'];

/** The draft is the request itself: the `POST /api/v1/statuses` parameters the compose box edits. */
export type DraftParams = Pick<TextStatus, 'status' | 'sensitive'> &
  Partial<
    Pick<TextStatus, 'spoiler_text' | 'visibility' | 'language' | 'in_reply_to_id' | 'quoted_status_id'>
  > & {
    /** Who may quote the post; absent means anyone (the server's default). */
    quote_approval_policy?: 'followers' | 'nobody';
    /** Media and poll an edited or redrafted post carries over, sent as they are. */
    media_ids?: string[];
    poll?: RestoredPoll;
  };

/** A saved compose box: the request's parameters and what only the form knows. */
export interface ComposeDraft {
  params: DraftParams;
  /** The content warning field is open (its text is kept, and sent only, while it is). */
  spoiler: boolean;
  updatedAt: number;
  /** The post being edited (saved with a PUT). */
  editedStatusId?: string;
}

const str = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
const VISIBILITIES = new Set(['public', 'unlisted', 'private', 'direct']);
const QUOTE_POLICIES = new Set(['followers', 'nobody']);

/**
 * A draft as stored, read defensively: this shape, or the flat one drafts were saved in before
 * (`text`, `spoiler_text`, `privacy`, `in_reply_to` ...), so a draft saved by an earlier version survives.
 * Null when nothing usable is there.
 */
export function readDraft(raw: unknown): ComposeDraft | null {
  if (!raw || typeof raw !== 'object') return null;
  const stored = raw as Record<string, unknown>;
  const source = (
    stored.params && typeof stored.params === 'object'
      ? stored.params
      : {
          status: stored.text,
          spoiler_text: stored.spoiler_text,
          visibility: stored.privacy,
          language: stored.language,
          sensitive: stored.sensitive,
          in_reply_to_id: stored.in_reply_to,
          quoted_status_id: stored.quoted_status_id,
        }
  ) as Record<string, unknown>;
  const visibility = str(source.visibility);
  const params: DraftParams = { status: str(source.status) ?? '', sensitive: source.sensitive === true };
  const spoilerText = str(source.spoiler_text);
  if (spoilerText) params.spoiler_text = spoilerText;
  if (visibility && VISIBILITIES.has(visibility)) params.visibility = visibility as DraftParams['visibility'];
  if (str(source.language)) params.language = str(source.language);
  if (str(source.in_reply_to_id)) params.in_reply_to_id = str(source.in_reply_to_id);
  if (str(source.quoted_status_id)) params.quoted_status_id = str(source.quoted_status_id);
  const quotePolicy = str(source.quote_approval_policy);
  if (quotePolicy && QUOTE_POLICIES.has(quotePolicy))
    params.quote_approval_policy = quotePolicy as 'followers' | 'nobody';
  const draft: ComposeDraft = {
    params,
    spoiler: stored.spoiler === true,
    updatedAt: typeof stored.updatedAt === 'number' ? stored.updatedAt : 0,
  };
  if (str(stored.editedStatusId)) draft.editedStatusId = str(stored.editedStatusId);
  // Media and poll carried over from an edited or redrafted post, as the request takes them.
  if (Array.isArray(source.media_ids))
    params.media_ids = source.media_ids.filter((id): id is string => typeof id === 'string');
  if (source.poll && typeof source.poll === 'object' && Array.isArray((source.poll as RestoredPoll).options))
    params.poll = source.poll as RestoredPoll;
  return draft;
}

export interface RestoredPoll {
  options: string[];
  expires_in: number;
  multiple: boolean;
}
