import { selectHomeMarker } from '../../../src/features/markers/selectors';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { streamingEventsReceived } from '../../../src/domain/streamingEvents';
import { TimelineColumn } from '../../../src/features/timelines/components/TimelineColumn';
import { NEW_ROWS_PER_TASK } from '../../../src/features/timelines/components/VirtualTimeline';
import { emptyEntities } from '../../../src/domain/importer/normalize';
import { makeStatus } from '../fixtures';
import { makeTimelineStore, mockLayout, renderTimeline, statusIds } from './timelineHarness';

let restore: () => void;
beforeEach(() => {
  restore = mockLayout();
});
afterEach(() => restore());

const statuses = (ids: string[]) => ids.map((id) => makeStatus(id));

describe('TimelineColumn: virtual list', () => {
  it('mounts a bounded number of posts even with 2,000 items', async () => {
    const ids = statusIds(2000);
    const { store } = makeTimelineStore({ home: { items: ids } }, statuses(ids));
    await renderTimeline(store, <TimelineColumn timelineId="home" title="Home" />);
    const mounted = screen.getAllByRole('article').length;
    expect(mounted).toBeGreaterThan(3);
    expect(mounted).toBeLessThanOrEqual(60);
  });

  it('a burst at the top draws a few new posts per task, the rest in the next tasks (bursts)', async () => {
    const ids = statusIds(10);
    const { store } = makeTimelineStore({ home: { items: ids.slice(8), top: true } }, statuses(ids));
    await renderTimeline(store, <TimelineColumn timelineId="home" title="Home" />);
    expect(screen.getAllByRole('article')).toHaveLength(2);
    const burst = ids.slice(0, 8).reverse();
    const arrive = (some: string[]) =>
      store.dispatch(
        streamingEventsReceived({
          entities: emptyEntities(),
          events: some.map((statusId) => ({ type: 'update', statusId, timelineIds: ['home'] })),
        }),
      );
    // Two renders in the same task (as when the list re-renders after measuring) share one budget.
    act(() => {
      arrive(burst.slice(0, 4));
    });
    act(() => {
      arrive(burst.slice(4));
    });
    // Nine rows are mounted (600 px of 100 px rows, and the overscan): the eight new ones take turns.
    const drawnNew = () => screen.getAllByRole('article').filter((a) => burst.includes(a.dataset.id!));
    expect(drawnNew()).toHaveLength(NEW_ROWS_PER_TASK);
    // The following tasks draw the rest, without anything else happening.
    await waitFor(() => expect(drawnNew()).toHaveLength(8));
    // Every mounted row shows its post again.
    expect(screen.getAllByRole('article')).toHaveLength(document.querySelectorAll('.timeline__row').length);
  });

  it('a burst into two columns rendered together draws a few new posts per task in all, not a few in each', async () => {
    const ids = statusIds(10);
    const { store } = makeTimelineStore(
      { home: { items: ids.slice(8), top: true }, local: { items: ids.slice(8), top: true } },
      statuses(ids),
    );
    await renderTimeline(
      store,
      <>
        <TimelineColumn timelineId="home" title="Home" />
        <TimelineColumn timelineId="local" title="Local timeline" />
      </>,
    );
    expect(screen.getAllByRole('article')).toHaveLength(4);
    const burst = ids.slice(0, 8).reverse();
    // One update renders both columns.
    act(() => {
      store.dispatch(
        streamingEventsReceived({
          entities: emptyEntities(),
          events: burst.map((statusId) => ({ type: 'update', statusId, timelineIds: ['home', 'local'] })),
        }),
      );
    });
    const drawnNew = () => screen.getAllByRole('article').filter((a) => burst.includes(a.dataset.id!));
    expect(drawnNew()).toHaveLength(NEW_ROWS_PER_TASK);
    await waitFor(() => expect(drawnNew()).toHaveLength(16));
  });

  it('asks for older posts when the end of the list comes into view', async () => {
    const ids = statusIds(3);
    const { store, actions } = makeTimelineStore({ home: { items: ids } }, statuses(ids));
    await renderTimeline(store, <TimelineColumn timelineId="home" title="Home" />);
    expect(actions).toContainEqual({
      type: 'timelines/expandRequested',
      payload: { timelineId: 'home', maxId: ids[2] },
    });
  });

  it('j and k move the focus to the next and previous post', async () => {
    const user = userEvent.setup();
    const ids = statusIds(5);
    const { store } = makeTimelineStore({ home: { items: ids, hasMore: false } }, statuses(ids));
    await renderTimeline(store, <TimelineColumn timelineId="home" title="Home" />);
    const rows = () => document.querySelectorAll<HTMLElement>('.timeline__row');
    rows()[0].focus();
    await user.keyboard('j');
    expect(document.activeElement).toBe(rows()[1]);
    await user.keyboard('j');
    expect(within(document.activeElement as HTMLElement).getByRole('article')).toHaveAttribute(
      'data-id',
      ids[2],
    );
    await user.keyboard('k');
    expect(within(document.activeElement as HTMLElement).getByRole('article')).toHaveAttribute(
      'data-id',
      ids[1],
    );
  });
});

