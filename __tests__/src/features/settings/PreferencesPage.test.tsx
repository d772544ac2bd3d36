import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { I18nProvider } from '../../../../src/app/i18n';
import { PreferencesPage } from '../../../../src/features/settings/components/PreferencesPage';
import { makeInitialSettings } from '../../../../src/features/settings/slice';
import { fakeApi, makeTestStore, signedInAuth } from '../../fixtures';

describe('the Preferences page', () => {
  it('"Always mark media as sensitive" sets the setting the first upload of a post honours', async () => {
    const { store } = makeTestStore(
      { api: fakeApi() },
      { auth: signedInAuth('1'), settings: makeInitialSettings() },
    );
    await act(async () => {
      render(
        <Provider store={store}>
          <I18nProvider>
            <PreferencesPage />
          </I18nProvider>
        </Provider>,
      );
    });
    const toggle = screen.getByRole('checkbox', { name: 'Always mark media as sensitive' });
    expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    expect(toggle).toBeChecked();
    expect(store.getState().settings.local.default_sensitive).toBe(true);
  });
});
