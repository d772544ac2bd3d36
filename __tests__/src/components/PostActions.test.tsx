import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { Status } from '../../../src/api/entities';
import { I18nProvider } from '../../../src/app/i18n';
import { ModalHost } from '../../../src/app/ModalHost';
import { entitiesImported } from '../../../src/domain/importer/actions';
import { modalClosed, selectModalStack } from '../../../src/features/modals/slice';
import { localSettingChanged } from '../../../src/features/settings/slice';
import { StatusContainer } from '../../../src/features/statuses/components/StatusContainer';
import { useAppDispatch, useAppSelector } from '../../../src/store/hooks';
import { makeAccount, makeStatus, makeTestStore, signedInAuth } from '../fixtures';

type Approval = NonNullable<Status['quote_approval']>;
const approval = (current_user: Approval['current_user'], automatic: Approval['automatic'] = ['public']) =>
  ({ automatic, manual: [], current_user }) as Approval;

function Modals() {
  const stack = useAppSelector(selectModalStack);
  const dispatch = useAppDispatch();
  return <ModalHost stack={stack} onClose={() => dispatch(modalClosed(undefined))} />;
}

/** A post by account 3, seen by account 1 (or signed out). */
function renderPost(
  overrides: Partial<Status> = {},
  { signedIn = true, boostModal = false, favouriteModal = false } = {},
) {
  const made = makeTestStore({}, signedIn ? { auth: signedInAuth('1') } : {});
  const status = makeStatus('30', {
    account: makeAccount('3', { acct: 'carol', username: 'carol' }),
    content: '<p>Carol says hi</p>',
    quote_approval: approval('automatic'),
    ...overrides,
  });
  made.store.dispatch(entitiesImported({ statuses: [status] }));
  made.store.dispatch(localSettingChanged({ boost_modal: boostModal, favourite_modal: favouriteModal }));
  const location = memoryLocation({ path: '/', record: true });
  render(
    <Provider store={made.store}>
      <I18nProvider>
        <Router hook={location.hook}>
          <StatusContainer id="30" filterContext="home" />
          <Modals />
        </Router>
      </I18nProvider>
    </Provider>,
  );
  return { ...made, location };
}

const quoteButton = () => screen.getByRole('button', { name: /^(Quote|Request to quote)/ });

