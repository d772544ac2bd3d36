import { act, screen } from '@testing-library/react';
import { createApiClient } from '../../../src/api/client';
import { streamingConnected, streamingDisconnected } from '../../../src/domain/streamingEvents';
import { OfflineNotice } from '../../../src/features/streaming';
import { OFFLINE_NOTICE_DELAY_MS } from '../../../src/features/streaming/useOffline';
import { TimelineColumn } from '../../../src/features/timelines/components/TimelineColumn';
import { makeStatus } from '../fixtures';
import { makeTimelineStore, mockLayout, renderTimeline, statusIds } from './timelineHarness';

const OFFLINE = 'Offline — showing saved posts';
let restore: () => void;
beforeEach(() => {
  restore = mockLayout();
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
  restore();
});

function renderDeck() {
  const ids = statusIds(3);
  const { store } = makeTimelineStore(
    { home: { items: ids, hasMore: false }, 'public:local': { items: ids, hasMore: false } },
    ids.map((id) => makeStatus(id)),
  );
  const deck = (
    <>
      <OfflineNotice />
      <TimelineColumn timelineId="home" title="Home" />
      <TimelineColumn timelineId="public:local" title="Local" />
    </>
  );
  return { store, deck };
}

/** Draws the deck and lets the notice's lazily loaded text arrive. */
async function renderLoaded() {
  const { store, deck } = renderDeck();
  await renderTimeline(store, deck);
  await act(() => jest.advanceTimersByTimeAsync(0));
  return store;
}

const notices = () => screen.queryAllByText(OFFLINE);

describe('the offline notice', () => {
  it('is one for the whole deck while the stream is down, and goes once it is back', async () => {
    const store = await renderLoaded();
    act(() => {
      store.dispatch(streamingConnected({ reconnected: false }));
      store.dispatch(streamingDisconnected());
    });
    // A drop shorter than the delay shows nothing.
    act(() => jest.advanceTimersByTime(OFFLINE_NOTICE_DELAY_MS - 1));
    expect(notices()).toHaveLength(0);
    act(() => jest.advanceTimersByTime(1));
    expect(notices()).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent(OFFLINE);
    act(() => {
      store.dispatch(streamingConnected({ reconnected: true }));
    });
    expect(notices()).toHaveLength(0);
  });

  it('shows when the device goes offline (before any socket) and goes when it is back online', async () => {
    await renderLoaded();
    const onLine = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      act(() => {
        window.dispatchEvent(new Event('offline'));
      });
      act(() => jest.advanceTimersByTime(OFFLINE_NOTICE_DELAY_MS));
      expect(notices()).toHaveLength(1);
      onLine.mockReturnValue(true);
      act(() => {
        window.dispatchEvent(new Event('online'));
      });
      expect(notices()).toHaveLength(0);
    } finally {
      onLine.mockRestore();
    }
  });

  it('shows when an API call finds no network, with no socket ever open, and goes with the next answer', async () => {
    await renderLoaded();
    // The call fails, and so does the look at the server's instance page after it.
    const fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    const api = createApiClient({ baseUrl: 'https://example.social', fetch, timeoutMs: 0 });
    await act(() => expect(api.get('/api/v1/timelines/home')).rejects.toMatchObject({ kind: 'network' }));
    await act(() => jest.advanceTimersByTimeAsync(OFFLINE_NOTICE_DELAY_MS));
    expect(notices()).toHaveLength(1);
    // The server answering, with an error status too, says the network is back.
    fetch.mockResolvedValueOnce(new Response('{"error":"Record not found"}', { status: 404 }));
    await act(() => expect(api.get('/api/v1/statuses/1')).rejects.toMatchObject({ kind: 'http' }));
    expect(notices()).toHaveLength(0);
  });

  it('a socket that never opened does not make the app offline (a server without streaming is polled)', async () => {
    const store = await renderLoaded();
    act(() => {
      store.dispatch(streamingDisconnected());
    });
    act(() => jest.advanceTimersByTime(OFFLINE_NOTICE_DELAY_MS * 10));
    expect(notices()).toHaveLength(0);
  });

  it('images that could not load offline load again when the connection returns', async () => {
    await renderLoaded();
    const broken = document.createElement('img');
    broken.setAttribute('src', 'https://media.example/broken.png');
    const loaded = document.createElement('img');
    loaded.setAttribute('src', 'https://media.example/loaded.png');
    document.body.append(broken, loaded);
    // jsdom loads no image: one failed (complete, no pixels), the other drew.
    for (const [image, width] of [
      [broken, 0],
      [loaded, 40],
    ] as const) {
      Object.defineProperty(image, 'complete', { value: true });
      Object.defineProperty(image, 'naturalWidth', { value: width });
    }
    const reloads: string[] = [];
    const setAttribute = jest.spyOn(HTMLImageElement.prototype, 'setAttribute');
    setAttribute.mockImplementation(function (this: HTMLImageElement, name: string, value: string) {
      reloads.push(`${name}=${value}`);
    });
    try {
      act(() => {
        window.dispatchEvent(new Event('online'));
      });
      expect(reloads).toEqual(['src=https://media.example/broken.png']);
    } finally {
      setAttribute.mockRestore();
      broken.remove();
      loaded.remove();
    }
  });
});
