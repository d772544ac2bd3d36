import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { mswServerForSuite } from '../msw';
import { Provider } from 'react-redux';
import VisitorHome from '../../../src/app/VisitorHome';
import { createSessionManager } from '../../../src/store/session';
import standaloneServices from '../../../src/store/ownOrigin';
import { renderWithProviders } from '../components/render';
import { BASE_URL, makeTestStore } from '../fixtures';

const server = mswServerForSuite();

describe('a signed-out visitor on a bare static host', () => {
  it('makes no request to the origin but config.json: no instance, no timeline, no streaming', async () => {
    const requests: string[] = [];
    server.events.on('request:start', ({ request }) => void requests.push(new URL(request.url).pathname));
    server.use(http.get(`${BASE_URL}/config.json`, () => new HttpResponse('Not Found', { status: 404 })));
    const sockets: string[] = [];
    const manager = createSessionManager({
      origin: BASE_URL,
      localStorage,
      WebSocket: class {
        constructor(url: string) {
          sockets.push(url);
        }
      } as unknown as typeof WebSocket,
    });
    const session = await manager.start();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(requests).toEqual(['/config.json']);
    expect(sockets).toEqual([]);
    await expect(session.services.api.get('/api/v1/timelines/public')).rejects.toMatchObject({
      isAbort: true,
    });
    expect(session.store.getState().alerts).toEqual([]);
    session.close();
    server.events.removeAllListeners();
  });

  it('is shown the sign-in form, the server field its main action, with no button signing in here', async () => {
    await standaloneServices(BASE_URL, localStorage, async () => new Response('', { status: 404 }));
    const { store } = makeTestStore();
    renderWithProviders(
      <Provider store={store}>
        <VisitorHome />
      </Provider>,
    );
    expect(await screen.findByRole('textbox', { name: /Sign in on your server/ })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Sign in there' })).toHaveClass('button--primary');
    expect(screen.queryByRole('button', { name: 'Sign in' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Local timeline' })).toBeNull();
  });

  it('on an origin with an instance, a visitor reads its local timeline and may sign in here', async () => {
    await standaloneServices(BASE_URL, localStorage, async () => Response.json({ instance: 'same-origin' }));
    server.use(http.get(`${BASE_URL}/api/v1/timelines/public`, () => HttpResponse.json([])));
    const { store } = makeTestStore();
    renderWithProviders(
      <Provider store={store}>
        <VisitorHome />
      </Provider>,
    );
    expect(await screen.findByRole('region', { name: 'Local timeline' })).toBeVisible();
  });
});
