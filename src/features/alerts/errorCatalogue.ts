/**
 * The error catalogue: which failure becomes which alert, and which stay silent.
 */
import { isApiError } from '../../api/errors';

/** Fetches that never raise an alert when they fail. */
export type SilentFetchKind =
  | 'accountFetch'
  | 'accountLookup'
  | 'statusFetch'
  | 'filters'
  | 'announcements'
  | 'customEmojis'
  | 'relationships'
  | 'trends';

export const SILENT_FETCH_KINDS: ReadonlySet<string> = new Set<SilentFetchKind>([
  'accountFetch',
  'accountLookup',
  'statusFetch',
  'filters',
  'announcements',
  'customEmojis',
  'relationships',
  'trends',
]);

export interface AlertContent {
  title: string;
  message: string;
}

export interface ErrorAlertOptions {
  /** 404 and 410 stay silent (the caller handles a missing resource itself). */
  skipNotFound?: boolean;
  /** What was being fetched; silent kinds never alert. */
  kind?: string;
  /** Formats the rate-limit reset as a time of day; the browser's locale by default. */
  formatTime?: (date: Date) => string;
}

export const RATE_LIMITED_TITLE = 'Rate limited';
export const UNEXPECTED_TITLE = 'Oops!';
export const UNEXPECTED_MESSAGE = 'An unexpected error occurred.';

const defaultFormatTime = (date: Date) => date.toLocaleTimeString();

/** The alert for a failure, or null when the catalogue says to stay silent. */
export function alertForError(error: unknown, options: ErrorAlertOptions = {}): AlertContent | null {
  if (options.kind && SILENT_FETCH_KINDS.has(options.kind)) return null;
  if (isApiError(error)) {
    if (error.isAbort) return null;
    if (error.kind === 'http') {
      if (options.skipNotFound && (error.status === 404 || error.status === 410)) return null;
      if (error.status === 429 && error.rateLimitReset) {
        const time = (options.formatTime ?? defaultFormatTime)(error.rateLimitReset);
        return { title: RATE_LIMITED_TITLE, message: `Please retry after ${time}.` };
      }
      return { title: String(error.status), message: error.error ?? error.statusText };
    }
    if (error.kind === 'parse')
      return { title: UNEXPECTED_TITLE, message: error.error ?? UNEXPECTED_MESSAGE };
  }
  if (error instanceof DOMException && (error.name === 'AbortError' || error.name === 'TimeoutError'))
    return null;
  return { title: UNEXPECTED_TITLE, message: UNEXPECTED_MESSAGE };
}
