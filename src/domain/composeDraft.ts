import type { components } from '../api/schema';
import { POLL_DEFAULT_EXPIRES_IN_S } from '../constants';

type TextStatus = components['schemas']['TextStatus'];

/** The draft is the request itself: the `POST /api/v1/statuses` parameters the compose box edits. */
export type DraftParams = Pick<TextStatus, 'status' | 'sensitive'> &
  Partial<
    Pick<TextStatus, 'spoiler_text' | 'visibility' | 'language' | 'in_reply_to_id' | 'quoted_status_id'>
  > & {
    /** The format the text is written in; absent means plain text. */
    content_type?: string;
    /** Who may quote the post; absent means anyone (the server's default). */
    quote_approval_policy?: 'followers' | 'nobody';
    /** The attached media, in order (their descriptions and focal points are in the draft's `media`). */
    media_ids?: string[];
    poll?: ComposePoll;
  };

/** A saved compose box: the request's parameters and what only the form knows. */
export interface ComposeDraft {
  params: DraftParams;
  /** The content warning field is open (its text is kept, and sent only, while it is). */
  spoiler: boolean;
  updatedAt: number;
  /** The post being edited (saved with a PUT). */
  editedStatusId?: string;
  /** The attached media as the compose box shows them (previews, descriptions, focal points). */
  media?: ComposeMedia[];
  /** The author of the post a reply answers, as the Drafts list names it. */
  replyToAcct?: string;
}

export type ComposeMediaType = 'image' | 'gifv' | 'video' | 'audio' | 'unknown';

/** An uploaded attachment of the post being written. */
export interface ComposeMedia {
  id: string;
  type: ComposeMediaType;
  url: string | null;
  preview_url: string | null;
  description: string;
  /** Focal point, each coordinate from -1 to 1; null when none was chosen. */
  focus: { x: number; y: number } | null;
  /** The server has it but is still processing it (it answered 202, then 206). */
  processing?: boolean;
}

const MEDIA_TYPES = new Set(['image', 'gifv', 'video', 'audio']);

/** An attachment as stored or as the server describes it, read defensively (null when it has no id). */
export function readComposeMedia(raw: unknown): ComposeMedia | null {
  if (!raw || typeof raw !== 'object') return null;
  const media = raw as Record<string, unknown>;
  const id = str(media.id);
  if (!id) return null;
  const type = str(media.type);
  const focus = media.focus as { x?: unknown; y?: unknown } | null | undefined;
  const meta = (media.meta as { focus?: { x?: unknown; y?: unknown } } | null | undefined)?.focus;
  const point = focus ?? meta;
  return {
    id,
    type: type && MEDIA_TYPES.has(type) ? (type as ComposeMediaType) : 'unknown',
    url: str(media.url) ?? null,
    preview_url: str(media.preview_url) ?? null,
    description: str(media.description) ?? '',
    focus:
      point && typeof point.x === 'number' && typeof point.y === 'number' ? { x: point.x, y: point.y } : null,
    ...(media.processing === true ? { processing: true } : {}),
  };
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
  if (str(source.content_type)) params.content_type = str(source.content_type);
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
  if (str(stored.replyToAcct) && params.in_reply_to_id) draft.replyToAcct = str(stored.replyToAcct);
  // The media with their descriptions; a draft that kept only ids keeps them, shown without a preview.
  const media = Array.isArray(stored.media)
    ? stored.media.map(readComposeMedia).filter((item): item is ComposeMedia => item !== null)
    : Array.isArray(source.media_ids)
      ? source.media_ids
          .filter((id): id is string => typeof id === 'string')
          .map((id) => readComposeMedia({ id })!)
      : [];
  if (media.length > 0) {
    draft.media = media;
    params.media_ids = media.map((item) => item.id);
  }
  const poll = source.poll as Partial<ComposePoll> | null | undefined;
  if (poll && typeof poll === 'object' && Array.isArray(poll.options))
    params.poll = {
      options: poll.options.filter((option): option is string => typeof option === 'string'),
      expires_in: typeof poll.expires_in === 'number' ? poll.expires_in : POLL_DEFAULT_EXPIRES_IN_S,
      multiple: poll.multiple === true,
      ...(poll.hide_totals === true ? { hide_totals: true } : {}),
    };
  return draft;
}

/** A poll as the compose box edits it and the request sends it. */
export interface ComposePoll {
  options: string[];
  expires_in: number;
  multiple: boolean;
  hide_totals?: boolean;
}

/** The name a redrafted or edited post's poll had before the compose box could edit polls. */
export type RestoredPoll = ComposePoll;
