import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { I18nProvider } from '../../../src/app/i18n';
import { entitiesImported } from '../../../src/domain/importer/actions';
import { ModalRoot } from '../../../src/features/modals/components/ModalRoot';
import { MediaModal } from '../../../src/features/statuses/components/MediaModal';
import { StatusContainer } from '../../../src/features/statuses/components/StatusContainer';
import type { MediaAttachment } from '../../../src/api/entities';
import { makeAccount, makeStatus, makeTestStore } from '../fixtures';
import { stubMediaElements } from '../features/player/mediaStub';

beforeAll(() => {
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});

const media = (id: string, type: MediaAttachment['type'], description: string) =>
  ({
    id,
    type,
    url: `https://files.example/${id}.${type === 'image' ? 'png' : type === 'audio' ? 'mp3' : 'mp4'}`,
    preview_url: `https://files.example/${id}-small.png`,
    description,
  }) as MediaAttachment;

const ATTACHMENTS = [
  media('a', 'image', 'A red square'),
  media('b', 'audio', 'A tone'),
  media('c', 'image', 'A blue circle'),
  media('d', 'video', 'A test pattern'),
];

function setUp(index = 0) {
  const { store } = makeTestStore();
  store.dispatch(
    entitiesImported({
      statuses: [makeStatus('50', { account: makeAccount('5'), media_attachments: ATTACHMENTS })],
    }),
  );
  const onClose = jest.fn();
  const utils = render(
    <Provider store={store}>
      <I18nProvider>
        <ModalRoot
          stack={[{ modalType: 'MEDIA', modalProps: { statusId: '50', index } }]}
          onClose={onClose}
          registry={{ MEDIA: MediaModal }}
        />
      </I18nProvider>
    </Provider>,
  );
  return { ...utils, onClose, store };
}

const shownDescription = () => document.querySelector('.media-modal__description')?.textContent;

