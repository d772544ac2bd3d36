/**
 * Business constants and limits, one named export each, with the value the product rules give.
 * Durations are in milliseconds unless the name says otherwise.
 */

/** Layout is mobile at a window width of this many pixels or less. */
export const MOBILE_WIDTH_THRESHOLD = 630;

/** Where OAuth sends the browser back; outside /oauth/, which belongs to the instance. */
export const OAUTH_CALLBACK_PATH = '/auth/callback';

/** In the multi-column layout every path carries this prefix, the router's base there. */
export const DECK_PREFIX = '/deck';

/** The service worker is registered this long after the page's load event, out of the first paint's way. */
export const SERVICE_WORKER_DELAY_MS = 2_000;
/** The longest the first render waits for the interface language's catalogue: then English, until it comes. */
export const CATALOGUE_WAIT_MS = 4_000;

export const NOTIFICATION_GROUPS_KEPT_AT_TOP = 50;
export const NOTIFICATION_GROUP_SAMPLE_ACCOUNTS = 8;

/** Markers are submitted at most once per 300 s, on the leading and trailing edge. */
export const MARKER_SUBMIT_THROTTLE_MS = 300_000;
export const SETTINGS_SAVE_DEBOUNCE_MS = 2_000;
export const RELATIONSHIP_BATCH_DELAY_MS = 500;
/** The most ids one relationships request carries (the instance reads no more). */
export const RELATIONSHIPS_PER_REQUEST = 100;
export const SEARCH_SUGGESTION_DEBOUNCE_MS = 200;

export const TAG_HISTORY_LIMIT = 1000;
export const RECENT_SEARCHES_LIMIT = 4;

export const EMOJI_SEARCH_DEFAULT_LIMIT = 75;
export const EMOJI_COMPOSER_SUGGESTIONS_LIMIT = 5;
export const ACCOUNT_SUGGESTIONS_LIMIT = 4;
export const HASHTAG_SUGGESTIONS_LIMIT = 4;

export const SEARCH_FIRST_PAGE_SIZE = 11;
export const SEARCH_EXPAND_PAGE_SIZE = 10;
export const ACCOUNT_MEDIA_PAGE_SIZE = 40;
export const TRENDS_LINKS_PAGE_SIZE = 20;
export const SUGGESTIONS_PAGE_SIZE = 20;
export const DIRECTORY_PAGE_SIZE = 20;

/** A timeline at the top holding more than this many items is cut before a new post is inserted. */
export const TIMELINE_CAP = 40;
/** ...down to this many items. */
export const TIMELINE_TRIM_TO = 20;
/** Loading pending items keeps at most this many older items. */
export const TIMELINE_PENDING_KEEP_OLDER = 40;
/** Home's follow-suggestions insert goes at the first post older than this. */
export const FOLLOW_SUGGESTIONS_INSERT_AGE_MS = 4 * 60 * 60 * 1000;
/** ...and never before this index. */
export const FOLLOW_SUGGESTIONS_MIN_INDEX = 1;
/** Gaps are filled up to this many at a time. */
export const GAP_FILL_CONCURRENCY = 2;
/** A timeline the server answers 206 for (home while its feed is being built) is asked again this often, as Mastodon's web UI does. */
export const PARTIAL_TIMELINE_POLL_MS = 3_000;

/** Media processing is polled with a wait of log2(attempt) times this. */
export const MEDIA_POLL_BACKOFF_UNIT_MS = 1_000;

export const TOAST_DISMISS_MS = 10_000;
/**
 * A passing failure of one kind (no network, a server error, rate limited, a timeout) is shown at most
 * once in this long; the same kind again meanwhile is counted, not shown.
 */
export const FAILURE_TOAST_INTERVAL_MS = 60_000;
export const RICH_TEXT_DEPTH_LIMIT = 10;

export const PLAYER_CONTROLS_HIDE_MS = 4_000;
export const PLAYER_CLICK_DELAY_MS = 250;
export const PLAYER_SCROLL_THROTTLE_MS = 150;
export const PLAYER_SEEK_STEP_S = 5;
export const PLAYER_VOLUME_STEP = 0.15;
export const PLAYER_DEFAULT_VOLUME = 0.5;
/** Un-muting with volume 0 sets the volume to this. */
export const PLAYER_UNMUTE_MIN_VOLUME = 0.05;
export const AUDIO_ANALYSER_BANDS = 3;
export const AUDIO_ANALYSER_REFRESH_MS = 15;
/** A pointer movement under this many pixels still counts as a click. */
export const CLICK_MOVEMENT_THRESHOLD_PX = 5;

