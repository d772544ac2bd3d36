import type { Status, Visibility } from '../api/entities';
import { POLL_DEFAULT_EXPIRES_IN_S, POLL_EXPIRY_CHOICES_S } from '../constants';
import { readComposeMedia, type ComposeMedia, type ComposePoll } from './composeDraft';

export type QuoteApprovalPolicy = 'public' | 'followers' | 'nobody';

/**
 * What edit and redraft put back into the compose box, named as the compose state names them.
 * `language` and `quote_policy` are left out when the post does not say.
 */
export interface RestoredPost {
  text: string;
  spoiler: boolean;
  spoiler_text: string;
  privacy: Visibility;
  language?: string;
  sensitive: boolean;
  in_reply_to: string | null;
  quoted_status_id: string | null;
  quote_policy?: QuoteApprovalPolicy;
  media: ComposeMedia[];
  poll: ComposePoll | null;
  /** Set when editing: the submit is then a PUT of this post. */
  edited_status_id: string | null;
}

/** The nearest expiry choice at or above the time a poll has left, else the default day. */
export function pollExpiryFor(expiresAt: string | null | undefined, now = Date.now()): number {
  const left = expiresAt ? (Date.parse(expiresAt) - now) / 1000 : NaN;
  if (!Number.isFinite(left) || left <= 0) return POLL_DEFAULT_EXPIRES_IN_S;
  return POLL_EXPIRY_CHOICES_S.find((choice) => choice >= left) ?? POLL_DEFAULT_EXPIRES_IN_S;
}

/** Who may quote a post, read from its `quote_approval` (undefined when the server does not say). */
export function quotePolicyOf(status: Pick<Status, 'quote_approval'>): QuoteApprovalPolicy | undefined {
  const automatic: readonly string[] | undefined = status.quote_approval?.automatic;
  if (!Array.isArray(automatic)) return undefined;
  if (automatic.includes('public')) return 'public';
  if (automatic.includes('followers')) return 'followers';
  return 'nobody';
}

/**
 * The do-not-federate marker glitch-soc and Hometown append to a local-only post's text (an eye, with
 * or without its emoji presentation selector, after a space, at the very end). A redraft takes it off:
 * the text goes back as the user typed it.
 */
const DO_NOT_FEDERATE_MARKER = / ?\u{1F441}\u{FE0F}?\s*$/u;

export const withoutDoNotFederateMarker = (text: string) => text.replace(DO_NOT_FEDERATE_MARKER, '');

/**
 * A post's fields for the compose box: the text and content warning as typed (its source, or the
 * `text` a DELETE answers with), everything else from the post itself.
 */
export function restoredPostOf(
  status: Status,
  source: { text?: string | null; spoiler_text?: string | null },
  editedStatusId: string | null = null,
  now = Date.now(),
): RestoredPost {
  const quote = status.quote;
  const quoted = quote && 'quoted_status' in quote ? quote.quoted_status?.id : undefined;
  const shallow = quote && 'quoted_status_id' in quote ? quote.quoted_status_id : undefined;
  const spoilerText = source.spoiler_text ?? status.spoiler_text ?? '';
  const restored: RestoredPost = {
    // An edit keeps the text as it is: the marker there is what keeps the post local.
    text: editedStatusId === null ? withoutDoNotFederateMarker(source.text ?? '') : (source.text ?? ''),
    spoiler: spoilerText !== '',
    spoiler_text: spoilerText,
    privacy: status.visibility,
    sensitive: Boolean(status.sensitive),
    in_reply_to: status.in_reply_to_id ?? null,
    quoted_status_id: quoted ?? shallow ?? null,
    media: (status.media_attachments ?? [])
      .map(readComposeMedia)
      .filter((media): media is ComposeMedia => media !== null),
    poll: status.poll
      ? {
          options: status.poll.options.map((option) => option.title),
          expires_in: pollExpiryFor(status.poll.expires_at, now),
          multiple: Boolean(status.poll.multiple),
        }
      : null,
    edited_status_id: editedStatusId,
  };
  if (status.language) restored.language = status.language;
  const policy = quotePolicyOf(status);
  if (policy) restored.quote_policy = policy;
  return restored;
}
