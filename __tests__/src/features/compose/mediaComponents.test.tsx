import { act, render, screen, fireEvent } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { I18nProvider } from '../../../../src/app/i18n';
import type { ComposeMedia } from '../../../../src/domain/composeDraft';
import { restoredPostOf } from '../../../../src/domain/restoredPost';
import { postLoadedIntoCompose } from '../../../../src/domain/events';
import { ComposeArea } from '../../../../src/features/compose/components/ComposeArea';
import { MediaEditModal } from '../../../../src/features/compose/components/media/MediaEditModal';
import { focusAt, focusMoved } from '../../../../src/features/compose/media/focalPoint';
import { makeInitialCompose, type ComposeState } from '../../../../src/features/compose/slice';
import { makeStatus, makeTestStore, signedInAuth } from '../../fixtures';

const picture = (id: string, extra: Partial<ComposeMedia> = {}): ComposeMedia => ({
  id,
  type: 'image',
  url: `https://example.test/${id}.png`,
  preview_url: `https://example.test/${id}-small.png`,
  description: '',
  focus: null,
  ...extra,
});

function renderWith(ui: React.ReactElement, compose: Partial<ComposeState> = {}) {
  const made = makeTestStore(
    {},
    { auth: signedInAuth('1'), compose: { ...makeInitialCompose(), ...compose } },
  );
  render(
    <Provider store={made.store}>
      <I18nProvider>{ui}</I18nProvider>
    </Provider>,
  );
  return made;
}

describe('compose box media', () => {
  it('offers "Add images, a video or an audio file" with a picker for any media when the server lists no types', () => {
    renderWith(<ComposeArea />);
    screen.getByRole('button', { name: 'Add images, a video or an audio file' });
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    expect(input.multiple).toBe(true);
    expect(input.accept).toBe('image/*,video/*,audio/*');
  });

  it("shows an upload's progress as a named progress bar and a percentage, and Post waits for it", () => {
    renderWith(<ComposeArea />, { text: 'Hi', uploads: [{ key: 'k', progress: 42 }] });
    const bar = screen.getByRole('progressbar', { name: 'Uploading...' });
    expect(bar).toHaveAttribute('value', '42');
    screen.getByText('42%');
    expect(screen.getByRole('button', { name: 'Post' })).toBeDisabled();
  });

  it('a processing attachment shows as such and Post stays disabled until it is ready', () => {
    renderWith(<ComposeArea />, { text: 'Hi', media: [picture('1', { type: 'video', processing: true })] });
    screen.getByText('Processing…');
    expect(screen.getByRole('button', { name: 'Post' })).toBeDisabled();
  });

  it('each attachment has its preview (its description as alt), Edit, Delete and the sensitive toggle', async () => {
    const user = userEvent.setup();
    const { store } = renderWith(<ComposeArea />, {
      text: 'Hi',
      media: [picture('1', { description: 'A cat' }), picture('2')],
    });
    const list = screen.getByRole('list', { name: 'Attachments' });
    screen.getByRole('img', { name: 'A cat' });
    expect(screen.getByRole('button', { name: 'Post' })).toBeEnabled();
    await user.click(screen.getAllByRole('button', { name: 'Edit' })[0]);
    expect(store.getState().modals.stack).toEqual([
      { modalType: 'FOCAL_POINT', modalProps: { mediaId: '1' } },
    ]);
    await user.click(screen.getByRole('checkbox', { name: 'Mark media as sensitive' }));
    expect(store.getState().compose.sensitive).toBe(true);
    await user.click(screen.getAllByRole('button', { name: 'Delete' })[1]);
    expect(store.getState().compose.media.map((m) => m.id)).toEqual(['1']);
    expect(list.querySelectorAll('li')).toHaveLength(1);
  });

  it("a redrafted post's media show as attachments with their previews, not as a count", () => {
    const { store } = renderWith(<ComposeArea />);
    const status = makeStatus('9', {
      media_attachments: [
        {
          id: '31',
          type: 'image',
          url: 'https://example.test/31.png',
          preview_url: 'https://example.test/31s.png',
          description: 'Old',
          meta: {},
        } as never,
      ],
    });
    act(() => {
      store.dispatch(postLoadedIntoCompose(restoredPostOf(status, { text: 'again' })));
    });
    expect(screen.getByRole('img', { name: 'Old' })).toHaveAttribute('src', 'https://example.test/31s.png');
    expect(screen.queryByText(/media attachment/)).toBeNull();
  });

  it('files dropped on the box or pasted into the text are uploaded', () => {
    const { actions } = renderWith(<ComposeArea />);
    const png = new File(['x'], 'a.png', { type: 'image/png' });
    const box = document.querySelector('.compose-area')!;
    fireEvent.drop(box, { dataTransfer: { types: ['Files'], files: [png] } });
    fireEvent.paste(screen.getByRole('textbox', { name: "What's on your mind?" }), {
      clipboardData: { files: [png], getData: () => '' },
    });
    const requested = actions.filter((a) => a.type === 'compose/uploadRequested');
    expect(requested).toHaveLength(2);
    expect((requested[0].payload as { files: File[] }).files).toEqual([png]);
  });
});

describe('the alt text dialog', () => {
  const open = (compose: Partial<ComposeState>) =>
    renderWith(<MediaEditModal onClose={jest.fn()} titleId="t" mediaId="1" />, compose);

  it("counts the description against 1,500 characters (or the server's description_limit)", async () => {
    const user = userEvent.setup();
    open({ media: [picture('1')] });
    screen.getByRole('heading', { name: 'Add alt text' });
    await user.type(
      screen.getByRole('textbox', { name: 'Describe this for people with visual impairments…' }),
      'Hello',
    );
    screen.getByText('1,495 characters left');
  });

  it('the focal point moves with a click and with the arrow keys, within -1..1', async () => {
    expect(focusAt(75, 25, { left: 0, top: 0, width: 100, height: 100 })).toEqual({ x: 0.5, y: 0.5 });
    expect(focusMoved({ x: 0.95, y: -1 }, 'ArrowRight')).toEqual({ x: 1, y: -1 });
    expect(focusMoved(null, 'ArrowUp')).toEqual({ x: 0, y: 0.1 });
    expect(focusMoved(null, 'Enter')).toBeNull();
    const user = userEvent.setup();
    open({ media: [picture('1')] });
    const point = screen.getByRole('button', { name: 'Focal point (0.00, 0.00)' });
    point.focus();
    await user.keyboard('{ArrowLeft}{ArrowDown}');
    screen.getByRole('button', { name: 'Focal point (-0.10, -0.10)' });
  });

  it('Done asks to save the description and focal point', async () => {
    const user = userEvent.setup();
    const { actions } = open({ media: [picture('1', { description: 'Was', focus: { x: 0.2, y: 0.3 } })] });
    const field = screen.getByRole('textbox');
    await user.clear(field);
    await user.type(field, 'Now');
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(actions.find((a) => a.type === 'compose/mediaDescriptionSaveRequested')?.payload).toEqual({
      id: '1',
      description: 'Now',
      focus: { x: 0.2, y: 0.3 },
    });
  });

  it('video offers "Change thumbnail" for a new post, not for an edited one', () => {
    open({ media: [picture('1', { type: 'video' })] });
    screen.getByLabelText('Change thumbnail');
    screen.getByRole('textbox', { name: 'Describe this for people with hearing impairments…' });
  });
});
