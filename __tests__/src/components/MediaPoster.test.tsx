import { act, screen, waitFor } from '@testing-library/react';
import { entitiesImported } from '../../../src/domain/importer/actions';
import { StatusContainer } from '../../../src/features/statuses/components/StatusContainer';
import { makeAccount, makeStatus, makeTestStore } from '../fixtures';
import { renderWithStore, resetStoredVolume, stubMediaElements } from '../features/player/mediaStub';

// Its own file: whether the first posts have been drawn is the page's, once, for every post after.
it('before the first posts are drawn a video is its preview in place, with no player; once they are drawn the player takes its place', async () => {
  const media = stubMediaElements();
  resetStoredVolume();
  // The first frame is held here and let go by the test.
  const frames: FrameRequestCallback[] = [];
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
    frames.push(callback);
    return frames.length;
  });
  try {
    const { store } = makeTestStore();
    store.dispatch(
      entitiesImported({
        statuses: [
          makeStatus('60', {
            account: makeAccount('6'),
            media_attachments: [
              {
                id: 'v',
                type: 'video',
                url: 'https://files.example/v.mp4',
                preview_url: 'https://files.example/v-small.png',
                description: 'A test pattern',
              },
            ],
          }),
        ],
      }),
    );
    renderWithStore(<StatusContainer id="60" filterContext="home" />, store);
    const preview = document.querySelector('.media-gallery img');
    expect(preview).toHaveAttribute('src', 'https://files.example/v-small.png');
    expect(document.querySelector('video')).toBeNull();
    expect(screen.queryByRole('group', { name: 'Video: A test pattern' })).toBeNull();
    act(() => {
      for (const frame of frames.splice(0)) frame(0);
    });
    const player = await screen.findByRole('group', { name: 'Video: A test pattern' });
    await waitFor(() => expect(player.querySelector('video')).not.toBeNull());
  } finally {
    media.restore();
  }
});
