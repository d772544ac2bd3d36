import { setupServer } from 'msw/node';

/**
 * An msw server for the suite: listening before its tests, its handlers reset after each (and the
 * page's storage cleared, unless told not to), closed after all. Handlers come with `server.use(...)`.
 */
export function mswServerForSuite({
  onUnhandledRequest = 'error',
  clearStorage = true,
}: { onUnhandledRequest?: 'error' | 'bypass'; clearStorage?: boolean } = {}) {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest }));
  afterEach(() => {
    server.resetHandlers();
    if (clearStorage && typeof localStorage !== 'undefined') {
      localStorage.clear();
      sessionStorage.clear();
    }
  });
  afterAll(() => server.close());
  return server;
}
