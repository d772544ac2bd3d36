import { act, screen } from '@testing-library/react';
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

const notices = () => screen.queryAllByText(OFFLINE);

describe('the offline notice', () => {
  it('is one for the whole deck while the stream is down, and goes once it is back', async () => {
    const { store, deck } = renderDeck();
    await renderTimeline(store, deck);
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
    const { store, deck } = renderDeck();
    await renderTimeline(store, deck);
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
});
