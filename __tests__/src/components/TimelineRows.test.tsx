import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MediaAttachment } from '../../../src/api/entities';
import { entitiesImported } from '../../../src/domain/importer/actions';
import { emptyEntities } from '../../../src/domain/importer/normalize';
import { streamingEventsReceived } from '../../../src/domain/streamingEvents';
import { TimelineColumn } from '../../../src/features/timelines/components/TimelineColumn';
import { makeAccount, makeStatus } from '../fixtures';
import { resetStoredVolume, stubMediaElements } from '../features/player/mediaStub';
import { makeTimelineStore, mockLayout, renderInStore, statusIds } from './timelineHarness';

let restoreLayout: () => void;
let media: ReturnType<typeof stubMediaElements>;
let idle: (() => void) | undefined;
beforeAll(() => {
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});
beforeEach(() => {
  restoreLayout = mockLayout();
  media = stubMediaElements();
  resetStoredVolume();
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
  media.restore();
  delete (window as Partial<Window>).requestIdleCallback;
  delete (window as Partial<Window>).cancelIdleCallback;
});

const clip = {
  id: 'v',
  type: 'video',
  url: 'https://files.example/v.mp4',
  preview_url: 'https://files.example/v.png',
  description: 'A test pattern',
} as MediaAttachment;

/** Home with a video in its second post, drawn as the first paint draws it (no virtual list yet). */
async function homeWithVideo() {
  const ids = statusIds(6);
  const statuses = ids.map((id, index) =>
    makeStatus(id, { account: makeAccount('2'), media_attachments: index === 1 ? [clip] : [] }),
  );
  const made = makeTimelineStore({ home: { items: ids, top: true } }, statuses);
  renderInStore(made.store, <TimelineColumn timelineId="home" title="Home" />);
  const player = await screen.findByRole('group', { name: 'Video: A test pattern' });
  return { ...made, ids, player, video: player.querySelector('video')! };
}

/** The virtual list, loaded when the browser is idle (at once, for a column after the first). */
const takeOver = async () => {
  if (!document.querySelector('.timeline__rows--virtual')) {
    await waitFor(() => expect(idle).toBeDefined());
    act(() => idle!());
  }
  await waitFor(() => expect(document.querySelector('.timeline__rows--virtual')).not.toBeNull());
};

// Before any test loads the virtual list: once loaded, every later list has it at once.
describe('the first paint', () => {
  let innerHeight: PropertyDescriptor | undefined;
  beforeEach(() => {
    innerHeight = Object.getOwnPropertyDescriptor(window, 'innerHeight');
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: 600 });
  });
  afterEach(() => {
    if (innerHeight) Object.defineProperty(window, 'innerHeight', innerHeight);
  });

  it('draws the rows that fill the view before its frame (posts below it cost the first post its time), then a tall screen’s rows after it', async () => {
    const ids = statusIds(20);
    const { store } = makeTimelineStore(
      { home: { items: ids, top: true } },
      ids.map((id) => makeStatus(id, { account: makeAccount('2') })),
    );
    renderInStore(store, <TimelineColumn timelineId="home" title="Home" />);
    const drawn = () => document.querySelectorAll('.timeline__row').length;
    // A 600 px view, posts of 100 px: 6 rows, not the 12 a tall screen holds.
    expect(drawn()).toBe(6);
    expect(screen.getAllByRole('article')).toHaveLength(6);
    await waitFor(() => expect(drawn()).toBe(12));
    expect(document.querySelector('.timeline__rows--virtual')).toBeNull();
  });

  it('draws every post when fewer than fill the view', async () => {
    const ids = statusIds(3);
    const { store } = makeTimelineStore(
      { home: { items: ids, top: true } },
      ids.map((id) => makeStatus(id, { account: makeAccount('2') })),
    );
    renderInStore(store, <TimelineColumn timelineId="home" title="Home" />);
    expect(document.querySelectorAll('.timeline__row')).toHaveLength(3);
  });
});

describe('timeline rows never mount again', () => {
  it('when the virtual list takes over from the first paint: the same rows, a video started at once still playing, the focus kept', async () => {
    const { ids, player, video } = await homeWithVideo();
    expect(document.querySelector('.timeline__rows--virtual')).toBeNull();
    fireEvent.click(within(player).getByRole('button', { name: 'Play' }));
    expect(video.paused).toBe(false);
    const rows = ids.map((id) => document.querySelector(`.timeline__row[data-item="${id}"]`));
    const reply = within(rows[2] as HTMLElement).getByRole('button', { name: 'Reply' });
    reply.focus();

    await takeOver();

    const after = ids.map((id) => document.querySelector(`.timeline__row[data-item="${id}"]`));
    expect(after.every((row, i) => row === rows[i])).toBe(true);
    expect(document.querySelector('video')).toBe(video);
    expect(video.paused).toBe(false);
    expect(media.pause).not.toHaveBeenCalled();
    expect(reply).toHaveFocus();
  });

  it('when posts arrive above: the rows below stay, their video still playing', async () => {
    const { ids, store, video, player } = await homeWithVideo();
    await takeOver();
    fireEvent.click(within(player).getByRole('button', { name: 'Play' }));
    const row = document.querySelector(`.timeline__row[data-item="${ids[1]}"]`);
    const fresh = ['200001', '200002'].map((id) => makeStatus(id, { account: makeAccount('3') }));
    act(() => {
      store.dispatch(entitiesImported({ statuses: fresh }));
      store.dispatch(
        streamingEventsReceived({
          entities: emptyEntities(),
          events: fresh.map((status) => ({ type: 'update', statusId: status.id, timelineIds: ['home'] })),
        }),
      );
    });
    await waitFor(() => expect(document.querySelector('.timeline__row[data-item="200002"]')).not.toBeNull());
    expect(document.querySelector(`.timeline__row[data-item="${ids[1]}"]`)).toBe(row);
    expect(document.querySelector('video')).toBe(video);
    expect(video.paused).toBe(false);
  });
});