describe('Quote button states (spec section 5)', () => {
  it('a post the user may quote automatically: Quote, enabled', () => {
    renderPost();
    expect(quoteButton()).toBeEnabled();
    expect(quoteButton()).toHaveAttribute('title', 'Quote');
  });

  it('a followers-only post of someone else: disabled, "Private posts cannot be quoted"', () => {
    renderPost({ visibility: 'private' });
    expect(quoteButton()).toBeDisabled();
    expect(quoteButton()).toHaveAttribute('title', 'Private posts cannot be quoted');
  });

  it('a policy that denies the user: disabled, "You are not allowed to quote this post"', () => {
    renderPost({ quote_approval: approval('denied', []) });
    expect(quoteButton()).toBeDisabled();
    expect(quoteButton()).toHaveAttribute('title', 'You are not allowed to quote this post');
  });

  it('a post without a quote policy, from a server that has no quotes: disabled, "This server has no quotes"', () => {
    renderPost({ quote_approval: undefined });
    expect(quoteButton()).toBeDisabled();
    expect(quoteButton()).toHaveAttribute('title', 'This server has no quotes');
  });

  it('a followers policy that denies the user: disabled, "Only followers can quote this post"', () => {
    renderPost({ quote_approval: approval('denied', ['followers']) });
    expect(quoteButton()).toBeDisabled();
    expect(quoteButton()).toHaveAttribute('title', 'Only followers can quote this post');
  });

  it('manual approval: "Request to quote", titled "Author will manually review"', () => {
    renderPost({ quote_approval: approval('manual', []) });
    expect(screen.getByRole('button', { name: 'Request to quote' })).toBeEnabled();
    expect(quoteButton()).toHaveAttribute('title', 'Author will manually review');
  });

  it('the own private post can be quoted by its author', () => {
    renderPost({ visibility: 'private', account: makeAccount('1') });
    expect(quoteButton()).toBeEnabled();
  });

  it('shows the number of quotes beside it', () => {
    renderPost({ quotes_count: 3 });
    expect(screen.getByRole('button', { name: 'Quote 3' })).toHaveTextContent('3');
  });

  it('quoting a public post starts the quote in compose and, with no compose box on screen, opens /publish', async () => {
    const { actions, location } = renderPost();
    await userEvent.setup().click(quoteButton());
    expect(actions).toContainEqual({ type: 'compose/quoteRequested', payload: { statusId: '30' } });
    expect(location.history).toContain('/publish');
  });

  it('quoting an unlisted post first opens CONFIRM_QUIET_QUOTE; "Got it" goes on to the quote', async () => {
    const user = userEvent.setup();
    const { store, actions } = renderPost({ visibility: 'unlisted' });
    await user.click(quoteButton());
    expect(selectModalStack(store.getState())).toEqual([
      { modalType: 'CONFIRM_QUIET_QUOTE', modalProps: { statusId: '30' } },
    ]);
    expect(actions.some((a) => a.type === 'compose/quoteRequested')).toBe(false);
    await user.click(await screen.findByRole('button', { name: 'Got it' }));
    expect(actions).toContainEqual({ type: 'compose/quoteRequested', payload: { statusId: '30' } });
  });

  it('"Don\'t remind me again" is remembered: the next unlisted quote goes straight on', async () => {
    const user = userEvent.setup();
    const { store, actions } = renderPost({ visibility: 'unlisted' });
    await user.click(quoteButton());
    await user.click(await screen.findByRole('button', { name: 'Don’t remind me again' }));
    expect(store.getState().settings.synced.dismissed_banners['quote/quiet_post_hint']).toBe(true);
    await user.click(quoteButton());
    await screen.findByRole('button', { name: /^Quote/ });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actions.filter((a) => a.type === 'compose/quoteRequested')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Got it' })).toBeNull();
  });

  it('signed out, Bookmark opens the sign-in prompt naming the action, and neither flags nor sends anything', async () => {
    const user = userEvent.setup();
    const { store, actions } = renderPost({}, { signedIn: false });
    await user.click(screen.getByRole('button', { name: 'Bookmark' }));
    expect(selectModalStack(store.getState())).toEqual([
      { modalType: 'INTERACTION', modalProps: { statusId: '30', intent: 'bookmark' } },
    ]);
    expect(store.getState().statuses.entities['30']?.bookmarked).toBe(false);
    expect(actions.some((a) => a.type === 'statuses/interactionRequested')).toBe(false);
  });

  it('signed out, Quote and Boost open the INTERACTION modal and change nothing', async () => {
    const user = userEvent.setup();
    const { store, location } = renderPost({}, { signedIn: false });
    await user.click(quoteButton());
    await user.click(screen.getByRole('button', { name: 'Boost' }));
    expect(selectModalStack(store.getState()).map((m) => m.modalType)).toEqual([
      'INTERACTION',
      'INTERACTION',
    ]);
    expect(store.getState().statuses.entities['30']?.reblogged).toBe(false);
    expect(location.history).not.toContain('/publish');
  });
});

