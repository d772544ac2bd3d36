import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AddColumn, DeckColumns } from '../../../src/app/Deck';
import { act } from 'react';
import { makeInitialSettings, settingsLoaded } from '../../../src/features/settings/slice';
import { makeTimelineStore, mockLayout, renderInStore } from './timelineHarness';

let restore: () => void;
beforeEach(() => {
  restore = mockLayout();
});
afterEach(() => restore());

function renderDeck() {
  const made = makeTimelineStore({}, [], { settings: makeInitialSettings() });
  renderInStore(
    made.store,
    <>
      <DeckColumns />
      <AddColumn />
    </>,
  );
  return made;
}

const columns = (store: ReturnType<typeof renderDeck>['store']) => store.getState().settings.synced.columns;
const regionNames = () => screen.getAllByRole('region').map((r) => r.getAttribute('aria-label'));

describe('deck column management', () => {
  it('adds a hashtag and a local timeline column through the picker', async () => {
    const user = userEvent.setup();
    const { store } = renderDeck();
    await user.click(screen.getByRole('button', { name: 'Add column' }));
    await user.type(await screen.findByRole('textbox', { name: 'Hashtag name' }), '#Cats');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(columns(store).at(-1)).toMatchObject({ id: 'HASHTAG', params: { tag: 'Cats' } });
    expect(await screen.findByRole('region', { name: '#Cats' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add column' }));
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Column type' }), 'Local timeline');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(columns(store).at(-1)).toMatchObject({ id: 'PUBLIC', params: { scope: 'local' } });
    expect(store.getState().settings.saved).toBe(false);
  });

  it('the account’s own deck replacing the one kept on this device, the same columns under other uuids, draws no column again; a column that shows something else is drawn anew', async () => {
    const { store } = renderDeck();
    const home = screen.getByRole('region', { name: 'Home' });
    const notifications = screen.getByRole('region', { name: 'Notifications' });
    const [compose, homeSetting] = columns(store);
    const fromServer = [
      { id: 'COMPOSE', uuid: 'server-compose' },
      { id: 'HOME', uuid: 'server-home', params: homeSetting.params },
      { id: 'PUBLIC', uuid: 'server-local', params: { scope: 'local' } },
    ];
    expect(compose.uuid).not.toBe('server-compose');
    act(() => {
      store.dispatch(settingsLoaded({ columns: fromServer }));
    });
    expect(regionNames()).toEqual(['Compose', 'Home', 'Local timeline']);
    expect(screen.getByRole('region', { name: 'Home' })).toBe(home);
    expect(home.isConnected).toBe(true);
    expect(home.closest('[data-column]')?.getAttribute('data-column')).toBe('server-home');
    expect(notifications.isConnected).toBe(false);
  });

  it('refuses an empty hashtag with a clear message', async () => {
    const user = userEvent.setup();
    const { store } = renderDeck();
    await user.click(screen.getByRole('button', { name: 'Add column' }));
    await screen.findByRole('textbox', { name: 'Hashtag name' });
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a hashtag');
    expect(columns(store)).toHaveLength(3);
  });

  it('moves and removes columns from their settings, by keyboard-reachable buttons', async () => {
    const user = userEvent.setup();
    const { store } = renderDeck();
    expect(regionNames()).toEqual(['Compose', 'Home', 'Notifications']);
    const home = screen.getByRole('region', { name: 'Home' });
    await user.click(within(home).getByRole('button', { name: 'Column settings' }));
    await user.click(await within(home).findByRole('button', { name: 'Move right' }));
    expect(columns(store).map((c) => c.id)).toEqual(['COMPOSE', 'NOTIFICATIONS', 'HOME']);
    expect(regionNames()).toEqual(['Compose', 'Notifications', 'Home']);
    // The column kept its state while moving: its settings are still open.
    const moved = screen.getByRole('region', { name: 'Home' });
    expect(await within(moved).findByRole('button', { name: 'Move right' })).toBeDisabled();
    await user.click(within(moved).getByRole('button', { name: 'Remove column' }));
    expect(columns(store).map((c) => c.id)).toEqual(['COMPOSE', 'NOTIFICATIONS']);
  });

  it('home settings turn boosts and replies off in the column parameters', async () => {
    const user = userEvent.setup();
    const { store } = renderDeck();
    const home = screen.getByRole('region', { name: 'Home' });
    await user.click(within(home).getByRole('button', { name: 'Column settings' }));
    await user.click(await within(home).findByRole('checkbox', { name: 'Show boosts' }));
    await user.click(within(home).getByRole('checkbox', { name: 'Show replies' }));
    expect(columns(store)[1].params).toEqual({ shows: { reblog: false, reply: false } });
    expect(within(home).getByRole('checkbox', { name: 'Show boosts' })).not.toBeChecked();
  });
});
