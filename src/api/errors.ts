/** Why a call failed, so the error catalogue can tell a silent abort from a server refusal. */
export type ApiErrorKind = 'http' | 'abort' | 'timeout' | 'network' | 'parse';

export interface ApiErrorInit {
  kind: ApiErrorKind;
  status?: number;
  statusText?: string;
  error?: string;
  rateLimitReset?: Date;
  retryAt?: number;
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
  /** When the server said to try again (`Retry-After`, `X-RateLimit-Reset`), in ms since the epoch. */
  readonly retryAt?: number;
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
    this.retryAt = init.retryAt;
    this.body = init.body;
  }

  get isAbort(): boolean {
    return this.kind === 'abort' || this.kind === 'timeout';
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}