describe('Boost', () => {
  it('boosts at once when "Confirm before boosting" is off', async () => {
    const { store } = renderPost();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Boost' }));
    expect(store.getState().statuses.entities['30']?.reblogged).toBe(true);
    expect(selectModalStack(store.getState())).toEqual([]);
  });

  it('with "Confirm before boosting" on, opens the BOOST dialog showing the post; its visibility goes in the reblog', async () => {
    const user = userEvent.setup();
    const { store, actions } = renderPost({}, { boostModal: true });
    await user.click(screen.getByRole('button', { name: 'Boost' }));
    expect(store.getState().statuses.entities['30']?.reblogged).toBe(false);
    const dialog = await screen.findByRole('dialog', { name: 'Boost?' });
    expect(dialog).toHaveTextContent('Carol says hi');
    await user.selectOptions(screen.getByLabelText('Visibility'), 'Quiet public');
    await user.click(screen.getAllByRole('button', { name: 'Boost' }).at(-1)!);
    expect(actions).toContainEqual({
      type: 'statuses/interactionRequested',
      payload: { statusId: '30', kind: 'reblog', on: true, visibility: 'unlisted' },
    });
    expect(store.getState().statuses.entities['30']?.reblogged).toBe(true);
  });

  it('Shift+click skips the dialog, as in Mastodon', async () => {
    const user = userEvent.setup();
    const { store } = renderPost({}, { boostModal: true });
    await user.keyboard('{Shift>}');
    await user.click(screen.getByRole('button', { name: 'Boost' }));
    await user.keyboard('{/Shift}');
    expect(selectModalStack(store.getState())).toEqual([]);
    expect(store.getState().statuses.entities['30']?.reblogged).toBe(true);
  });

  it('undoing a boost never asks', async () => {
    const { store } = renderPost({ reblogged: true }, { boostModal: true });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Boost' }));
    expect(selectModalStack(store.getState())).toEqual([]);
    expect(store.getState().statuses.entities['30']?.reblogged).toBe(false);
  });

  it('the own private post is boosted to followers only: the dialog offers nothing else', async () => {
    const user = userEvent.setup();
    renderPost({ visibility: 'private', account: makeAccount('1') }, { boostModal: true });
    expect(screen.getByRole('button', { name: 'Boost' })).toHaveAttribute(
      'title',
      'Share again with your followers',
    );
    await user.click(screen.getByRole('button', { name: 'Boost' }));
    const select = await screen.findByLabelText('Visibility');
    expect(select).toBeDisabled();
    expect(select).toHaveValue('private');
  });

  it('a public or unlisted post of someone else can be boosted', () => {
    renderPost({ visibility: 'unlisted' });
    expect(screen.getByRole('button', { name: 'Boost' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Boost' })).toHaveAttribute('title', 'Boost');
  });
});

describe('Favourite', () => {
  it('favourites at once when "Confirm before favoriting" is off', async () => {
    const { store } = renderPost();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Favorite' }));
    expect(store.getState().statuses.entities['30']?.favourited).toBe(true);
    expect(selectModalStack(store.getState())).toEqual([]);
  });

  it('with "Confirm before favoriting" on, opens the FAVOURITE dialog showing the post; its button favourites', async () => {
    const user = userEvent.setup();
    const { store, actions } = renderPost({}, { favouriteModal: true });
    await user.click(screen.getByRole('button', { name: 'Favorite' }));
    expect(store.getState().statuses.entities['30']?.favourited).toBe(false);
    const dialog = await screen.findByRole('dialog', { name: 'Favorite?' });
    expect(dialog).toHaveTextContent('Carol says hi');
    await user.click(within(dialog).getByRole('button', { name: 'Favorite' }));
    expect(actions).toContainEqual({
      type: 'statuses/interactionRequested',
      payload: { statusId: '30', kind: 'favourite', on: true },
    });
    expect(store.getState().statuses.entities['30']?.favourited).toBe(true);
    expect(selectModalStack(store.getState())).toEqual([]);
  });

  it('Cancel in the FAVOURITE dialog favourites nothing', async () => {
    const user = userEvent.setup();
    const { store } = renderPost({}, { favouriteModal: true });
    await user.click(screen.getByRole('button', { name: 'Favorite' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(store.getState().statuses.entities['30']?.favourited).toBe(false);
    expect(selectModalStack(store.getState())).toEqual([]);
  });

  it('Shift+click skips the FAVOURITE dialog, and undoing a favourite never asks', async () => {
    const user = userEvent.setup();
    const { store } = renderPost({}, { favouriteModal: true });
    await user.keyboard('{Shift>}');
    await user.click(screen.getByRole('button', { name: 'Favorite' }));
    await user.keyboard('{/Shift}');
    expect(store.getState().statuses.entities['30']?.favourited).toBe(true);
    // Pressed, the button's name carries the new count.
    await user.click(screen.getByRole('button', { name: /^Favorite/, pressed: true }));
    expect(selectModalStack(store.getState())).toEqual([]);
    expect(store.getState().statuses.entities['30']?.favourited).toBe(false);
  });
});
