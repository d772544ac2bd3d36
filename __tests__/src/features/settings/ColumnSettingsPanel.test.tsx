import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { I18nProvider } from '../../../../src/app/i18n';
import { ColumnSettingsPanel } from '../../../../src/features/settings/components/ColumnSettingsPanel';
import { makeInitialSettings } from '../../../../src/features/settings/slice';
import { fakeApi, makeTestStore, signedInAuth } from '../../fixtures';

/** The settings of one PUBLIC column with the given scope. */
async function renderPublicColumn(scope: string) {
  const settings = makeInitialSettings();
  const { store } = makeTestStore(
    { api: fakeApi() },
    {
      auth: signedInAuth('1'),
      settings: {
        ...settings,
        synced: { ...settings.synced, columns: [{ id: 'PUBLIC', uuid: 'c1', params: { scope } }] },
      },
    },
  );
  await act(async () => {
    render(
      <Provider store={store}>
        <I18nProvider>
          <ColumnSettingsPanel uuid="c1" />
        </I18nProvider>
      </Provider>,
    );
  });
  return store;
}

describe('the federated column settings', () => {
  it('"Show local-only posts" is a labelled checkbox, off by default, turned on and off from the keyboard', async () => {
    const store = await renderPublicColumn('federated');
    const toggle = screen.getByRole('checkbox', { name: 'Show local-only posts' });
    expect(toggle).not.toBeChecked();
    expect(store.getState().settings.synced.public.other.allowLocalOnly).toBe(false);

    toggle.focus();
    await userEvent.keyboard(' ');
    expect(toggle).toBeChecked();
    expect(store.getState().settings.synced.public.other.allowLocalOnly).toBe(true);

    await userEvent.keyboard(' ');
    expect(toggle).not.toBeChecked();
    expect(store.getState().settings.synced.public.other.allowLocalOnly).toBe(false);
  });

  it('is reached with Tab after "Media only"', async () => {
    await renderPublicColumn('federated');
    screen.getByRole('checkbox', { name: 'Media only' }).focus();
    await userEvent.tab();
    expect(screen.getByRole('checkbox', { name: 'Show local-only posts' })).toHaveFocus();
  });

  it('is not offered on the local column, which always lists local-only posts for a signed-in user', async () => {
    await renderPublicColumn('local');
    expect(screen.queryByRole('checkbox', { name: 'Show local-only posts' })).toBeNull();
  });
});
