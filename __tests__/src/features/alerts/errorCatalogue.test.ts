import { ApiError } from '../../../../src/api/errors';
import { alertForError, SILENT_FETCH_KINDS } from '../../../../src/features/alerts/errorCatalogue';
import { inEnglish } from '../../fixtures';

const http = (status: number, statusText: string, error?: string, rateLimitReset?: Date) =>
  new ApiError({ kind: 'http', status, statusText, error, rateLimitReset });

describe('error catalogue', () => {
  const JARGON =
    /\b\d{3}\b|token|http|unauthori[sz]ed|forbidden|unprocessable|internal server error|gateway/i;
  const expectPlainWords = (alert: { title?: unknown; message: unknown } | null) => {
    expect(alert).not.toBeNull();
    expect(JSON.stringify(alert)).not.toMatch(JARGON);
  };

  it.each([
    [401, 'Unauthorized', 'The access token is invalid', 'Your session has ended', 'Sign in again to go on.'],
    [
      403,
      'Forbidden',
      'This action is not allowed (403 token scope)',
      'Not allowed',
      'This account is not allowed to do that.',
    ],
    [404, 'Not Found', 'Record not found', 'Not found', 'This is no longer available.'],
    [410, 'Gone', 'Gone', 'Not found', 'This is no longer available.'],
    [
      422,
      'Unprocessable Entity',
      'Validation failed: HTTP 422 <b>token</b>',
      'Could not be done',
      'The server did not accept this. Check what you entered and try again.',
    ],
    [
      400,
      'Bad Request',
      'param missing',
      'Could not be done',
      'The server did not accept this. Check what you entered and try again.',
    ],
    [
      500,
      'Internal Server Error',
      'NoMethodError in StatusesController',
      'The server had a problem',
      'Try again in a moment.',
    ],
    [503, '', undefined, 'The server had a problem', 'Try again in a moment.'],
  ])(
    'an HTTP %i is worded by the catalogue alone, whatever the server says (no status code, token or server text)',
    (status, statusText, error, title, message) => {
      const alert = inEnglish(alertForError(http(status, statusText, error)));
      expect(alert).toEqual({ title, message });
      expectPlainWords(alert);
    },
  );

  it("a 422's own words are kept when they read as a sentence for a person (Mastodon's validations)", () => {
    expect(
      inEnglish(alertForError(http(422, 'Unprocessable Entity', "Validation failed: Text can't be blank"))),
    ).toEqual({
      title: 'Could not be done',
      message: "Validation failed: Text can't be blank",
    });
  });

  it("a server's non-JSON error page (an HTML 502) is the catalogue's server trouble, with no status code", () => {
    const page = new ApiError({
      kind: 'http',
      status: 502,
      statusText: '',
      body: '<html><h1>502 Bad Gateway</h1></html>',
    });
    expect(inEnglish(alertForError(page))).toEqual({
      title: 'The server had a problem',
      message: 'Try again in a moment.',
    });
  });

  it('429 with a reset header: "Rate limited", "Please retry after {time}."', () => {
    const reset = new Date('2030-01-01T10:15:00Z');
    const alert = inEnglish(
      alertForError(http(429, 'Too Many Requests', 'Throttled', reset), {
        formatTime: (date) => `T${date.getUTCHours()}:${date.getUTCMinutes()}`,
      }),
    );
    expect(alert).toEqual({ title: 'Rate limited', message: 'Please retry after T10:15.' });
  });

  it('429 with a reset header formats a local time of day by default', () => {
    const reset = new Date('2030-01-01T10:15:00Z');
    expect(inEnglish(alertForError(http(429, 'Too Many Requests', undefined, reset)))?.message).toBe(
      `Please retry after ${reset.toLocaleTimeString()}.`,
    );
  });

  it("429 without a reset header is the catalogue's server trouble, with no status code", () => {
    expect(inEnglish(alertForError(http(429, 'Too Many Requests')))).toEqual({
      title: 'The server had a problem',
      message: 'Try again in a moment.',
    });
  });

  it.each([404, 410])('%i is silent when the caller skips not-found', (status) => {
    expect(inEnglish(alertForError(http(status, 'Gone'), { skipNotFound: true }))).toBeNull();
    expect(inEnglish(alertForError(http(status, 'Gone')))).toEqual({
      title: 'Not found',
      message: 'This is no longer available.',
    });
  });

  it('a connection abort or timeout is silent', () => {
    expect(inEnglish(alertForError(new ApiError({ kind: 'abort' })))).toBeNull();
    expect(inEnglish(alertForError(new ApiError({ kind: 'timeout' })))).toBeNull();
    expect(inEnglish(alertForError(new DOMException('aborted', 'AbortError')))).toBeNull();
  });

  it('any other error: "Oops!" / "An unexpected error occurred."', () => {
    const expected = { title: 'Oops!', message: 'An unexpected error occurred.' };
    expect(inEnglish(alertForError(new TypeError('x is undefined')))).toEqual(expected);
    expect(inEnglish(alertForError('weird'))).toEqual(expected);
  });

  it('a request that could not reach the server says so in words while online, and nothing while offline', () => {
    const network = new ApiError({ kind: 'network', statusText: 'Network error' });
    expect(inEnglish(alertForError(network))).toEqual({
      title: 'Could not reach the server',
      message: 'Check the connection and try again.',
    });
    expect(inEnglish(alertForError(network, { online: true }))).toEqual({
      title: 'Could not reach the server',
      message: 'Check the connection and try again.',
    });
    expect(alertForError(network, { online: false })).toBeNull();
  });

  it("malformed JSON is an unexpected error, in the catalogue's words", () => {
    expect(
      inEnglish(
        alertForError(
          new ApiError({ kind: 'parse', status: 200, error: 'Unexpected response from the server' }),
        ),
      ),
    ).toEqual({
      title: 'Oops!',
      message: 'An unexpected error occurred.',
    });
  });

  it.each([...SILENT_FETCH_KINDS])('the %s fetch never alerts', (kind) => {
    expect(inEnglish(alertForError(http(500, 'Internal Server Error'), { kind }))).toBeNull();
  });

  it('lists the silent fetches of section 8', () => {
    expect([...SILENT_FETCH_KINDS].sort()).toEqual(
      [
        'accountFetch',
        'accountLookup',
        'announcements',
        'customEmojis',
        'filters',
        'relationships',
        'statusFetch',
        'trends',
      ].sort(),
    );
  });
});
