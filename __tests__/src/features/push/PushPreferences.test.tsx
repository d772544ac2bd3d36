import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { I18nProvider } from '../../../../src/app/i18n';
import PushPreferences from '../../../../src/features/push/components/PushPreferences';
import { pushStateChanged } from '../../../../src/features/push/slice';
import { fakeApi, makeTestStore, signedInAuth } from '../../fixtures';

async function renderControl() {
  const made = makeTestStore({ api: fakeApi() }, { auth: signedInAuth('1') });
  await act(async () => {
    render(
      <Provider store={made.store}>
        <I18nProvider>
          <PushPreferences />
        </I18nProvider>
      </Provider>,
    );
  });
  return made;
}

describe('the push control', () => {
  const requestPermission = jest.fn(async () => 'granted');
  beforeEach(() => {
    requestPermission.mockClear();
    Object.defineProperty(globalThis, 'Notification', {
      configurable: true,
      value: { permission: 'default', requestPermission },
    });
  });

  it('asks for the permission only on the click, and hands its answer to the flow', async () => {
    const { store, actions } = await renderControl();
    expect(actions.map((a) => a.type)).toContain('push/checkRequested');
    act(() => {
      store.dispatch(pushStateChanged({ status: 'off' }));
    });
    expect(requestPermission).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Enable push notifications' }));
    expect(requestPermission).toHaveBeenCalledTimes(1);
    expect(actions).toContainEqual({ type: 'push/enableRequested', payload: 'granted' });
  });

  it('says in words why push is off', async () => {
    const { store } = await renderControl();
    act(() => {
      store.dispatch(pushStateChanged({ status: 'off', problem: 'unsupported' }));
    });
    expect(screen.getByRole('status')).toHaveTextContent(
      'Push notifications are not available in this browser.',
    );
    act(() => {
      store.dispatch(pushStateChanged({ status: 'off', problem: 'denied' }));
    });
    expect(screen.getByRole('status')).toHaveTextContent(/previously denied browser permissions request/);
  });

  it('once on, offers Disable, each alert and the policy', async () => {
    const { store, actions } = await renderControl();
    act(() => {
      store.dispatch(
        pushStateChanged({ status: 'on', alerts: { mention: true, favourite: false }, policy: 'all' }),
      );
    });
    expect(screen.getByRole('button', { name: 'Disable push notifications' })).toBeEnabled();
    expect(screen.getByRole('checkbox', { name: 'Mentions' })).toBeChecked();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Favorites' }));
    expect(actions).toContainEqual({
      type: 'push/preferencesChanged',
      payload: { alerts: { favourite: true } },
    });
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Receive push notifications from' }),
      'followed',
    );
    expect(actions).toContainEqual({ type: 'push/preferencesChanged', payload: { policy: 'followed' } });
  });
});
