import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { ApiError } from '../../../../src/api/errors';
import { I18nProvider } from '../../../../src/app/i18n';
import { ModalHost } from '../../../../src/app/ModalHost';
import { modalClosed, selectModalStack } from '../../../../src/features/modals/slice';
import {
  checkDeviceSettings,
  compareWithAccount,
  DEVICE_SETTINGS_BANNER,
} from '../../../../src/features/settings/deviceSettings';
import { makeDefaultLocalSettings } from '../../../../src/features/settings/defaults';
import { localSettingChanged, settingChanged } from '../../../../src/features/settings/slice';
import { answer, fakeApi, makeTestStore, savedAccount, signedInAuth } from '../../fixtures';

const ACCOUNT = {
  'posting:default:visibility': 'unlisted',
  'posting:default:sensitive': false,
  'posting:default:language': 'fr',
  'reading:expand:media': 'default',
  'reading:expand:spoilers': false,
};

describe("this device's settings against the account's preferences", () => {
  it('a setting never changed on this device takes the account preference quietly', () => {
    const { adopt, differing } = compareWithAccount(makeDefaultLocalSettings(), ACCOUNT);
    expect(adopt).toEqual({ default_privacy: 'unlisted', default_language: 'fr' });
    expect(differing).toEqual([]);
  });

  it('a setting changed on this device to something else is listed, not overwritten', () => {
    const local = {
      ...makeDefaultLocalSettings(),
      media_display: 'show_all' as const,
      expand_spoilers: true,
    };
    const { adopt, differing } = compareWithAccount(local, ACCOUNT);
    expect(differing).toEqual([
      { setting: 'media_display', device: 'show_all', account: 'default' },
      { setting: 'expand_spoilers', device: true, account: false },
    ]);
    expect(adopt).not.toHaveProperty('media_display');
  });

  it("a server's value that is not a usable setting is never taken", () => {
    const { adopt, differing } = compareWithAccount(makeDefaultLocalSettings(), {
      'posting:default:visibility': '<script>',
      'posting:default:language': 'not a language',
      'reading:expand:spoilers': 'yes',
    });
    expect(adopt).toEqual({});
    expect(differing).toEqual([]);
  });
});

function setup() {
  const api = fakeApi();
  const made = makeTestStore({ api, account: savedAccount }, { auth: signedInAuth('1') });
  return { api, ...made };
}

describe('the DEPRECATED_SETTINGS dialog', () => {
  // What the device read from the account last time is kept in its storage.
  beforeEach(() => localStorage.clear());

  it('opens with what differs after the preferences are read; none opens on a server without them', async () => {
    const { api, store, runSaga } = setup();
    store.dispatch(localSettingChanged({ expand_spoilers: true }));
    api.get.mockResolvedValueOnce(answer(ACCOUNT));
    await runSaga(checkDeviceSettings).toPromise();
    expect(api.get).toHaveBeenCalledWith('/api/v1/preferences');
    expect(selectModalStack(store.getState())).toEqual([
      {
        modalType: 'DEPRECATED_SETTINGS',
        modalProps: { settings: [{ setting: 'expand_spoilers', device: true, account: false }] },
      },
    ]);
    expect(store.getState().settings.local.default_privacy).toBe('unlisted');

    const other = setup();
    other.store.dispatch(localSettingChanged({ expand_spoilers: true }));
    other.api.get.mockRejectedValueOnce(new ApiError({ kind: 'http', status: 404, statusText: 'Not Found' }));
    await other.runSaga(checkDeviceSettings).toPromise();
    expect(selectModalStack(other.store.getState())).toEqual([]);
    expect(other.store.getState().alerts).toEqual([]);
  });

  it('asks nothing about a setting changed on this device after the account was read here', async () => {
    const { api, store, runSaga } = setup();
    api.get.mockResolvedValue(answer(ACCOUNT));
    await runSaga(checkDeviceSettings).toPromise();
    expect(selectModalStack(store.getState())).toEqual([]);
    // The user's own choice in Preferences, then a reload reads the account again.
    store.dispatch(localSettingChanged({ expand_spoilers: true }));
    await runSaga(checkDeviceSettings).toPromise();
    expect(selectModalStack(store.getState())).toEqual([]);
    expect(store.getState().settings.local.expand_spoilers).toBe(true);
  });

  it('asks again when the account’s preference was changed elsewhere since it was last read here', async () => {
    const { api, store, runSaga } = setup();
    store.dispatch(localSettingChanged({ media_display: 'show_all' }));
    api.get.mockResolvedValueOnce(answer(ACCOUNT));
    await runSaga(checkDeviceSettings).toPromise();
    expect(selectModalStack(store.getState())).toHaveLength(1);
    store.dispatch(modalClosed());
    // Read again unchanged: the same difference, already asked about, is not asked again.
    api.get.mockResolvedValueOnce(answer(ACCOUNT));
    await runSaga(checkDeviceSettings).toPromise();
    expect(selectModalStack(store.getState())).toEqual([]);
    // Changed in another app: asked again.
    api.get.mockResolvedValueOnce(answer({ ...ACCOUNT, 'reading:expand:media': 'hide_all' }));
    await runSaga(checkDeviceSettings).toPromise();
    expect(selectModalStack(store.getState()).at(-1)).toEqual({
      modalType: 'DEPRECATED_SETTINGS',
      modalProps: { settings: [{ setting: 'media_display', device: 'show_all', account: 'hide_all' }] },
    });
  });

  it('is not opened again once the user kept this device’s settings', async () => {
    const { api, store, runSaga } = setup();
    store.dispatch(localSettingChanged({ expand_spoilers: true }));
    store.dispatch(settingChanged({ path: ['dismissed_banners', DEVICE_SETTINGS_BANNER], value: true }));
    api.get.mockResolvedValueOnce(answer(ACCOUNT));
    await runSaga(checkDeviceSettings).toPromise();
    expect(selectModalStack(store.getState())).toEqual([]);
  });

  it.each([
    ['Use my account’s preferences', false, undefined],
    ['Keep this device’s settings', true, true],
  ])('"%s" sets the device setting accordingly', async (button, kept, dismissed) => {
    const { store } = setup();
    store.dispatch(localSettingChanged({ expand_spoilers: true }));
    render(
      <Provider store={store}>
        <I18nProvider>
          <ModalHost
            stack={[
              {
                modalType: 'DEPRECATED_SETTINGS',
                modalProps: { settings: [{ setting: 'expand_spoilers', device: true, account: false }] },
              },
            ]}
            onClose={jest.fn()}
          />
        </I18nProvider>
      </Provider>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Settings on this device' });
    expect(dialog).toHaveTextContent('Always expand posts marked with content warnings');
    expect(dialog).toHaveTextContent('here “On”, on your account “Off”');
    await userEvent.setup().click(screen.getByRole('button', { name: button }));
    expect(store.getState().settings.local.expand_spoilers).toBe(kept);
    expect(store.getState().settings.synced.dismissed_banners[DEVICE_SETTINGS_BANNER]).toBe(dismissed);
  });
});
