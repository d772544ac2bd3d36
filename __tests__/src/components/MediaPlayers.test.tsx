import { act, fireEvent, screen } from '@testing-library/react';
import type { MediaAttachment } from '../../../src/api/entities';
import { entitiesImported } from '../../../src/domain/importer/actions';
import { localSettingChanged } from '../../../src/features/settings/slice';
import type { MediaDisplay } from '../../../src/features/settings/defaults';
import { StatusContainer } from '../../../src/features/statuses/components/StatusContainer';
import { makeAccount, makeStatus, makeTestStore } from '../fixtures';
import { renderWithStore, resetStoredVolume, stubMediaElements } from '../features/player/mediaStub';

let media: ReturnType<typeof stubMediaElements>;
beforeAll(() => {
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});
beforeEach(() => {
  media = stubMediaElements();
  resetStoredVolume();
});
afterEach(() => media.restore());

const video = {
  id: 'v',
  type: 'video',
  url: 'https://files.example/v.mp4',
  preview_url: 'https://files.example/v-small.png',
  description: 'A test pattern',
  meta: { original: { duration: 30, frame_rate: '10/1' } },
} as MediaAttachment;
const audio = {
  id: 'a',
  type: 'audio',
  url: 'https://files.example/a.mp3',
  preview_url: null,
  description: 'A tone',
} as unknown as MediaAttachment;

function renderPost(
  attachments: MediaAttachment[],
  { sensitive = false, display = 'default' }: { sensitive?: boolean; display?: MediaDisplay } = {},
) {
  const { store } = makeTestStore();
  store.dispatch(
    entitiesImported({
      statuses: [
        makeStatus('60', {
          account: makeAccount('6', { avatar_static: 'https://files.example/avatar.png' }),
          sensitive,
          media_attachments: attachments,
        }),
      ],
    }),
  );
  store.dispatch(localSettingChanged({ media_display: display }));
  return renderWithStore(<StatusContainer id="60" filterContext="home" />, store);
}

describe('video and audio in a post', () => {
  it('a video plays in the app’s player, its preview as poster (no native controls)', async () => {
    renderPost([video]);
    const player = await screen.findByRole('group', { name: 'Video: A test pattern' });
    const element = player.querySelector('video')!;
    expect(element).toHaveAttribute('src', 'https://files.example/v.mp4');
    expect(element).toHaveAttribute('poster', 'https://files.example/v-small.png');
    expect(element).not.toHaveAttribute('controls');
    expect(element).toHaveAttribute('preload', 'none');
    expect(screen.getByRole('slider', { name: 'Position' })).toHaveAttribute(
      'aria-valuetext',
      '0:00 of 0:30',
    );
  });

  it('audio plays in the app’s audio player, with the author’s avatar when it has no cover', async () => {
    renderPost([audio]);
    const player = await screen.findByRole('group', { name: 'Audio: A tone' });
    expect(player.querySelector('audio')).toHaveAttribute('src', 'https://files.example/a.mp3');
    expect(player.querySelector('image')).toHaveAttribute('href', 'https://files.example/avatar.png');
  });

  it('sensitive video and audio start hidden by the media display setting: hide sensitive (the default), hide all, show all', async () => {
    const hidden = () => document.querySelectorAll('.player[inert]').length;
    const cover = () => screen.queryByRole('button', { name: /Sensitive content/ });

    const sensitive = renderPost([video, audio], { sensitive: true });
    await screen.findByRole('group', { name: 'Video: A test pattern', hidden: true });
    await screen.findByRole('group', { name: 'Audio: A tone', hidden: true });
    expect(hidden()).toBe(2);
    expect(cover()).toBeInTheDocument();
    sensitive.unmount();

    const all = renderPost([video], { display: 'hide_all' });
    await screen.findByRole('group', { name: 'Video: A test pattern', hidden: true });
    expect(hidden()).toBe(1);
    all.unmount();

    renderPost([video], { sensitive: true, display: 'show_all' });
    await screen.findByRole('group', { name: 'Video: A test pattern' });
    expect(hidden()).toBe(0);
    expect(cover()).toBeNull();
  });

  it('revealed, a sensitive video plays; hiding it pauses it and covers it, in place', async () => {
    renderPost([video], { sensitive: true });
    fireEvent.click(screen.getByRole('button', { name: /Sensitive content/ }));
    const player = await screen.findByRole('group', { name: 'Video: A test pattern' });
    const element = player.querySelector('video')!;
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect(element.paused).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Hide image' }));
    expect(element.paused).toBe(true);
    expect(player).toHaveAttribute('inert');
    expect(document.querySelector('.media-gallery__cover')).toBeInTheDocument();
    // The same player, still mounted: nothing moved elsewhere.
    expect(document.querySelector('video')).toBe(element);
  });

  it('Expand video pauses it and opens the media viewer at it, to go on from where it was', async () => {
    const { store } = renderPost([video]);
    const player = await screen.findByRole('group', { name: 'Video: A test pattern' });
    const element = player.querySelector('video')!;
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    element.currentTime = 12;
    fireEvent.click(screen.getByRole('button', { name: 'Expand video' }));
    expect(element.paused).toBe(true);
    expect(store.getState().modals.stack).toEqual([
      { modalType: 'MEDIA', modalProps: { statusId: '60', index: 0, startTime: 12 } },
    ]);
  });

  it('a changed media setting hides a playing video at once, pausing it', async () => {
    const { store } = renderPost([video]);
    const player = await screen.findByRole('group', { name: 'Video: A test pattern' });
    const element = player.querySelector('video')!;
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    act(() => {
      store.dispatch(localSettingChanged({ media_display: 'hide_all' }));
    });
    expect(element.paused).toBe(true);
    expect(document.querySelector('video')).toBe(element);
    expect(screen.getByRole('button', { name: /Sensitive content/ })).toBeInTheDocument();
  });
});
