import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { I18nProvider } from '../../../../src/app/i18n';
import { PreferencesPage } from '../../../../src/features/settings/components/PreferencesPage';
import { makeInitialSettings } from '../../../../src/features/settings/slice';
import { fakeApi, makeTestStore, signedInAuth } from '../../fixtures';

async function renderPage() {
  const made = makeTestStore(
    { api: fakeApi() },
    { auth: signedInAuth('1'), settings: makeInitialSettings() },
  );
  await act(async () => {
    render(
      <Provider store={made.store}>
        <I18nProvider>
          <PreferencesPage />
        </I18nProvider>
      </Provider>,
    );
  });
  return made;
}

describe('the Preferences page, Notifications section', () => {
  it('has a "Show in column" checkbox per type, ticked by default except "New follow requests"', async () => {
    await renderPage();
    const section = screen.getByRole('region', { name: 'Notifications' });
    const shows = within(section).getByRole('group', { name: 'Show in column' });
    const boxes = within(shows).getAllByRole('checkbox');
    expect(boxes.map((box) => [box.parentElement?.textContent, (box as HTMLInputElement).checked])).toEqual([
      ['New followers', true],
      ['New follow requests', false],
      ['Favorites', true],
      ['Boosts', true],
      ['Mentions', true],
      ['Quotes', true],
      ['Poll results', true],
      ['New posts', true],
      ['Edits', true],
      ['New sign-ups', true],
      ['New reports', true],
    ]);
  });

  it('unticking a type sets notifications.shows for it, synced to the server', async () => {
    const { store } = await renderPage();
    const shows = screen.getByRole('group', { name: 'Show in column' });
    await userEvent.click(within(shows).getByRole('checkbox', { name: 'Boosts' }));
    expect(store.getState().settings.synced.notifications.shows.reblog).toBe(false);
    expect(store.getState().settings.saved).toBe(false);
  });

  it('"Show quick filter bar" is on by default and turns the bar off', async () => {
    const { store } = await renderPage();
    const toggle = screen.getByRole('checkbox', { name: 'Show quick filter bar' });
    expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    expect(store.getState().settings.synced.notifications.quickFilter.show).toBe(false);
  });

  it('"Play sound" has a checkbox per type, on by default except "New follow requests", and turns one off', async () => {
    const { store } = await renderPage();
    const sounds = screen.getByRole('group', { name: 'Play sound' });
    const boxes = within(sounds).getAllByRole<HTMLInputElement>('checkbox');
    expect(boxes).toHaveLength(11);
    expect(boxes.filter((box) => !box.checked).map((box) => box.parentElement?.textContent)).toEqual([
      'New follow requests',
    ]);
    await userEvent.click(within(sounds).getByRole('checkbox', { name: 'Mentions' }));
    expect(store.getState().settings.synced.notifications.sounds.mention).toBe(false);
    expect(store.getState().settings.synced.notifications.shows.mention).toBe(true);
  });

  it('"Group new followers" is on by default and turns follow grouping off', async () => {
    const { store } = await renderPage();
    const toggle = screen.getByRole('checkbox', { name: 'Group new followers' });
    expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    expect(store.getState().settings.synced.notifications.group.follow).toBe(false);
  });
});
