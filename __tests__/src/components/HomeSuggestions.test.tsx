import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { entitiesImported } from '../../../src/domain/importer/actions';
import { suggestionsFetched } from '../../../src/features/explore/slice';
import { TimelineColumn } from '../../../src/features/timelines/components/TimelineColumn';
import { makeAccount, makeStatus } from '../fixtures';
import { makeTimelineStore, mockLayout, renderTimeline } from './timelineHarness';

let restore: () => void;
beforeEach(() => {
  restore = mockLayout();
});
afterEach(() => restore());

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

function homeWith(ages: number[]) {
  const statuses = ages.map((age, i) => makeStatus(String(900 - i), { created_at: hoursAgo(age) }));
  const made = makeTimelineStore({ home: { items: statuses.map((s) => s.id), hasMore: false } }, statuses);
  made.store.dispatch(entitiesImported({ accounts: [makeAccount('50'), makeAccount('51')] }));
  made.store.dispatch(
    suggestionsFetched([
      { accountId: '50', sources: ['most_followed'] },
      { accountId: '51', sources: ['friends_of_friends'] },
    ]),
  );
  return made;
}

/** The post ids in the order drawn, with "S" where the suggestions are. */
function drawnOrder() {
  return [...document.querySelectorAll('.timeline__row')].flatMap((row) => [
    ...(row.querySelector('.inline-suggestions') ? ['S'] : []),
    ...[...row.querySelectorAll('article')].map((a) => a.dataset.id),
  ]);
}

describe('Home: "Who to follow" between the posts', () => {
  it('"goes before the first post older than 4 hours"', async () => {
    const { store } = homeWith([1, 2, 5, 6]);
    await renderTimeline(store, <TimelineColumn timelineId="home" title="Home" />);
    await screen.findByRole('region', { name: 'Who to follow' });
    expect(drawnOrder()).toEqual(['900', '899', 'S', '898', '897']);
  });

  it('"never at index 0": an old first post keeps its place at the top', async () => {
    const { store } = homeWith([5, 6]);
    await renderTimeline(store, <TimelineColumn timelineId="home" title="Home" />);
    await screen.findByRole('region', { name: 'Who to follow' });
    expect(drawnOrder()).toEqual(['900', 'S', '899']);
  });

  it('is not shown while every post is recent', async () => {
    const { store } = homeWith([1, 2]);
    await renderTimeline(store, <TimelineColumn timelineId="home" title="Home" />);
    expect(drawnOrder()).toEqual(['900', '899']);
    expect(screen.queryByRole('region', { name: 'Who to follow' })).toBeNull();
  });

  it('says why each is suggested, and Dismiss takes the card away at once', async () => {
    const { store, actions } = homeWith([5, 6]);
    await renderTimeline(store, <TimelineColumn timelineId="home" title="Home" />);
    const region = await screen.findByRole('region', { name: 'Who to follow' });
    expect(region).toHaveTextContent('Popular among people you follow');
    const cards = () => within(region).getAllByRole('listitem');
    expect(cards()).toHaveLength(2);
    await userEvent.click(within(cards()[0]).getByRole('button', { name: 'Dismiss suggestion' }));
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(actions).toContainEqual({
      type: 'explore/suggestionDismissRequested',
      payload: { accountId: '50' },
    });
  });
});

describe('Dismiss and the focus', () => {
  it("moves the focus to the next card's Dismiss, so the keyboard is not sent back to the top", async () => {
    const { store } = homeWith([5, 6]);
    await renderTimeline(store, <TimelineColumn timelineId="home" title="Home" />);
    const region = await screen.findByRole('region', { name: 'Who to follow' });
    const [first, second] = within(region).getAllByRole('button', { name: 'Dismiss suggestion' });
    await userEvent.click(first);
    expect(second).toHaveFocus();
  });
});
