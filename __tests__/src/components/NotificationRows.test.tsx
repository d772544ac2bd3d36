import { act, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import type { Notification, NotificationGroup } from '../../../src/api/entities';
import { entitiesImported } from '../../../src/domain/importer/actions';
import { NotificationsBody } from '../../../src/features/notifications/components/NotificationsBody';
import { notificationsStreamed } from '../../../src/features/notifications/live';
import { notificationsExpandSucceeded } from '../../../src/features/notifications/slice';
import { makeAccount, makeTestStore, signedInAuth } from '../fixtures';
import { mockLayout, renderInStore } from './timelineHarness';

// Each row draws its icon once per render of the row: what the rows' renders are counted by.
const iconRenders: string[] = [];
jest.mock('../../../src/features/notifications/components/NotificationIcon', () => ({
  NotificationIcon: ({ type }: { type: string }) => {
    iconRenders.push(type);
    return null;
  },
}));

const alice = makeAccount('7', { display_name: 'Alice', acct: 'alice', username: 'alice' });

const follows = (count: number): NotificationGroup[] =>
  Array.from({ length: count }, (_, i) => ({
    group_key: `ungrouped-${1000 - i}`,
    most_recent_notification_id: String(1000 - i),
    notifications_count: 1,
    type: 'follow',
    sample_account_ids: ['7'],
  }));

const followOf = (id: string) =>
  ({
    id,
    type: 'follow',
    created_at: '2026-01-01T00:00:00.000Z',
    group_key: `ungrouped-${id}`,
    account: alice,
  }) as Notification;

/** The column's body as the column draws it: the rows scroll in it. */
function Body() {
  const [body, setBody] = useState<HTMLDivElement | null>(null);
  return (
    <div className="column__body" ref={setBody}>
      <NotificationsBody scrollElement={body} />
    </div>
  );
}

let restoreLayout: () => void;
let idle: (() => void) | undefined;
beforeEach(() => {
  iconRenders.length = 0;
  restoreLayout = mockLayout();
  // The virtual list takes over when the browser is idle: here, when the test says so.
  idle = undefined;
  window.requestIdleCallback = (callback) => {
    idle = () => callback({ didTimeout: false, timeRemaining: () => 50 });
    return 1;
  };
  window.cancelIdleCallback = () => undefined;
});
afterEach(() => {
  restoreLayout();
  delete (window as Partial<Window>).requestIdleCallback;
  delete (window as Partial<Window>).cancelIdleCallback;
});

async function setup(groups: NotificationGroup[]) {
  const made = makeTestStore({}, { auth: signedInAuth('1') });
  made.store.dispatch(entitiesImported({ accounts: [alice] }));
  made.store.dispatch(notificationsExpandSucceeded({ groups, next: null, older: false }));
  renderInStore(made.store, <Body />);
  await screen.findAllByRole('article');
  return made;
}

describe('notification rows', () => {
  it('a streamed notification renders its own row only: the rows of groups that did not change do not render again', async () => {
    const { store } = await setup(follows(5));
    expect(screen.getAllByRole('article')).toHaveLength(5);
    iconRenders.length = 0;
    act(() => {
      store.dispatch(
        notificationsStreamed({ notifications: [followOf('2000')], options: { groupFollows: false } }),
      );
    });
    expect(screen.getAllByRole('article')).toHaveLength(6);
    expect(iconRenders).toEqual(['follow']);
  });

  it('the list is windowed: of 50 groups only the rows around the view are mounted', async () => {
    await setup(follows(50));
    await waitFor(() => expect(idle).toBeDefined());
    act(() => idle!());
    await waitFor(() => expect(document.querySelector('.timeline__rows--virtual')).not.toBeNull());
    // A 600 px body of 100 px rows, with a few rows drawn beyond the view on each side.
    await waitFor(() => expect(screen.getAllByRole('article').length).toBeGreaterThan(0));
    const mounted = screen.getAllByRole('article').length;
    expect(mounted).toBeLessThanOrEqual(12);
    expect(document.querySelectorAll('.timeline__row').length).toBeLessThan(50);
  });
});
