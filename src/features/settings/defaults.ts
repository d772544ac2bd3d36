import {
  DEFAULT_COMPOSE_LANGUAGE,
  DEFAULT_COMPOSE_PRIVACY,
  DEFAULT_CONTENT_TYPE,
  SKIN_TONE_DEFAULT,
} from '../../constants';
import { randomId } from '../../utils/uuid';
import type { Visibility } from '../../api/entities';

export type ColumnId = 'COMPOSE' | 'HOME' | 'NOTIFICATIONS' | 'LIST' | (string & {});

export interface ColumnSetting {
  id: ColumnId;
  uuid: string;
  params?: Record<string, unknown>;
}

/** The notification types the settings name, in the order Preferences lists them. */
export const NOTIFICATION_TYPES = [
  'follow',
  'follow_request',
  'favourite',
  'reblog',
  'mention',
  'quote',
  'poll',
  'status',
  'update',
  'admin.sign_up',
  'admin.report',
] as const;

/** Shows and sounds default to true except follow_request; alerts default to off. */
const byType = (value: (type: string) => boolean) =>
  Object.fromEntries(NOTIFICATION_TYPES.map((type) => [type, value(type)])) as Record<string, boolean>;

/** Settings synced to the server. */
export const makeDefaultSyncedSettings = () => ({
  skinTone: SKIN_TONE_DEFAULT,
  trends: { show: true },
  columns: [
    { id: 'COMPOSE', uuid: randomId() },
    { id: 'HOME', uuid: randomId() },
    { id: 'NOTIFICATIONS', uuid: randomId() },
  ] as ColumnSetting[],
  home: { shows: { reblog: true, reply: true }, regex: { body: '' } },
  notifications: {
    alerts: byType(() => false),
    shows: byType((type) => type !== 'follow_request'),
    sounds: byType((type) => type !== 'follow_request'),
    quickFilter: { active: 'all', show: true, advanced: false },
    group: { follow: true },
  },
  firehose: { onlyMedia: false },
  community: { other: { onlyMedia: false } },
  /** `allowLocalOnly`: the federated timeline asks for this server's local-only posts as well. */
  public: { other: { onlyMedia: false, onlyRemote: false, allowLocalOnly: false } },
  direct: { conversations: true },
  dismissed_banners: {} as Record<string, boolean>,
  frequentlyUsedEmojis: {} as Record<string, number>,
  frequentlyUsedLanguages: {} as Record<string, number>,
});

export type SyncedSettings = ReturnType<typeof makeDefaultSyncedSettings>;

export type LayoutSetting = 'auto' | 'single' | 'multi';
export type ThemeSetting = 'system' | 'light' | 'dark';
export type MediaDisplay = 'default' | 'show_all' | 'hide_all';
export type QuotePolicy = 'public' | 'followers' | 'nobody';

/**
 * Local settings kept in the browser: each one is on the Preferences page and read where it acts.
 * (Media sensitivity by default arrives with media upload, which reads it.)
 */
export const makeDefaultLocalSettings = () => ({
  layout: 'auto' as LayoutSetting,
  /** The interface language: one the app ships (`domain/interfaceLanguage.ts`), or `auto`, the browser's. */
  interface_language: 'auto' as string,
  theme: 'system' as ThemeSetting,
  reduce_motion: false,
  /** Deck columns grow to fill a wide window instead of keeping their width. */
  stretch: true,
  media_display: 'default' as MediaDisplay,
  autoplay_gifs: true,
  expand_spoilers: false,
  /** Boost asks first, in the BOOST dialog, with the boost's visibility (Shift+click skips it). */
  boost_modal: false,
  /** Favouriting asks first, in the FAVOURITE dialog (Shift+click skips it). */
  favourite_modal: false,
  confirm_before_clearing_draft: true,
  prepend_cw_re: true,
  /**
   * A reply to several people starts with the mentions after the first selected, so typing drops them
   * from the conversation (Mastodon's web UI); with one, the caret goes after it.
   */
  preselect_on_reply: true,
  /** The content warning field is always open, and its text sent whenever it holds one. */
  always_show_spoilers_field: false,
  show_published_toast: true,
  threaded_mode: false,
  default_privacy: DEFAULT_COMPOSE_PRIVACY as Visibility,
  default_language: DEFAULT_COMPOSE_LANGUAGE,
  default_quote_policy: 'public' as QuotePolicy,
  /** The format a new post is written in; sent only where the server lists it. */
  default_content_type: DEFAULT_CONTENT_TYPE as string,
  /** The first attachment of a post is marked sensitive. */
  default_sensitive: false,
});

export type LocalSettings = ReturnType<typeof makeDefaultLocalSettings>;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);

/**
 * Lays stored or server values over the defaults: unknown keys are kept, values of the wrong kind
 * (an object where a flag belongs) are dropped so a bad document never breaks the app.
 */
export function mergeSettings<T extends Record<string, unknown>>(defaults: T, incoming: unknown): T {
  if (!isPlainObject(incoming)) return defaults;
  const result: Record<string, unknown> = { ...defaults };
  for (const [key, value] of Object.entries(incoming)) {
    const base = (defaults as Record<string, unknown>)[key];
    if (base === undefined) result[key] = value;
    else if (isPlainObject(base)) result[key] = mergeSettings(base, value);
    else if (Array.isArray(base)) result[key] = Array.isArray(value) ? value : base;
    else if (typeof value === typeof base) result[key] = value;
  }
  return result as T;
}
