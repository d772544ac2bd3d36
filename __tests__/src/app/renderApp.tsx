import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { App } from '../../../src/app/App';
import { I18nProvider } from '../../../src/app/i18n';
import { makeInitialSettings } from '../../../src/features/settings/slice';
import type { LocalSettings } from '../../../src/features/settings/defaults';
import type { Account } from '../../../src/api/entities';
import { fakeApi, makeTestStore, signedInAuth } from '../fixtures';

/** The app in one layout at `path`, in a test store whose API calls never answer. */
export function renderApp(
  layout: 'multi' | 'single' | 'mobile',
  path: string,
  signedIn: boolean,
  local?: Partial<LocalSettings>,
  me?: Account,
) {
  const api = fakeApi();
  api.get.mockReturnValue(new Promise(() => undefined));
  const { store } = makeTestStore(
    { api },
    signedIn
      ? {
          auth: signedInAuth('1'),
          settings: makeInitialSettings(local),
          ...(me ? { accounts: { ids: [me.id], entities: { [me.id]: me }, nonexistentAccts: {} } } : {}),
        }
      : { settings: makeInitialSettings(local) },
  );
  const { hook, searchHook } = memoryLocation({ path });
  render(
    <Provider store={store}>
      <I18nProvider>
        <Router hook={hook} searchHook={searchHook}>
          <App layout={layout} />
        </Router>
      </I18nProvider>
    </Provider>,
  );
  return store;
}