export const AVATAR_DEFAULT_SIZE_PX = 20;
export const LINK_CARD_WIDE_IMAGE_RATIO = 1.91;
export const LINK_CARD_VIDEO_RATIO = 16 / 9;

export const EMOJI_DATABASE_VERSION = 1;
export const SKIN_TONE_DEFAULT = 1;
export const SKIN_TONE_VARIANTS = 5;

export const POLL_DEFAULT_OPTION_COUNT = 2;
export const POLL_DEFAULT_EXPIRES_IN_S = 86_400;
export const POLL_EXPIRY_CHOICES_S: readonly number[] = [300, 1800, 3600, 21_600, 86_400, 259_200, 604_800];
export const POLL_DEFAULT_MULTIPLE = false;

export const DEFAULT_COMPOSE_PRIVACY = 'public';
export const DEFAULT_COMPOSE_LANGUAGE = 'en';
export const DEFAULT_QUOTE_POLICY = 'public';
export const DEFAULT_CONTENT_TYPE = 'text/plain';

/** Every API call is aborted after this long unless the caller says otherwise. */
export const API_TIMEOUT_MS = 30_000;
/**
 * A call that got no answer, or a 429, 502, 503 or 504, is tried again in place (GET, HEAD, or with an
 * Idempotency-Key) at most this many times, after a random wait of up to RETRY_BASE_MS·2^n, capped.
 */
export const RETRY_MAX_ATTEMPTS = 3;
export const RETRY_BASE_MS = 500;
export const RETRY_CAP_MS = 8_000;
/** A server asking to wait longer than this is not waited for in place: the call fails, saying until when. */
export const RETRY_IN_PLACE_MAX_WAIT_MS = 30_000;
/**
 * Streamed messages are dispatched together once per animation frame; where no frame comes (a hidden
 * page gets none) they wait at most this long.
 */
export const STREAMING_FLUSH_MS = 100;
/**
 * A burst into several timelines reaches them a frame each, and at most this many new posts of one
 * timeline in a frame (a page), when a backlog arrives at once, such as after the tab slept.
 */
export const STREAMING_PART_SIZE = 40;
export const STREAMING_BACKOFF_BASE_MS = 1_000;
export const STREAMING_BACKOFF_CAP_MS = 30_000;
/** Changed entities and timeline pages are written to IndexedDB after this much quiet. */
export const PERSIST_DEBOUNCE_MS = 500;
/** ...but never later than this after the first change. */
export const PERSIST_MAX_WAIT_MS = 2_000;
/** At start-up the first write waits for the first screen to be drawn, at most this long. */
export const PERSIST_FIRST_WRITE_MAX_WAIT_MS = 10_000;
/**
 * Records written per IndexedDB transaction, each in its own idle callback: `put` copies a record on
 * the main thread, so a streamed burst written at once would be one long task.
 */
export const PERSIST_CHUNK_SIZE = 50;
/** An IndexedDB open blocked by another tab falls back to memory after this long. */
export const DB_OPEN_TIMEOUT_MS = 1_500;
/**
 * A tab whose account another tab is signing out waits this long for the end of it, then takes up the
 * saved accounts as they are (the other tab may have closed meanwhile).
 */
export const TAB_SIGN_OUT_WAIT_MS = 15_000;
/** Drafts are written after this much quiet typing. */
export const DRAFT_SAVE_DEBOUNCE_MS = 1_000;
/** Stored statuses and accounts no stored timeline page refers to are evicted after this long. */
export const DB_EVICTION_AGE_MS = 7 * 24 * 60 * 60 * 1000;
/** Records deleted per IndexedDB transaction during eviction, yielding to the page between batches. */
export const DB_EVICTION_BATCH_SIZE = 50;
/** Eviction starts this long after start-up, out of the way of the first paint and fetches. */
export const DB_EVICTION_START_DELAY_MS = 30_000;
/** ...and again this often, so a long session does not grow the database without bound. */
export const DB_EVICTION_INTERVAL_MS = 10 * 60_000;
/** How often a long session releases the posts, accounts and polls nothing shows any more. */
export const ENTITY_RELEASE_INTERVAL_MS = 60_000;
/** The release waits until no streamed posts came for this long: never while a burst is drawn. */
export const ENTITY_RELEASE_QUIET_MS = 400;
/** Timeline pages kept in IndexedDB for start-up hydration. */
export const PERSISTED_TIMELINE_ITEMS = 40;
/** Page size asked of the server for timelines. */
export const TIMELINE_PAGE_SIZE = 20;
/**
 * A page of notifications as Mastodon serves one by default (v2 counts groups, v1 notifications): a
 * page this full after a reconnect may leave more missed below it.
 */
export const NOTIFICATIONS_PAGE_SIZE = 40;
