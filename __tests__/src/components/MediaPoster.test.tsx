import { fireEvent, screen, waitFor } from '@testing-library/react';
import { entitiesImported } from '../../../src/domain/importer/actions';
import { StatusContainer } from '../../../src/features/statuses/components/StatusContainer';
import { makeAccount, makeStatus, makeTestStore } from '../fixtures';
import { renderWithStore, resetStoredVolume, stubMediaElements } from '../features/player/mediaStub';

// Its own file: whether the first posts have been drawn is the page's, once, for every post after.
it('before the first posts are drawn a video is a poster with a play button; pressed, the player loads and plays at once, with the focus', async () => {
  const media = stubMediaElements();
  resetStoredVolume();
  // The first frame is never done here: only the press can bring the player.
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
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
    const poster = screen.getByRole('button', { name: 'Play A test pattern' });
    expect(poster.querySelector('img')).toHaveAttribute('src', 'https://files.example/v-small.png');
    expect(document.querySelector('video')).toBeNull();
    fireEvent.click(poster);
    const player = await screen.findByRole('group', { name: 'Video: A test pattern' });
    await waitFor(() => expect(player.querySelector('video')!.paused).toBe(false));
    expect(player).toHaveFocus();
  } finally {
    media.restore();
  }
});
