import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { I18nProvider } from '../../../../src/app/i18n';
import { ComposePage } from '../../../../src/app/pages/ComposePage';
import { postLoadedIntoCompose } from '../../../../src/domain/events';
import {
  composeDefaultsOf,
  submitFailed,
  submitRequested,
  submitSucceeded,
} from '../../../../src/features/compose/slice';
import { localSettingChanged } from '../../../../src/features/settings';
import { makeInitialSettings } from '../../../../src/features/settings/slice';
import { fakeApi, makeTestStore, signedInAuth } from '../../fixtures';

function renderAt(path: string) {
  const api = fakeApi();
  const { store } = makeTestStore({ api }, { auth: signedInAuth('1'), settings: makeInitialSettings() });
  const { hook } = memoryLocation({ path });
  render(
    <Provider store={store}>
      <I18nProvider>
        <Router hook={hook}>
          <ComposePage />
        </Router>
      </I18nProvider>
    </Provider>,
  );
  return store;
}

async function publish(store: ReturnType<typeof renderAt>, threaded: boolean) {
  await screen.findByRole('textbox', { name: "What's on your mind?" });
  const defaults = composeDefaultsOf(store.getState().settings.local);
  act(() => {
    store.dispatch({
      type: 'compose/changed',
      payload: { field: 'text', value: 'hello', idempotencyKey: 'k' },
    });
    store.dispatch(submitRequested());
  });
  act(() => {
    store.dispatch(submitSucceeded({ defaults, threadedReplyTo: threaded ? '9' : undefined }));
  });
}

describe('the compose pages', () => {
  let back: jest.SpyInstance;
  beforeEach(() => {
    back = jest.spyOn(window.history, 'back').mockImplementation(() => undefined);
  });
  afterEach(() => back.mockRestore());

  it('/statuses/new goes back after a successful post', async () => {
    const store = renderAt('/statuses/new');
    await publish(store, false);
    expect(back).toHaveBeenCalledTimes(1);
  });

  it('/statuses/new stays after a successful post in threaded mode, ready for the next reply', async () => {
    const store = renderAt('/statuses/new');
    act(() => {
      store.dispatch(localSettingChanged({ threaded_mode: true }));
    });
    await publish(store, true);
    expect(back).not.toHaveBeenCalled();
    expect(store.getState().compose.in_reply_to).toBe('9');
  });

  it('/statuses/new stays when a post with media only fails: nothing was posted', async () => {
    const store = renderAt('/statuses/new');
    await screen.findByRole('textbox', { name: "What's on your mind?" });
    act(() => {
      store.dispatch(
        postLoadedIntoCompose({
          text: '',
          spoiler: false,
          spoiler_text: '',
          privacy: 'public',
          sensitive: false,
          in_reply_to: null,
          quoted_status_id: null,
          media: [{ id: 'm1', type: 'image', url: null, preview_url: null, description: '', focus: null }],
          poll: null,
          edited_status_id: null,
        }),
      );
      store.dispatch(submitRequested());
    });
    act(() => {
      store.dispatch(submitFailed());
    });
    expect(back).not.toHaveBeenCalled();
  });

  it('/publish stays after a successful post', async () => {
    const store = renderAt('/publish');
    await publish(store, false);
    expect(back).not.toHaveBeenCalled();
  });
});
