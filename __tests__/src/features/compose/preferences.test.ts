import { replyRequested } from '../../../../src/domain/events';
import { entitiesImported } from '../../../../src/domain/importer/actions';
import { composeSaga } from '../../../../src/features/compose/sagas';
import { paramsFor } from '../../../../src/features/compose/draft';
import {
  composeChanged,
  composeDefaultsOf,
  makeInitialCompose,
  submitRequested,
} from '../../../../src/features/compose/slice';
import { localSettingChanged, makeInitialSettings } from '../../../../src/features/settings/slice';
import type { LocalSettings } from '../../../../src/features/settings/defaults';
import { initialTimeline } from '../../../../src/features/timelines/slice';
import {
  composeBoxFeatures,
  fakeApi,
  flush,
  makeAccount,
  makeStatus,
  makeTestStore,
  signedInAuth,
} from '../../fixtures';

function setup(local: Partial<LocalSettings> = {}) {
  const api = fakeApi();
  const settings = makeInitialSettings(local);
  const made = makeTestStore(
    { api },
    {
      auth: signedInAuth('1'),
      settings,
      compose: makeInitialCompose(composeDefaultsOf(settings.local)),
      timelines: { home: { ...initialTimeline, loaded: true, items: [] } },
    },
  );
  made.runSaga(composeSaga);
  // The compose box's own watchers, started with the box.
  made.runSaga(composeBoxFeatures);
  return { ...made, api };
}

const posted = (id: string) => ({
  data: makeStatus(id, { account: makeAccount('1', { acct: 'me' }) }),
  status: 200,
  links: {},
  headers: new Headers(),
});

describe('the posting preferences', () => {
  it('a new post starts with the default visibility, language and quote policy', () => {
    const { store } = setup({
      default_privacy: 'unlisted',
      default_language: 'fr',
      default_quote_policy: 'nobody',
    });
    expect(store.getState().compose).toMatchObject({
      privacy: 'unlisted',
      language: 'fr',
      quote_policy: 'nobody',
    });
    expect(paramsFor(store.getState().compose)).toMatchObject({
      visibility: 'unlisted',
      language: 'fr',
      quote_approval_policy: 'nobody',
    });
  });

  it('the quote policy "public" is the server default and is not sent', () => {
    const { store } = setup();
    expect(paramsFor(store.getState().compose)).not.toHaveProperty('quote_approval_policy');
  });

  it('a changed default applies at once to a post not started, never to one being written', () => {
    const { store } = setup();
    store.dispatch(localSettingChanged({ default_privacy: 'private', default_language: 'de' }));
    expect(store.getState().compose).toMatchObject({ privacy: 'private', language: 'de' });
    store.dispatch(composeChanged({ field: 'text', value: 'started' }));
    store.dispatch(localSettingChanged({ default_privacy: 'public' }));
    expect(store.getState().compose.privacy).toBe('private');
  });

  it('a private mention is followed by a post with the default visibility, not the previous one', async () => {
    const { store, api } = setup({ default_privacy: 'unlisted' });
    api.post.mockResolvedValue(posted('10'));
    store.dispatch(composeChanged({ field: 'privacy', value: 'direct' }));
    store.dispatch(composeChanged({ field: 'text', value: '@bob hi' }));
    store.dispatch(submitRequested());
    await flush();
    expect(store.getState().compose.privacy).toBe('unlisted');
  });

  it('threaded mode: after posting, the box replies to the post just published, with its content warning', async () => {
    const { store, api } = setup({ threaded_mode: true });
    api.post.mockResolvedValue(posted('10'));
    store.dispatch(composeChanged({ field: 'spoiler', value: true }));
    store.dispatch(composeChanged({ field: 'spoiler_text', value: 'long thread' }));
    store.dispatch(composeChanged({ field: 'text', value: '1/2' }));
    store.dispatch(submitRequested());
    await flush();
    expect(store.getState().compose).toMatchObject({
      text: '',
      in_reply_to: '10',
      spoiler: true,
      spoiler_text: 'long thread',
      is_submitting: false,
    });
  });

  it('without threaded mode the box empties and replies to nothing', async () => {
    const { store, api } = setup();
    api.post.mockResolvedValue(posted('10'));
    store.dispatch(composeChanged({ field: 'text', value: 'one' }));
    store.dispatch(submitRequested());
    await flush();
    expect(store.getState().compose).toMatchObject({ text: '', in_reply_to: null, spoiler: false });
  });

  it('"Say when a post is published" off: no toast', async () => {
    const { store, api } = setup({ show_published_toast: false });
    api.post.mockResolvedValue(posted('10'));
    store.dispatch(composeChanged({ field: 'text', value: 'quiet' }));
    store.dispatch(submitRequested());
    await flush();
    expect(store.getState().alerts).toEqual([]);
  });
});

describe('a reply while a post is being written', () => {
  const parent = makeStatus('7', { account: makeAccount('2', { acct: 'bob' }) });

  it('does not ask: the reply starts at once (the text typed stays a draft of its own)', async () => {
    const { store } = setup();
    store.dispatch(entitiesImported({ statuses: [parent] }));
    store.dispatch(composeChanged({ field: 'text', value: 'half a thought' }));
    store.dispatch(replyRequested({ statusId: '7' }));
    await flush();
    expect(store.getState().modals.stack).toEqual([]);
    expect(store.getState().compose).toMatchObject({ text: '@bob ', in_reply_to: '7' });
  });

  it('"re: " is not added to a reply\'s content warning with that preference off', async () => {
    const { store } = setup({ prepend_cw_re: false });
    store.dispatch(entitiesImported({ statuses: [makeStatus('8', { spoiler_text: 'food' })] }));
    store.dispatch(replyRequested({ statusId: '8' }));
    await flush();
    expect(store.getState().compose.spoiler_text).toBe('food');
  });
});
