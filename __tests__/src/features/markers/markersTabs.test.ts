import type { TabsChannel } from '../../../../src/domain/tabs';
import { selectUnsubmittedMarkers } from '../../../../src/features/markers/selectors';
import { markerReadPositionChanged, markersFetchRequested } from '../../../../src/features/markers/slice';
import { markersLockName } from '../../../../src/features/markers/tabs';
import { fakeApi, makeTestStore, runFeatures, savedAccount, signedInAuth } from '../../fixtures';
import { fakeTabs, installLocks } from '../../tabsFakes';

const ok = (data: unknown = {}) => ({ data, status: 200, links: {}, headers: new Headers() }) as never;
const read = (lastReadId: string) => markerReadPositionChanged({ timeline: 'home', lastReadId });
const wait = () => new Promise((resolve) => setTimeout(resolve, 10));
const sentHome = (api: ReturnType<typeof fakeApi>) =>
  api.post.mock.calls.map(
    ([, options]) => (options as { json: { home?: { last_read_id: string } } }).json.home?.last_read_id,
  );

/** A tab of the account whose markers the server holds at 100. */
async function tab(tabs: TabsChannel) {
  const api = fakeApi();
  api.get.mockResolvedValue(ok({ home: { last_read_id: '100', version: 1, updated_at: '' } }));
  api.post.mockResolvedValue(ok({}));
  const made = makeTestStore({ api, account: savedAccount, tabs }, { auth: signedInAuth('1') });
  const task = made.runSaga(runFeatures, 'markers');
  made.store.dispatch(markersFetchRequested());
  await wait();
  return { ...made, api, task };
}

let restore = () => undefined as void;
afterEach(() => restore());

describe('read markers: one tab at a time sends them (Markers)', () => {
  it('the tab holding the account’s lock sends what another tab read; that tab sends nothing and hears what was sent', async () => {
    const installed = installLocks();
    restore = installed.restore;
    const [a, b] = fakeTabs(2);
    const first = await tab(a);
    const second = await tab(b);
    expect(installed.locks.isHeld(markersLockName(savedAccount.key))).toBe(true);
    second.store.dispatch(read('120'));
    for (let i = 0; i < 10 && first.api.post.mock.calls.length === 0; i++) await wait();
    expect(sentHome(first.api)).toEqual(['120']);
    expect(second.api.post).not.toHaveBeenCalled();
    await wait();
    expect(selectUnsubmittedMarkers(second.store.getState())).toEqual({});
    first.task.cancel();
    second.task.cancel();
  });

  it('a tab whose position is older than what another tab sent never sends it, even once it holds the lock', async () => {
    const installed = installLocks();
    restore = installed.restore;
    const [other, b] = fakeTabs(2);
    // Another tab holds the lock, then sends 150 and closes.
    let close = () => undefined as void;
    void installed.locks.request(
      markersLockName(savedAccount.key),
      () => new Promise<void>((r) => (close = r)),
    );
    const late = await tab(b);
    late.store.dispatch(read('140'));
    await wait();
    expect(late.api.post).not.toHaveBeenCalled();
    expect(other.sent).toEqual([]);
    // It passed its position to the tab that sends.
    expect(b.sent).toEqual([{ type: 'markersRead', accountKey: savedAccount.key, markers: { home: '140' } }]);
    other.post({ type: 'markersSent', accountKey: savedAccount.key, markers: { home: '150' } });
    await wait();
    close();
    for (let i = 0; i < 5; i++) await wait();
    expect(installed.locks.isHeld(markersLockName(savedAccount.key))).toBe(true);
    expect(late.api.post).not.toHaveBeenCalled();
    late.store.dispatch(read('160'));
    for (let i = 0; i < 10 && late.api.post.mock.calls.length === 0; i++) await wait();
    expect(sentHome(late.api)).toEqual(['160']);
    late.task.cancel();
  });

  it('closing a session gives up the lock for the next tab', async () => {
    const installed = installLocks();
    restore = installed.restore;
    const [a, b] = fakeTabs(2);
    const first = await tab(a);
    const second = await tab(b);
    first.task.cancel();
    for (let i = 0; i < 5; i++) await wait();
    second.store.dispatch(read('130'));
    for (let i = 0; i < 10 && second.api.post.mock.calls.length === 0; i++) await wait();
    expect(sentHome(second.api)).toEqual(['130']);
    expect(first.api.post).not.toHaveBeenCalled();
    second.task.cancel();
  });

  it('without Web Locks each tab sends its own, as before, and still never one older than another tab sent', async () => {
    const [a, b] = fakeTabs(2);
    const first = await tab(a);
    const second = await tab(b);
    first.store.dispatch(read('150'));
    for (let i = 0; i < 10 && first.api.post.mock.calls.length === 0; i++) await wait();
    await wait();
    second.store.dispatch(read('140'));
    await wait();
    expect(sentHome(first.api)).toEqual(['150']);
    expect(second.api.post).not.toHaveBeenCalled();
    first.task.cancel();
    second.task.cancel();
  });
});
