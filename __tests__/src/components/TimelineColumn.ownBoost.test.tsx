import { act } from '@testing-library/react';
import { streamingEventsReceived } from '../../../src/domain/streamingEvents';
import { emptyEntities } from '../../../src/domain/importer/normalize';
import { TimelineColumn } from '../../../src/features/timelines/components/TimelineColumn';
import { rememberScroll } from '../../../src/features/timelines/components/scrollMemory';
import { makeAccount, makeStatus } from '../fixtures';
import { makeTimelineStore, mockLayout, renderTimeline, statusIds } from './timelineHarness';

let restore: () => void;
beforeEach(() => {
  restore = mockLayout();
  // Each test starts Home at the top, whatever an earlier one left in the scroll memory.
  rememberScroll('home', { offset: 0, measurements: [] });
});
afterEach(() => restore());

/** Home at the top with ten posts; `boost` arrives streamed (a boost of the first post by `booster`). */
async function boostArrives(booster: string) {
  const ids = statusIds(10);
  const boost = makeStatus('200000', { account: makeAccount(booster), reblog: makeStatus(ids[0]) });
  const { store } = makeTimelineStore({ home: { items: ids, top: true } }, [
    ...ids.map((id) => makeStatus(id)),
    boost,
  ]);
  await renderTimeline(store, <TimelineColumn timelineId="home" title="Home" />);
  const body = document.querySelector<HTMLElement>('.column__body')!;
  expect(body.scrollTop).toBe(0);
  act(() => {
    store.dispatch(
      streamingEventsReceived({
        entities: emptyEntities(),
        events: [{ type: 'update', statusId: boost.id, timelineIds: ['home'] }],
      }),
    );
  });
  expect(store.getState().timelines.home?.items[0]).toBe(boost.id);
  return body;
}

describe('the user boosts a post while at the top of Home', () => {
  it('their own boost arriving on top keeps the posts on screen in place: the list scrolls by its row', async () => {
    const body = await boostArrives('1');
    // Rows are 100 px (the harness): what was at 0 is still at the top of the view.
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(body.scrollTop).toBe(100);
  });

  it("someone else's boost arriving on top is shown there, as any new post at the top is", async () => {
    const body = await boostArrives('2');
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(body.scrollTop).toBe(0);
  });
});
