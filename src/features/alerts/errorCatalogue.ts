/**
 * The error catalogue: which failure becomes which alert, and which stay silent.
 */
import { defineMessages } from 'react-intl';
import { isApiError } from '../../api/errors';
import { plainServerWords } from '../../api/serverWords';
import { alertText, type AlertText } from './text';
import { currentLanguage } from '../../domain/interfaceLanguage';

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
  sessionEndedTitle: { id: 'alert.session_ended.title', defaultMessage: 'Your session has ended' },
  sessionEndedMessage: { id: 'alert.session_ended.message', defaultMessage: 'Sign in again to go on.' },
  notAllowedTitle: { id: 'alert.not_allowed.title', defaultMessage: 'Not allowed' },
  notAllowedMessage: {
    id: 'alert.not_allowed.message',
    defaultMessage: 'This account is not allowed to do that.',
  },
  notFoundTitle: { id: 'alert.not_found.title', defaultMessage: 'Not found' },
  notFoundMessage: { id: 'alert.not_found.message', defaultMessage: 'This is no longer available.' },
  refusedTitle: { id: 'alert.refused.title', defaultMessage: 'Could not be done' },
  refusedMessage: {
    id: 'alert.refused.message',
    defaultMessage: 'The server did not accept this. Check what you entered and try again.',
  },
  serverTroubleTitle: { id: 'alert.server_trouble.title', defaultMessage: 'The server had a problem' },
  serverTroubleMessage: {
    id: 'alert.server_trouble.message',
    defaultMessage: 'Try again in a moment.',
  },
});
const UNEXPECTED_TITLE = alertText(messages.unexpectedTitle);
const UNEXPECTED_MESSAGE = alertText(messages.unexpectedMessage);

/**
 * An HTTP refusal in the catalogue's words, by its status: never the status code or status text, and
 * the server's own words only for a 422 (what was refused in what the user entered, as Mastodon's
 * validations word it) and only when they read as a sentence for a person (`plainServerWords`).
 */
function alertForStatus(status: number, serverError: string | undefined): AlertContent {
  if (status === 401)
    return { title: alertText(messages.sessionEndedTitle), message: alertText(messages.sessionEndedMessage) };
  if (status === 403)
    return { title: alertText(messages.notAllowedTitle), message: alertText(messages.notAllowedMessage) };
  if (status === 404 || status === 410)
    return { title: alertText(messages.notFoundTitle), message: alertText(messages.notFoundMessage) };
  if (status >= 400 && status < 500 && status !== 408 && status !== 429)
    return {
      title: alertText(messages.refusedTitle),
      message: (status === 422 && plainServerWords(serverError)) || alertText(messages.refusedMessage),
    };
  return {
    title: alertText(messages.serverTroubleTitle),
    message: alertText(messages.serverTroubleMessage),
  };
}

/** The kinds of passing failure whose alerts are shown at most once a minute each (`reportError`). */
export type PassingFailure = 'network' | 'server' | 'rateLimited' | 'timeout';

/**
 * Which passing failure an error is, or null for an answer about what the user did (a refusal, a
 * missing post, a 401), which is always worth its own alert.
 */
export function passingFailureOf(error: unknown): PassingFailure | null {
  if (!isApiError(error)) return null;
  if (error.kind === 'network') return 'network';
  if (error.kind === 'timeout') return 'timeout';
  if (error.kind !== 'http') return null;
  if (error.status === 429) return 'rateLimited';
  return error.status >= 500 || error.status === 408 ? 'server' : null;
}

// In the interface language, as every other text of the alert.
const defaultFormatTime = (date: Date) => date.toLocaleTimeString(currentLanguage());

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
      return alertForStatus(error.status, error.error);
    }
    if (error.kind === 'network')
      return options.online === false
        ? null
        : { title: alertText(messages.unreachableTitle), message: alertText(messages.unreachableMessage) };
    if (error.kind === 'parse') return { title: UNEXPECTED_TITLE, message: UNEXPECTED_MESSAGE };
  }
  if (error instanceof DOMException && (error.name === 'AbortError' || error.name === 'TimeoutError'))
    return null;
  return { title: UNEXPECTED_TITLE, message: UNEXPECTED_MESSAGE };
}