describe('TimelineColumn: header and markers', () => {
  it('shows new posts by one indicator, "N new posts" (no unread badge, no "Jump to newest"), and loads them', async () => {
    const user = userEvent.setup();
    const ids = statusIds(4);
    const { store } = makeTimelineStore(
      { home: { items: ids.slice(2), pendingItems: ids.slice(0, 2), unread: 2, top: false } },
      statuses(ids),
    );
    await renderTimeline(store, <TimelineColumn timelineId="home" title="Home" />);
    const body = document.querySelector<HTMLElement>('.column__body')!;
    body.scrollTop = 900;
    fireEvent.scroll(body);
    expect(screen.queryByLabelText('2 unread items')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Jump to newest' })).toBeNull();
    expect(screen.getAllByRole('button', { name: /new post/ })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: '2 new posts' }));
    expect(store.getState().timelines.home.items.slice(0, 2)).toEqual(ids.slice(0, 2));
    expect(screen.queryByRole('button', { name: /new posts/ })).toBeNull();
  });

  it('puts "You stopped reading here" above the home marker’s post', async () => {
    const ids = statusIds(4);
    const { store } = makeTimelineStore({ home: { items: ids } }, statuses(ids), {
      markers: { server: { home: ids[2] }, local: {} },
    });
    await renderTimeline(
      store,
      <TimelineColumn timelineId="home" title="Home" readMarkerSelector={selectHomeMarker} />,
    );
    const divider = screen.getByRole('separator');
    expect(divider).toHaveTextContent('You stopped reading here');
    expect(divider.closest('.timeline__row')?.querySelector('article')).toHaveAttribute('data-id', ids[2]);
  });

  it('offers "Jump to newest" once scrolled away from the top', async () => {
    const user = userEvent.setup();
    const ids = statusIds(20);
    const { store, actions } = makeTimelineStore({ home: { items: ids } }, statuses(ids));
    await renderTimeline(store, <TimelineColumn timelineId="home" title="Home" />);
    expect(screen.queryByRole('button', { name: 'Jump to newest' })).toBeNull();
    const body = document.querySelector<HTMLElement>('.column__body')!;
    body.scrollTo = jest.fn(({ top }: ScrollToOptions) => {
      body.scrollTop = top ?? 0;
      fireEvent.scroll(body);
    }) as unknown as typeof body.scrollTo;
    body.scrollTop = 900;
    fireEvent.scroll(body);
    expect(actions).toContainEqual({
      type: 'timelines/topChanged',
      payload: { timelineId: 'home', top: false },
    });
    await user.click(screen.getByRole('button', { name: 'Jump to newest' }));
    expect(body.scrollTop).toBe(0);
    expect(screen.queryByRole('button', { name: 'Jump to newest' })).toBeNull();
  });

  it('hides boosts and replies to others in home when its settings say so, without fetching', async () => {
    const own = makeStatus('30');
    const boost = makeStatus('20', { reblog: makeStatus('5') });
    const reply = makeStatus('10', { in_reply_to_id: '3', in_reply_to_account_id: '2' });
    const { store } = makeTimelineStore({ home: { items: ['30', '20', '10'] } }, [own, boost, reply]);
    await renderTimeline(store, <TimelineColumn timelineId="home" title="Home" hideReblogs hideReplies />);
    expect(screen.getAllByRole('article').map((a) => a.getAttribute('data-id'))).toEqual(['30']);
  });
});

describe('TimelineColumn: an empty timeline', () => {
  it.each([
    ['home', 'Your home timeline is empty! Follow more people to fill it up.'],
    ['public:local', 'The local timeline is empty. Write something publicly to get the ball rolling!'],
    [
      'public',
      'There is nothing here! Write something publicly, or follow people from other servers to fill it up.',
    ],
    ['hashtag:cats', 'There is nothing in this hashtag yet.'],
    ['list:7', 'There is nothing in this list yet. When its members post, their posts appear here.'],
    ['account:5', 'Nothing here yet.'],
  ])('%s says in one padded line what would fill it', async (timelineId, hint) => {
    const { store } = makeTimelineStore({ [timelineId]: { items: [], hasMore: false } }, []);
    await renderTimeline(store, <TimelineColumn timelineId={timelineId} title="A timeline" />);
    expect(screen.getByText(hint)).toHaveClass('timeline__empty');
  });
});
