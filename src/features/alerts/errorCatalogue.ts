/**
 * The error catalogue: which failure becomes which alert, and which stay silent.
 */
import { defineMessages } from 'react-intl';
import { isApiError } from '../../api/errors';
import { alertText, type AlertText } from './text';

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
  title: AlertText;
  message: AlertText;
}

export interface ErrorAlertOptions {
  /** 404 and 410 stay silent (the caller handles a missing resource itself). */
  skipNotFound?: boolean;
  /** What was being fetched; silent kinds never alert. */
  kind?: string;
  /** False while the device is offline: a request that could not go out then says nothing (one offline notice does). */
  online?: boolean;
  /** Formats the rate-limit reset as a time of day; the browser's locale by default. */
  formatTime?: (date: Date) => string;
}

const messages = defineMessages({
  rateLimitedTitle: { id: 'alert.rate_limited.title', defaultMessage: 'Rate limited' },
  rateLimitedMessage: { id: 'alert.rate_limited.message', defaultMessage: 'Please retry after {time}.' },
  unreachableTitle: { id: 'alert.unreachable.title', defaultMessage: 'Could not reach the server' },
  unreachableMessage: {
    id: 'alert.unreachable.message',
    defaultMessage: 'Check the connection and try again.',
  },
  unexpectedTitle: { id: 'alert.unexpected.title', defaultMessage: 'Oops!' },
  unexpectedMessage: { id: 'alert.unexpected.message', defaultMessage: 'An unexpected error occurred.' },
  httpErrorPage: {
    id: 'alert.http_error_page.message',
    defaultMessage: 'The server answered with an error (HTTP {status})',
  },
});
const UNEXPECTED_TITLE = alertText(messages.unexpectedTitle);
const UNEXPECTED_MESSAGE = alertText(messages.unexpectedMessage);

function isJson(body: string | undefined): boolean {
  if (body === undefined) return true;
  try {
    JSON.parse(body);
    return true;
  } catch {
    return false;
  }
}

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
        return {
          title: alertText(messages.rateLimitedTitle),
          message: alertText(messages.rateLimitedMessage, { time }),
        };
      }
      // An HTML error page (a proxy's 502) has no error field; its status text may be empty.
      if (error.error === undefined && !isJson(error.body))
        return {
          title: UNEXPECTED_TITLE,
          message: alertText(messages.httpErrorPage, { status: error.status }),
        };
      return { title: String(error.status), message: error.error ?? error.statusText };
    }
    if (error.kind === 'network')
      return options.online === false
        ? null
        : { title: alertText(messages.unreachableTitle), message: alertText(messages.unreachableMessage) };
    if (error.kind === 'parse')
      return { title: UNEXPECTED_TITLE, message: error.error ?? UNEXPECTED_MESSAGE };
  }
  if (error instanceof DOMException && (error.name === 'AbortError' || error.name === 'TimeoutError'))
    return null;
  return { title: UNEXPECTED_TITLE, message: UNEXPECTED_MESSAGE };
}
