import { parseIntent, sharePath } from '../../../src/app/intentAddress';

describe('the address handed to /intent', () => {
  it.each([
    ['web+mastodon://share?text=Hello%20world', { kind: 'share', title: '', text: 'Hello world', url: '' }],
    [
      'web+mastodon://share?title=A%20page&url=https%3A%2F%2Fexample.com%2Fpage',
      { kind: 'share', title: 'A page', text: '', url: 'https://example.com/page' },
    ],
  ])('%s is a post to write', (uri, intent) => {
    expect(parseIntent(uri)).toEqual(intent);
  });

  it.each([
    ['web+mastodon://follow?uri=alice@example.social', 'alice@example.social'],
    ['web+mastodon://follow?uri=acct:alice@example.social', 'alice@example.social'],
    ['web+mastodon://follow?uri=%40alice%40example.social', 'alice@example.social'],
    ['web+mastodon://profile?uri=bob@127.0.0.1:3000', 'bob@127.0.0.1:3000'],
    ['web+ap://acct:carol@example.social', 'carol@example.social'],
    ['acct:dave@example.social', 'dave@example.social'],
    ['@erin@example.social', 'erin@example.social'],
  ])('%s names the account %s', (uri, acct) => {
    expect(parseIntent(uri)).toEqual({ kind: 'account', acct, q: `@${acct}` });
  });

  it.each([
    ['web+mastodon://https://example.social/@alice/110', 'https://example.social/@alice/110', 'status'],
    [
      'web+mastodon://follow?uri=https%3A%2F%2Fexample.social%2F%40alice',
      'https://example.social/@alice',
      'account',
    ],
    [
      'web+mastodon://status?uri=https://example.social/@alice/110',
      'https://example.social/@alice/110',
      'status',
    ],
    [
      'web+ap://example.social/users/alice/statuses/110',
      'https://example.social/users/alice/statuses/110',
      'any',
    ],
    ['web+ap://example.social/@alice', 'https://example.social/@alice', 'account'],
    ['https://example.social/@alice/110', 'https://example.social/@alice/110', 'status'],
    ['http://127.0.0.1:3000/@alice', 'http://127.0.0.1:3000/@alice', 'account'],
  ])('%s is the address %s, expected to be a %s', (uri, url, expect_) => {
    expect(parseIntent(uri)).toEqual({ kind: 'address', url, q: url, expect: expect_ });
  });

  it.each([
    '',
    'web+mastodon://',
    'web+mastodon://share',
    'web+mastodon://follow?uri=',
    'web+mastodon://follow?uri=nobody',
    'web+mastodon://nothing-here',
    'web+ap://%E0%A4%A',
    'javascript:alert(1)',
    'web+mastodon://follow?uri=javascript:alert(1)',
    'ftp://example.social/@alice',
    'just some words',
  ])('%j names nothing that can be opened', (uri) => {
    expect(parseIntent(uri)).toBeNull();
  });

  it("writes a share as the composer's address", () => {
    expect(sharePath({ kind: 'share', title: 'A & B', text: '', url: 'https://example.com/?a=1' })).toBe(
      '/share?title=A+%26+B&url=https%3A%2F%2Fexample.com%2F%3Fa%3D1',
    );
  });
});
