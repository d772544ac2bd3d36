import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { I18nProvider } from '../../../../src/app/i18n';
import { createMemoryAccountDb } from '../../../../src/db/memoryStore';
import { openAccountDb } from '../../../../src/db/open';
import { storageSaga } from '../../../../src/db/keeping';
import { alertsSaga } from '../../../../src/features/alerts/sagas';
import { PreferencesPage } from '../../../../src/features/settings/components/PreferencesPage';
import { makeInitialSettings } from '../../../../src/features/settings/slice';
import type { AccountDb } from '../../../../src/db/types';
import { fakeApi, makeTestStore, settle, signedInAuth } from '../../fixtures';

const LINE =
  'This browser does not let Fedideck keep data on this device: timelines, drafts and posts waiting to be sent last only while the app is open.';

async function preferencesWith(db: AccountDb) {
  const { store, runSaga } = makeTestStore(
    { api: fakeApi(), db },
    { auth: signedInAuth('1'), settings: makeInitialSettings() },
  );
  runSaga(alertsSaga);
  runSaga(storageSaga);
  await settle();
  await act(async () => {
    render(
      <Provider store={store}>
        <I18nProvider>
          <PreferencesPage />
        </I18nProvider>
      </Provider>,
    );
  });
  return store;
}

describe('a browser that keeps nothing on the device', () => {
  it('the in-memory database is said once, in Preferences under Account, and never as a toast', async () => {
    const store = await preferencesWith(createMemoryAccountDb('fedideck-1@localhost'));
    const account = screen.getByRole('region', { name: 'Account' });
    expect(account).toHaveTextContent(LINE);
    expect(screen.getAllByText(LINE)).toHaveLength(1);
    expect(store.getState().alerts).toEqual([]);
  });

  it('where IndexedDB keeps the data, nothing is said', async () => {
    const store = await preferencesWith(await openAccountDb('line@test'));
    expect(screen.queryByText(LINE)).toBeNull();
    expect(store.getState().alerts).toEqual([]);
  });

  it('a browser without IndexedDB gets the in-memory database at sign-in, and Preferences says so', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const db = await openAccountDb('none@test', { indexedDB: null });
    warn.mockRestore();
    expect(db.kind).toBe('memory');
    await preferencesWith(db);
    expect(screen.getByText(LINE)).toBeInTheDocument();
  });
});
