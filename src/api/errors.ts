/** Why a call failed, so the error catalogue can tell a silent abort from a server refusal. */
export type ApiErrorKind = 'http' | 'abort' | 'timeout' | 'network' | 'parse';

export interface ApiErrorInit {
  kind: ApiErrorKind;
  status?: number;
  statusText?: string;
  error?: string;
  rateLimitReset?: Date;
  cause?: unknown;
  body?: string;
}

export const UNEXPECTED_RESPONSE = 'Unexpected response from the server';

/** The one error every API call rejects with. `status` is 0 when no HTTP answer arrived. */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number;
  readonly statusText: string;
  /** The `error` field of the response body, when the server sent one. */
  readonly error?: string;
  /** From `X-RateLimit-Reset`, when the server sent a valid date. */
  readonly rateLimitReset?: Date;
  /** The response body as received: a 422's `details` say which fields were refused. */
  readonly body?: string;

  constructor(init: ApiErrorInit) {
    super(init.error ?? init.statusText ?? init.kind, { cause: init.cause });
    this.name = 'ApiError';
    this.kind = init.kind;
    this.status = init.status ?? 0;
    this.statusText = init.statusText ?? '';
    this.error = init.error;
    this.rateLimitReset = init.rateLimitReset;
    this.body = init.body;
  }

  get isAbort(): boolean {
    return this.kind === 'abort' || this.kind === 'timeout';
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/** What the app says of a refusal whose own words cannot be shown. */
export const NOT_ACCEPTED = 'The server did not accept it.';

// Words no user should meet: status codes, protocol and authentication terms, markup, code.
const JARGON =
  /^\s*[1-5]\d\d\b|\b(?:error|status|code)\s*[1-5]\d\d\b|\b(?:https?|oauth|tokens?|bearer|unauthori[sz]ed|forbidden|unprocessable|bad request|internal server error|exception|stack|null|undefined|nan)\b|[<>{}[\]\\`]/i;
const MAX_SERVER_WORDS = 200;

/**
 * A server's own words for a refusal (a 422's "Text can't be blank"), when they read as a sentence
 * for a person; null for a status code, token wording, markup or anything too long to be one.
 */
export function plainServerWords(text: string | undefined): string | null {
  const words = text?.trim();
  if (!words || words.length > MAX_SERVER_WORDS || JARGON.test(words)) return null;
  return /\p{L}/u.test(words) ? words : null;
}
