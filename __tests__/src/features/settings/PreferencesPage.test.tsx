import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { I18nProvider } from '../../../../src/app/i18n';
import { PreferencesPage } from '../../../../src/features/settings/components/PreferencesPage';
import { makeInitialSettings } from '../../../../src/features/settings/slice';
import { instanceFetched } from '../../../../src/features/instance/public';
import type { Instance } from '../../../../src/api/entities';
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

  it('the content-warning auto-hide expression, "Always show the content warning field" and the mentions preselected on reply are set here; the posting format only where the server lists several', async () => {
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
    const expression = screen.getByRole('textbox', {
      name: 'Keep closed the content warnings that match this regular expression',
    });
    expect(expression).toHaveAccessibleDescription(
      /an expression that is not valid keeps every warning closed/,
    );
    await userEvent.type(expression, 'spoil');
    expect(store.getState().settings.synced.home.regex.body).toBe('spoil');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Always show the content warning field' }));
    expect(store.getState().settings.local.always_show_spoilers_field).toBe(true);
    const preselect = screen.getByRole('checkbox', {
      name: 'Replying to several people, select the mentions after the first',
    });
    expect(preselect).toBeChecked();
    await userEvent.click(preselect);
    expect(store.getState().settings.local.preselect_on_reply).toBe(false);

    expect(screen.queryByRole('group', { name: 'Posting format' })).toBeNull();
    act(() => {
      store.dispatch(
        instanceFetched({
          configuration: { statuses: { supported_mime_types: ['text/plain', 'text/markdown'] } },
        } as unknown as Instance),
      );
    });
    await userEvent.click(screen.getByRole('radio', { name: 'Markdown' }));
    expect(store.getState().settings.local.default_content_type).toBe('text/markdown');
  });
});
