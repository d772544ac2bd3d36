import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { I18nProvider } from '../../../../src/app/i18n';
import { ComposePage } from '../../../../src/app/pages/ComposePage';
import { postLoadedIntoCompose } from '../../../../src/domain/events';
import {
  composeDefaultsOf,
  replyStarted,
  submitFailed,
  submitRequested,
  submitSucceeded,
} from '../../../../src/features/compose/slice';
import { localSettingChanged } from '../../../../src/features/settings/public';
import { makeInitialSettings } from '../../../../src/features/settings/slice';
import { entitiesImported } from '../../../../src/domain/importer/actions';
import { fakeApi, makeAccount, makeStatus, makeTestStore, signedInAuth } from '../../fixtures';

function renderAt(path: string) {
  const api = fakeApi();
  const { store } = makeTestStore({ api }, { auth: signedInAuth('1'), settings: makeInitialSettings() });
  const location = memoryLocation({ path, record: true });
  const { hook } = location;
  render(
    <Provider store={store}>
      <I18nProvider>
        <Router hook={hook}>
          <ComposePage />
        </Router>
      </I18nProvider>
    </Provider>,
  );
  return Object.assign(store, { visited: location.history });
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
    store.dispatch(
      submitSucceeded({
        defaults,
        threadedReplyTo: threaded ? '9' : undefined,
        postedPath: '/@demo@example.test/77',
      }),
    );
  });
}

describe('the compose pages', () => {
  let back: jest.SpyInstance;
  const setCanGoBack = (canGoBack: boolean | undefined) =>
    Object.defineProperty(window, 'navigation', {
      value: canGoBack === undefined ? undefined : { canGoBack },
      configurable: true,
    });
  beforeEach(() => {
    back = jest.spyOn(window.history, 'back').mockImplementation(() => undefined);
    setCanGoBack(true);
  });
  afterEach(() => {
    back.mockRestore();
    setCanGoBack(undefined);
  });

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

  it('/publish returns to where the user came from after a successful post', async () => {
    const store = renderAt('/publish');
    await publish(store, false);
    expect(back).toHaveBeenCalledTimes(1);
  });

  it('/publish opened directly (no earlier page in the app) goes to the new post', async () => {
    setCanGoBack(false);
    const store = renderAt('/publish');
    await publish(store, false);
    expect(back).not.toHaveBeenCalled();
    expect(store.visited.at(-1)).toBe('/@demo@example.test/77');
  });

  it('/publish stays in threaded mode, ready for the next reply of the thread', async () => {
    const store = renderAt('/publish');
    act(() => {
      store.dispatch(localSettingChanged({ threaded_mode: true }));
    });
    await publish(store, true);
    expect(back).not.toHaveBeenCalled();
  });

  it('a reply is titled "Reply to @acct", a new post "New post"', async () => {
    const store = renderAt('/publish');
    expect(await screen.findByRole('region', { name: 'New post' })).toBeInTheDocument();
    act(() => {
      store.dispatch(
        entitiesImported({
          statuses: [makeStatus('5', { account: makeAccount('2', { acct: 'alice@elsewhere.test' }) })],
        }),
      );
      store.dispatch(
        replyStarted({
          inReplyTo: '5',
          text: '@alice@elsewhere.test ',
          privacy: 'public',
          spoilerText: '',
          language: null,
        }),
      );
    });
    expect(screen.getByRole('region', { name: 'Reply to @alice@elsewhere.test' })).toBeInTheDocument();
  });
});
