import { ApiError } from '../../../../src/api/errors';
import { alertForError, SILENT_FETCH_KINDS } from '../../../../src/features/alerts/errorCatalogue';
import { inEnglish } from '../../fixtures';

const http = (status: number, statusText: string, error?: string, rateLimitReset?: Date) =>
  new ApiError({ kind: 'http', status, statusText, error, rateLimitReset });

describe('error catalogue', () => {
  it('HTTP error: title is the status code, message the body error field', () => {
    expect(inEnglish(alertForError(http(422, 'Unprocessable Entity', 'Validation failed')))).toEqual({
      title: '422',
      message: 'Validation failed',
    });
  });

  it('HTTP error without an error field: message is the status text', () => {
    expect(inEnglish(alertForError(http(500, 'Internal Server Error')))).toEqual({
      title: '500',
      message: 'Internal Server Error',
    });
  });

  it("a server's non-JSON error page (an HTML 502) says: The server answered with an error (HTTP 502)", () => {
    const page = new ApiError({
      kind: 'http',
      status: 502,
      statusText: '',
      body: '<html><h1>502 Bad Gateway</h1></html>',
    });
    expect(inEnglish(alertForError(page))).toEqual({
      title: 'Oops!',
      message: 'The server answered with an error (HTTP 502)',
    });
  });

  it('a JSON error answer keeps its status title and status text', () => {
    const json = new ApiError({ kind: 'http', status: 500, statusText: 'Internal Server Error', body: '{}' });
    expect(inEnglish(alertForError(json))).toEqual({ title: '500', message: 'Internal Server Error' });
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

  it('429 without a reset header is an ordinary HTTP error', () => {
    expect(inEnglish(alertForError(http(429, 'Too Many Requests')))).toEqual({
      title: '429',
      message: 'Too Many Requests',
    });
  });

  it.each([404, 410])('%i is silent when the caller skips not-found', (status) => {
    expect(inEnglish(alertForError(http(status, 'Gone'), { skipNotFound: true }))).toBeNull();
    expect(inEnglish(alertForError(http(status, 'Gone')))).toEqual({
      title: String(status),
      message: 'Gone',
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

  it('malformed JSON says the response was unexpected', () => {
    expect(
      inEnglish(
        alertForError(
          new ApiError({ kind: 'parse', status: 200, error: 'Unexpected response from the server' }),
        ),
      ),
    ).toEqual({
      title: 'Oops!',
      message: 'Unexpected response from the server',
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
