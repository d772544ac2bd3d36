import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { I18nProvider } from '../../../src/app/i18n';
import { ModalHost } from '../../../src/app/ModalHost';
import { entitiesImported } from '../../../src/domain/importer/actions';
import { deleteSucceeded } from '../../../src/domain/events';
import { modalClosed } from '../../../src/features/modals/slice';
import { StatusContainer } from '../../../src/features/statuses/components/StatusContainer';
import { StatusMenuHost } from '../../../src/features/statuses/components/StatusMenuHost';
import { setOpenMenu } from '../../../src/features/statuses/components/menu/openMenu';
import { useAppDispatch, useAppSelector } from '../../../src/store/hooks';
import { makeAccount, makeStatus, makeTestStore, signedInAuth } from '../fixtures';

function setWidth(phone: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: phone && query.includes('max-width'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
}

function Modals() {
  const stack = useAppSelector((state) => state.modals.stack);
  const dispatch = useAppDispatch();
  return <ModalHost stack={stack} onClose={() => dispatch(modalClosed(undefined))} />;
}

function setup(accountId = '7') {
  const { store } = makeTestStore({}, { auth: signedInAuth('1') });
  store.dispatch(
    entitiesImported({
      statuses: [
        makeStatus('10', { account: makeAccount(accountId, { acct: 'alice' }), visibility: 'public' }),
      ],
    }),
  );
  const location = memoryLocation().hook;
  const view = (row: number) => (
    <Provider store={store}>
      <I18nProvider>
        <Router hook={location}>
          <section aria-label="Home">
            <StatusContainer key={row} id="10" filterContext="home" />
          </section>
          <StatusMenuHost />
          <Modals />
        </Router>
      </I18nProvider>
    </Provider>
  );
  const { rerender } = render(view(0));
  /** The row is drawn anew (a new element for the same post), as a list switching its drawing does. */
  const redraw = () => rerender(view(1));
  return { store, redraw, more: screen.getByRole('button', { name: 'More' }) };
}

describe("a post's More menu", () => {
  beforeEach(() => setWidth(false));
  afterEach(() => act(() => setOpenMenu(null)));

  it('More is a menu button; it opens a menu at the button with the focus on its first item', async () => {
    const { more } = setup();
    expect(more).toHaveAttribute('aria-haspopup', 'menu');
    fireEvent.click(more);
    const menu = await screen.findByRole('menu', { name: 'More' });
    expect(menu).toBeInTheDocument();
    expect(more).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('menuitem', { name: 'Copy link' })).toHaveFocus();
    expect(screen.getByRole('menuitem', { name: 'Report @alice' })).toBeInTheDocument();
  });

  it('arrows move through the items and wrap, Home and End go to the ends, Escape closes back to More', async () => {
    const user = userEvent.setup();
    const { more } = setup();
    more.focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('menu');
    const items = screen.getAllByRole('menuitem');
    await user.keyboard('{ArrowDown}');
    expect(items[1]).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(items[items.length - 1]).toHaveFocus();
    await user.keyboard('{Home}');
    expect(items[0]).toHaveFocus();
    await user.keyboard('{End}');
    expect(items[items.length - 1]).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(items[0]).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(more).toHaveFocus();
    expect(more).toHaveAttribute('aria-expanded', 'false');
  });

  it("stays open, at the same post's button, when the row is drawn anew", async () => {
    const { more, redraw } = setup();
    fireEvent.click(more);
    await screen.findByRole('menu');
    redraw();
    const again = screen.getByRole('button', { name: 'More' });
    expect(again).not.toBe(more);
    await waitFor(() => expect(again).toHaveAttribute('aria-expanded', 'true'));
    expect(screen.getByRole('menu')).toBeInTheDocument();
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
    expect(again).toHaveFocus();
  });

  it('a click outside closes it', async () => {
    const { more } = setup();
    fireEvent.click(more);
    await screen.findByRole('menu');
    fireEvent.pointerDown(document.body);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it("an own post's menu has the owner's items", async () => {
    const { more } = setup('1');
    fireEvent.click(more);
    await screen.findByRole('menu');
    const names = screen.getAllByRole('menuitem').map((item) => item.textContent);
    expect(names).toEqual([
      'Copy link',
      'Mute conversation',
      'Pin on profile',
      'Change who can quote',
      'Edit',
      'Delete',
      'Delete and redraft',
    ]);
  });

  it('Copy link copies the post\'s address and says "Link copied"', async () => {
    const writeText = jest.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { more, store } = setup();
    fireEvent.click(more);
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Copy link' }));
    await waitFor(() => expect(store.getState().alerts).toHaveLength(1));
    expect(store.getState().alerts[0].message).toMatchObject({
      descriptor: { defaultMessage: 'Link copied' },
    });
    const { statuses } = store.getState();
    expect(writeText).toHaveBeenCalledWith(statuses.entities['10']?.url);
  });

  it('Mute opens its dialog: Indefinitely (0) by default, notifications hidden by default', async () => {
    const { more } = setup();
    fireEvent.click(more);
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Mute @alice' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mute @alice?' });
    expect(dialog).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Duration' })).toHaveValue('0');
    expect(screen.getByRole('option', { name: 'Indefinitely' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Hide notifications from this user?' })).toBeChecked();
  });

  it("Delete asks first, in Mastodon's words", async () => {
    const { more } = setup('1');
    fireEvent.click(more);
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    expect(await screen.findByRole('dialog', { name: 'Delete post?' })).toBeInTheDocument();
    expect(screen.getByText('Are you sure you want to delete this post?')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  });

  it('a private own post can only be quoted by its author', async () => {
    const { more, store } = setup('1');
    act(() => {
      store.dispatch(
        entitiesImported({
          statuses: [makeStatus('10', { account: makeAccount('1', { acct: 'me' }), visibility: 'private' })],
        }),
      );
    });
    fireEvent.click(more);
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Change who can quote' }));
    await screen.findByRole('dialog', { name: 'Who can quote this post?' });
    expect(screen.getByRole('radio', { name: 'Just me' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Anyone' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Followers' })).toBeDisabled();
  });

  it('on a phone, More opens the action sheet (ACTIONS) with the same items; deleting the post closes it', async () => {
    setWidth(true);
    const { more, store } = setup();
    fireEvent.click(more);
    const sheet = await screen.findByRole('dialog', { name: 'More' });
    expect(store.getState().modals.stack.map((m) => m.modalType)).toEqual(['ACTIONS']);
    expect(sheet.querySelectorAll('[role="menuitem"]')).toHaveLength(6);
    act(() => {
      store.dispatch(deleteSucceeded({ statusId: '10', reblogIds: [] }));
    });
    expect(store.getState().modals.stack).toEqual([]);
  });
});
