import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { IntlProvider } from 'react-intl';
import { ColumnSettingsPanel } from '../../../../src/features/settings/components/ColumnSettingsPanel';
import { makeInitialSettings } from '../../../../src/features/settings/slice';
import { fakeApi, makeTestStore, signedInAuth } from '../../fixtures';

// Right to left, the deck's columns run from the right: "Move left" moves a column the way it says,
// which is later in the deck's order there.

afterEach(() => document.documentElement.removeAttribute('dir'));

async function renderMiddleColumn() {
  const settings = makeInitialSettings();
  const columns = ['a', 'b', 'c'].map((uuid) => ({ id: 'HOME', uuid }));
  const { store } = makeTestStore(
    { api: fakeApi() },
    { auth: signedInAuth('1'), settings: { ...settings, synced: { ...settings.synced, columns } } },
  );
  await act(async () => {
    render(
      <Provider store={store}>
        {/* react-intl alone: the app's provider would set <html dir> to English's on mount. */}
        <IntlProvider locale="en">
          <ColumnSettingsPanel uuid="b" />
        </IntlProvider>
      </Provider>,
    );
  });
  const order = () => store.getState().settings.synced.columns.map((column) => column.uuid);
  return { order };
}

it('left to right, Move left puts the column earlier', async () => {
  const { order } = await renderMiddleColumn();
  await userEvent.click(screen.getByRole('button', { name: 'Move left' }));
  expect(order()).toEqual(['b', 'a', 'c']);
});

it('right to left, Move left puts the column later and Move right earlier', async () => {
  document.documentElement.dir = 'rtl';
  const { order } = await renderMiddleColumn();
  await userEvent.click(screen.getByRole('button', { name: 'Move left' }));
  expect(order()).toEqual(['a', 'c', 'b']);
  await userEvent.click(screen.getByRole('button', { name: 'Move right' }));
  expect(order()).toEqual(['a', 'b', 'c']);
});