describe('the media viewer', () => {
  beforeEach(() => window.history.replaceState(null, '', '/@user/50'));

  it('is a dialog named "Media" showing the picture with its alt text, focus on Close', () => {
    setUp();
    const dialog = screen.getByRole('dialog', { name: 'Media' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('img', { name: 'A red square' })).toHaveAttribute(
      'src',
      'https://files.example/a.png',
    );
    expect(shownDescription()).toBe('A red square');
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    expect(screen.getByText('1 of 3')).toBeInTheDocument();
  });

  it('opens at the attachment clicked, counting only what can be looked at (audio stays in the post)', () => {
    setUp(2);
    expect(shownDescription()).toBe('A blue circle');
    expect(screen.getByText('2 of 3')).toBeInTheDocument();
    expect(screen.queryByText('A tone')).toBeNull();
  });

  it('Right and Left arrow keys move between attachments, wrapping around', async () => {
    setUp();
    const close = screen.getByRole('button', { name: 'Close' });
    fireEvent.keyDown(close, { key: 'ArrowRight' });
    expect(shownDescription()).toBe('A blue circle');
    fireEvent.keyDown(close, { key: 'ArrowRight' });
    expect(shownDescription()).toBe('A test pattern');
    // A video plays in the app's player; its arrows seek rather than move to another attachment.
    const player = await screen.findByRole('group', { name: 'Video: A test pattern' });
    fireEvent.keyDown(player, { key: 'ArrowRight' });
    expect(shownDescription()).toBe('A test pattern');
    fireEvent.keyDown(close, { key: 'ArrowRight' });
    expect(shownDescription()).toBe('A red square');
    fireEvent.keyDown(close, { key: 'ArrowLeft' });
    expect(shownDescription()).toBe('A test pattern');
  });

  it('a video expanded from its post plays on from where it was', async () => {
    const media = stubMediaElements();
    try {
      const { store } = makeTestStore();
      store.dispatch(
        entitiesImported({
          statuses: [makeStatus('50', { account: makeAccount('5'), media_attachments: ATTACHMENTS })],
        }),
      );
      render(
        <Provider store={store}>
          <I18nProvider>
            <ModalRoot
              stack={[{ modalType: 'MEDIA', modalProps: { statusId: '50', index: 3, startTime: 12 } }]}
              onClose={jest.fn()}
              registry={{ MEDIA: MediaModal }}
            />
          </I18nProvider>
        </Provider>,
      );
      const player = await screen.findByRole('group', { name: 'Video: A test pattern' });
      const video = player.querySelector('video')!;
      expect(video.currentTime).toBe(12);
      expect(video.paused).toBe(false);
    } finally {
      media.restore();
    }
  });

  it('Previous and Next buttons move between attachments', async () => {
    const user = userEvent.setup();
    setUp();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(shownDescription()).toBe('A blue circle');
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(shownDescription()).toBe('A red square');
  });

  it('a horizontal swipe moves to the next (leftwards) or previous (rightwards) attachment; a short or vertical one does not', () => {
    setUp();
    const stage = document.querySelector('.media-modal__stage')!;
    const swipe = (from: [number, number], to: [number, number]) => {
      fireEvent.touchStart(stage, { touches: [{ clientX: from[0], clientY: from[1] }] });
      fireEvent.touchEnd(stage, { changedTouches: [{ clientX: to[0], clientY: to[1] }] });
    };
    swipe([300, 400], [100, 410]);
    expect(shownDescription()).toBe('A blue circle');
    swipe([100, 400], [300, 390]);
    expect(shownDescription()).toBe('A red square');
    swipe([300, 400], [280, 400]);
    swipe([300, 100], [200, 500]);
    expect(shownDescription()).toBe('A red square');
  });

  it('a click on the picture (or the zoom button) zooms it to its natural size and back', async () => {
    const user = userEvent.setup();
    setUp();
    const picture = screen.getByRole('img', { name: 'A red square' });
    await user.click(picture);
    expect(picture).toHaveClass('media-modal__image--zoomed');
    expect(screen.getByRole('button', { name: 'Zoom to fit' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Zoom to fit' }));
    expect(picture).not.toHaveClass('media-modal__image--zoomed');
  });

  it('Escape closes it', () => {
    const { onClose } = setUp();
    fireEvent.keyDown(screen.getByRole('button', { name: 'Close' }), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('the Close button closes it', async () => {
    const user = userEvent.setup();
    const { onClose } = setUp();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('takes a history entry at the same address when it opens, and Back (popstate) closes it', () => {
    const before = window.history.length;
    const { onClose } = setUp();
    expect(window.history.length).toBe(before + 1);
    expect(window.location.pathname).toBe('/@user/50');
    act(() => {
      window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closed by its button, it gives its history entry back (history.back)', () => {
    const back = jest.spyOn(window.history, 'back').mockImplementation(() => undefined);
    const { unmount } = setUp();
    unmount();
    expect(back).toHaveBeenCalledTimes(1);
    back.mockRestore();
  });

  it('closed by Back, it does not go back a second time', () => {
    const back = jest.spyOn(window.history, 'back').mockImplementation(() => undefined);
    const { unmount } = setUp();
    act(() => {
      window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    });
    unmount();
    expect(back).not.toHaveBeenCalled();
    back.mockRestore();
  });
});

describe('media in a post', () => {
  function renderPost(attachments: MediaAttachment[]) {
    const { store, actions } = makeTestStore();
    store.dispatch(
      entitiesImported({
        statuses: [makeStatus('60', { account: makeAccount('6'), media_attachments: attachments })],
      }),
    );
    render(
      <Provider store={store}>
        <I18nProvider>
          <Router hook={memoryLocation().hook}>
            <StatusContainer id="60" filterContext="home" />
          </Router>
        </I18nProvider>
      </Provider>,
    );
    return actions;
  }

  it('a click on a picture opens the media viewer at it rather than following the link', async () => {
    const user = userEvent.setup();
    const actions = renderPost([media('a', 'image', 'A red square'), media('c', 'image', 'A blue circle')]);
    await user.click(await screen.findByRole('link', { name: 'A blue circle' }));
    expect(actions.at(-1)).toEqual({
      type: 'modals/opened',
      payload: { modalType: 'MEDIA', modalProps: { statusId: '60', index: 1 } },
    });
  });
});
