import {
  filterContextOf,
  hashtagKey,
  isStreamed,
  keyOf,
  keysForStream,
  parseKey,
  streamsOf,
  type TimelineKey,
} from '../../../src/domain/timelineKey';

describe('timeline keys', () => {
  const keys: [TimelineKey, string][] = [
    [{ kind: 'home' }, 'home'],
    [{ kind: 'public', scope: 'federated', onlyMedia: false }, 'public'],
    [{ kind: 'public', scope: 'local', onlyMedia: true }, 'public:local:media'],
    [{ kind: 'public', scope: 'remote', onlyMedia: false }, 'public:remote'],
    [{ kind: 'public', scope: 'federated', onlyMedia: true }, 'public:media'],
    [hashtagKey({ tag: 'Cats' }), 'hashtag:Cats'],
    [
      hashtagKey({ tag: '#cats', any: ['Dogs', 'birds', 'dogs'], all: ['x'], none: ['mice'], local: true }),
      'hashtag:cats?all=x&any=birds%2Cdogs&local=1&none=mice',
    ],
    [{ kind: 'list', id: '7' }, 'list:7'],
    [{ kind: 'direct' }, 'direct'],
    [{ kind: 'account', id: '1' }, 'account:1'],
    [{ kind: 'account', id: '1:media' }, 'account:1:media'],
    [{ kind: 'link', url: 'https://example.com/a?b=c' }, 'link:https://example.com/a?b=c'],
  ];

  test.each(keys)('%j is written as the string stored data already uses, and read back', (key, id) => {
    expect(keyOf(key)).toBe(id);
    expect(parseKey(id)).toEqual(key);
  });

  test('strings that name no timeline parse to null', () => {
    for (const id of [
      'nonsense',
      'public:weird',
      'list:',
      'account:',
      'direct:1',
      'hashtag:',
      'hashtag:##',
      'link:javascript:alert(1)',
    ])
      expect(parseKey(id)).toBeNull();
  });

  test('the streams each kind needs', () => {
    expect(streamsOf({ kind: 'home' })).toEqual([]);
    expect(streamsOf({ kind: 'account', id: '1' })).toEqual([]);
    expect(streamsOf({ kind: 'link', url: 'https://x.test' })).toEqual([]);
    expect(streamsOf(parseKey('public:remote:media')!)).toEqual([{ stream: 'public:remote:media' }]);
    expect(streamsOf({ kind: 'list', id: '4' })).toEqual([{ stream: 'list', list: '4' }]);
    expect(streamsOf(hashtagKey({ tag: 'cats', any: ['dogs'], local: true }))).toEqual([
      { stream: 'hashtag:local', tag: 'cats' },
      { stream: 'hashtag:local', tag: 'dogs' },
    ]);
  });

  test('the filter context and live updates by kind', () => {
    expect(
      ['home', 'list:3', 'public:local', 'hashtag:x', 'account:5', 'direct'].map((id) =>
        filterContextOf(parseKey(id)!),
      ),
    ).toEqual(['home', 'home', 'public', 'public', 'account', 'public']);
    expect(isStreamed('account:5')).toBe(false);
    expect(isStreamed('hashtag:accounting')).toBe(true);
  });

  test('the timelines a stream message feeds', () => {
    expect(keysForStream(['user'])).toEqual(['home']);
    expect(keysForStream(['public:local'])).toEqual(['public:local']);
    expect(keysForStream(['hashtag', 'Cats'])).toEqual(['hashtag:cats']);
    expect(keysForStream(['list', '9'])).toEqual(['list:9']);
    expect(keysForStream(['user:notification'])).toEqual([]);
  });
});
