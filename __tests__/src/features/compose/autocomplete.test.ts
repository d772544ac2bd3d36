import { composeSaga } from '../../../../src/features/compose/sagas';
import { selectComposeSuggestions } from '../../../../src/features/compose/autocomplete/slice';
import { composeSuggestionsRequested, composeTagPicked } from '../../../../src/features/compose/intents';
import { insertEmoji, replaceToken, tokenAt } from '../../../../src/features/compose/autocomplete/token';
import {
  addToTagHistory,
  hashtagsIn,
  loadTagHistory,
  tagHistoryKey,
} from '../../../../src/features/compose/autocomplete/tagHistory';
import { composeChanged, submitRequested, submitSucceeded } from '../../../../src/features/compose/slice';
import {
  answer,
  composeBoxFeatures,
  fakeApi,
  makeAccount,
  makeTestStore,
  savedAccount,
  signedInAuth,
} from '../../fixtures';

describe('the token at the caret', () => {
  it('is @, # or : followed by at least two characters', () => {
    expect(tokenAt('hi @al', 6)).toEqual({ text: '@al', start: 3 });
    expect(tokenAt('hi @a', 5)).toBeNull();
    expect(tokenAt('#tag', 4)).toEqual({ text: '#tag', start: 0 });
    expect(tokenAt('x :smi', 6)).toEqual({ text: ':smi', start: 2 });
  });

  it('an emoji token follows the custom shortcode pattern (letters, digits, underscores)', () => {
    expect(tokenAt(':blob_cat2', 10)).not.toBeNull();
    expect(tokenAt(':blob-cat', 9)).toBeNull();
    expect(tokenAt('12:30', 5)).toBeNull();
  });

  it('picking replaces the token and puts the caret after the replacement', () => {
    expect(replaceToken('hi @al there', { text: '@al', start: 3 }, '@alice ')).toEqual({
      text: 'hi @alice  there',
      caret: 10,
    });
  });

  it('a custom emoji from the picker gets spaces around it, a Unicode one a space after', () => {
    expect(insertEmoji('ab', 1, ':blob:', true)).toEqual({ text: 'a :blob: b', caret: 9 });
    expect(insertEmoji('a b', 2, ':blob:', true)).toEqual({ text: 'a :blob: b', caret: 9 });
    expect(insertEmoji('ab', 1, '😀', false)).toEqual({ text: 'a😀 b', caret: 4 });
  });
});

describe('tag history', () => {
  it('keeps at most 1000 tags, the most recent first, without duplicates (case aside)', () => {
    localStorage.clear();
    const many = Array.from({ length: 1100 }, (_, i) => `tag${i}`);
    addToTagHistory(localStorage, 'me', many);
    expect(loadTagHistory(localStorage, 'me')).toHaveLength(1000);
    const history = addToTagHistory(localStorage, 'me', ['Tag5', 'new', 'NEW']);
    expect(history.slice(0, 2)).toEqual(['Tag5', 'new']);
    expect(history.filter((tag) => tag.toLowerCase() === 'tag5')).toHaveLength(1);
    expect(history).toHaveLength(1000);
  });

  it('finds the hashtags of a post', () => {
    expect(hashtagsIn('#one two #Two_2 a#not https://x/#frag #')).toEqual(['one', 'Two_2']);
  });
});

function setup() {
  localStorage.clear();
  const api = fakeApi();
  const made = makeTestStore({ api, account: savedAccount, localStorage }, { auth: signedInAuth() });
  made.runSaga(composeSaga);
  // The compose box's own watchers, started with the box.
  made.runSaga(composeBoxFeatures);
  const suggestions = () => selectComposeSuggestions(made.store.getState());
  const settled = (done: () => boolean) =>
    new Promise<void>((resolve) => {
      const check = () => (done() ? resolve() : setTimeout(check, 5));
      setTimeout(check, 5);
    });
  return { ...made, api, suggestions, settled };
}

describe('suggestion calls', () => {
  it('"@" asks accounts/search for 4 accounts without resolving, and suggests them', async () => {
    const { store, api, suggestions, settled } = setup();
    api.get.mockResolvedValueOnce(answer([makeAccount('7', { acct: 'alice', username: 'alice' })]));
    store.dispatch(composeSuggestionsRequested({ token: '@al', locale: 'en' }));
    await settled(() => suggestions().token === '@al');
    expect(api.get).toHaveBeenCalledWith('/api/v1/accounts/search', {
      query: { q: 'al', limit: 4, resolve: false },
      signal: undefined,
    });
    expect(suggestions().items).toEqual([{ type: 'account', id: '7', acct: 'alice' }]);
  });

  it('"#" asks v2/search for 4 hashtags; tags used before come first, each once, 4 at most', async () => {
    const { store, api, suggestions, settled } = setup();
    addToTagHistory(localStorage, savedAccount.key, ['Fedi', 'other']);
    api.get.mockResolvedValueOnce(
      answer({ hashtags: ['fedi', 'fediverse', 'fedidev', 'fedilab'].map((name) => ({ name, url: '' })) }),
    );
    store.dispatch(composeSuggestionsRequested({ token: '#fed', locale: 'en' }));
    await settled(() => suggestions().token === '#fed');
    expect(api.get.mock.calls[0][0]).toBe('/api/v2/search');
    expect((api.get.mock.calls[0][1] as { query: object }).query).toMatchObject({
      q: 'fed',
      type: 'hashtags',
      limit: 4,
    });
    expect(suggestions().items).toEqual(
      ['Fedi', 'fediverse', 'fedidev', 'fedilab'].map((name) => ({ type: 'hashtag', name })),
    );
  });

  it('an answer to an older token never replaces the newer one', async () => {
    const { store, api, suggestions, settled } = setup();
    let late: (value: ReturnType<typeof answer>) => void = () => undefined;
    api.get
      .mockImplementationOnce(() => new Promise((resolve) => (late = resolve)))
      .mockResolvedValueOnce(answer([makeAccount('8', { acct: 'bob' })]));
    store.dispatch(composeSuggestionsRequested({ token: '@al', locale: 'en' }));
    store.dispatch(composeSuggestionsRequested({ token: '@bo', locale: 'en' }));
    await settled(() => suggestions().token === '@bo');
    late(answer([makeAccount('7', { acct: 'alice' })]));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(suggestions().token).toBe('@bo');
  });

  it('a picked tag and the tags of a published post go into the history', async () => {
    const { store, api, settled } = setup();
    // The publish call stays pending: the test says how it ends.
    api.post.mockReturnValue(new Promise(() => undefined));
    store.dispatch(composeTagPicked({ name: 'picked' }));
    await settled(() => loadTagHistory(localStorage, savedAccount.key).includes('picked'));
    store.dispatch(composeChanged({ field: 'text', value: 'Hello #first and #second' }));
    store.dispatch(submitRequested());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(loadTagHistory(localStorage, savedAccount.key)).toEqual(['picked']);
    store.dispatch(
      submitSucceeded({ defaults: { privacy: 'public', language: 'en', quotePolicy: 'public' } }),
    );
    await settled(() => loadTagHistory(localStorage, savedAccount.key).length === 3);
    expect(JSON.parse(localStorage.getItem(tagHistoryKey(savedAccount.key))!)).toEqual([
      'first',
      'second',
      'picked',
    ]);
  });
});
