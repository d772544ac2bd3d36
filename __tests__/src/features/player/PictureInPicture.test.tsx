import { act, fireEvent, screen } from '@testing-library/react';
import { PictureInPictureHost } from '../../../../src/app/PictureInPictureHost';
import { deleteSucceeded } from '../../../../src/domain/events';
import { entitiesImported } from '../../../../src/domain/importer/actions';
import { emptyEntities } from '../../../../src/domain/importer/normalize';
import { streamingEventsReceived } from '../../../../src/domain/streamingEvents';
import { VideoPlayer } from '../../../../src/features/player/components/VideoPlayer';
import { deployPictureInPicture } from '../../../../src/features/player/pictureInPicture';
import { selectPictureInPicture } from '../../../../src/features/player/slice';
import { makeAccount, makeStatus, makeTestStore } from '../../fixtures';
import { renderWithStore, resetStoredVolume, stubMediaElements } from './mediaStub';

let media: ReturnType<typeof stubMediaElements>;
beforeEach(() => {
  media = stubMediaElements();
  resetStoredVolume();
});
afterEach(() => {
  media.restore();
  jest.useRealTimers();
});

const POST = { statusId: '70', accountId: '7' };

function storeWithPost(loaded = true) {
  const { store } = makeTestStore();
  if (loaded)
    store.dispatch(entitiesImported({ statuses: [makeStatus('70', { account: makeAccount('7') })] }));
  return store;
}

const clip = {
  kind: 'video' as const,
  src: 'https://files.example/clip.mp4',
  preview: 'https://files.example/clip.png',
  description: 'A test pattern',
  currentTime: 12,
};

/** An inline player in the post, playing; `place` moves it on the page. */
function playingInPost(store = storeWithPost()) {
  const result = renderWithStore(
    <VideoPlayer
      src={clip.src}
      preview={clip.preview}
      description={clip.description}
      pictureInPicture={POST}
    />,
    store,
  );
  const player = screen.getByRole('group', { name: 'Video: A test pattern' });
  const video = player.querySelector('video')!;
  let top = 100;
  player.getBoundingClientRect = () =>
    ({ top, bottom: top + 200, left: 0, right: 300, width: 300, height: 200 }) as DOMRect;
  fireEvent.click(screen.getByRole('button', { name: 'Play' }));
  video.currentTime = 12;
  return {
    ...result,
    video,
    place: (y: number) => {
      top = y;
    },
    scroll: () => fireEvent.scroll(document),
  };
}

describe('picture-in-picture', () => {
  it('a playing video scrolled out of view pauses in place and continues in the floating player, checked at most every 150 ms', () => {
    jest.useFakeTimers();
    const { video, place, scroll, store } = playingInPost();
    scroll();
    act(() => jest.advanceTimersByTime(0));
    expect(video.paused).toBe(false);
    place(-400);
    act(() => jest.advanceTimersByTime(50));
    scroll();
    act(() => jest.advanceTimersByTime(99));
    scroll();
    expect(video.paused).toBe(false);
    act(() => jest.advanceTimersByTime(1));
    expect(video.paused).toBe(true);
    expect(selectPictureInPicture(store.getState())).toEqual({ ...POST, ...clip, frameRate: undefined });
  });

  it('a video still on screen, or paused, stays where it is', () => {
    jest.useFakeTimers();
    const { video, place, scroll, store } = playingInPost();
    place(500);
    scroll();
    act(() => jest.advanceTimersByTime(200));
    expect(video.paused).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    place(-400);
    scroll();
    act(() => jest.advanceTimersByTime(200));
    expect(selectPictureInPicture(store.getState())).toBeNull();
  });

  it('opens only while its post is loaded: not for a post missing from the store, nor a deleted one', () => {
    jest.useFakeTimers();
    const missing = playingInPost(storeWithPost(false));
    missing.place(-400);
    missing.scroll();
    act(() => jest.advanceTimersByTime(200));
    expect(missing.video.paused).toBe(true);
    expect(selectPictureInPicture(missing.store.getState())).toBeNull();
    missing.unmount();

    const store = storeWithPost();
    store.dispatch(
      streamingEventsReceived({
        entities: emptyEntities(),
        events: [{ type: 'delete', statusId: '70', reblogIds: [] }],
      }),
    );
    expect(deployPictureInPicture(store, POST, clip)).toBe(false);
    expect(selectPictureInPicture(store.getState())).toBeNull();
  });

  it('a player whose post leaves the screen while playing continues in the floating player', () => {
    const { unmount, store } = playingInPost();
    unmount();
    expect(selectPictureInPicture(store.getState())).toMatchObject({ statusId: '70', currentTime: 12 });
  });

  it('playing the post’s own player again takes the playback back from the floating player', () => {
    const store = storeWithPost();
    deployPictureInPicture(store, POST, clip);
    renderWithStore(<VideoPlayer src={clip.src} description="Again" pictureInPicture={POST} />, store);
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect(selectPictureInPicture(store.getState())).toBeNull();
  });

  it('the floating player shows the post’s author with a link back to the post, plays from where it was, and Close removes it', () => {
    const store = storeWithPost();
    deployPictureInPicture(store, POST, clip);
    renderWithStore(<PictureInPictureHost />, store);
    const floating = screen.getByRole('region', { name: 'Playing' });
    expect(floating).toHaveTextContent('User 7');
    expect(screen.getByRole('link', { name: /Back to the post/ })).toHaveAttribute('href', '/@user7/70');
    const video = floating.querySelector('video')!;
    expect(video.currentTime).toBe(12);
    expect(video.paused).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(selectPictureInPicture(store.getState())).toBeNull();
    expect(screen.queryByRole('region', { name: 'Playing' })).toBeNull();
  });

  it('deleting its post removes it, whether the user deleted it or the stream says so', () => {
    const store = storeWithPost();
    deployPictureInPicture(store, POST, clip);
    renderWithStore(<PictureInPictureHost />, store);
    expect(screen.getByRole('region', { name: 'Playing' })).toBeInTheDocument();
    act(() => {
      store.dispatch(deleteSucceeded({ statusId: '70', reblogIds: [] }));
    });
    expect(selectPictureInPicture(store.getState())).toBeNull();
    expect(screen.queryByRole('region', { name: 'Playing' })).toBeNull();

    // The slice forgets it by itself, whether or not the floating player is on screen.
    const deleted = storeWithPost();
    deployPictureInPicture(deleted, POST, clip);
    deleted.dispatch(deleteSucceeded({ statusId: '70', reblogIds: [] }));
    expect(selectPictureInPicture(deleted.getState())).toBeNull();
    const streamed = storeWithPost();
    deployPictureInPicture(streamed, POST, clip);
    streamed.dispatch(
      streamingEventsReceived({
        entities: emptyEntities(),
        events: [{ type: 'delete', statusId: '70', reblogIds: [] }],
      }),
    );
    expect(selectPictureInPicture(streamed.getState())).toBeNull();
  });

  it('is gone once its post is no longer loaded', () => {
    const store = storeWithPost();
    deployPictureInPicture(store, POST, clip);
    // The post leaves the store another way than a delete of it (here: a boost of it deleted, with it).
    act(() => {
      store.dispatch(deleteSucceeded({ statusId: '71', reblogIds: ['70'] }));
    });
    renderWithStore(<PictureInPictureHost />, store);
    expect(screen.queryByRole('region', { name: 'Playing' })).toBeNull();
    expect(selectPictureInPicture(store.getState())).toBeNull();
  });
});
