import { menuItemsFor } from '../../../../src/features/statuses/components/menu/menuItems';
import { makeAccount, makeStatus } from '../../fixtures';

const keys = (...args: Parameters<typeof menuItemsFor>) => menuItemsFor(...args).map((item) => item.key);

describe("a post's menu items", () => {
  const others = makeStatus('5', { account: makeAccount('7', { acct: 'alice' }) });
  const remote = makeStatus('6', {
    account: makeAccount('8', { acct: 'bob@far.example' }),
    url: 'https://far.example/@bob/6',
  });
  const own = makeStatus('9', { account: makeAccount('1', { acct: 'me' }), visibility: 'public' });

  it("others' posts offer sharing, mention, filter, mute, block and report", () => {
    expect(keys(others, '1')).toEqual(['copyLink', 'mention', 'filter', 'mute', 'block', 'report']);
    const mute = menuItemsFor(others, '1').find((item) => item.key === 'mute');
    expect(mute?.values).toEqual({ name: 'alice' });
  });

  it('a remote post also opens its original page; a local one does not', () => {
    expect(keys(remote, '1')).toContain('openOriginal');
    expect(keys(others, '1')).not.toContain('openOriginal');
  });

  it('a remote post whose url is not http(s) offers no original page', () => {
    expect(keys({ ...remote, url: 'javascript:alert(1)' }, '1')).not.toContain('openOriginal');
  });

  it('own posts offer the owner actions and none about the author', () => {
    expect(keys(own, '1')).toEqual([
      'copyLink',
      'muteConversation',
      'pin',
      'quotePolicy',
      'edit',
      'delete',
      'redraft',
    ]);
  });

  it('pinned and muted own posts offer the undo', () => {
    expect(keys({ ...own, pinned: true, muted: true }, '1')).toEqual(
      expect.arrayContaining(['unpin', 'unmuteConversation']),
    );
  });

  it('only public and unlisted own posts can be pinned', () => {
    expect(keys({ ...own, visibility: 'unlisted' }, '1')).toContain('pin');
    expect(keys({ ...own, visibility: 'private' }, '1')).not.toContain('pin');
    expect(keys({ ...own, visibility: 'direct' }, '1')).not.toContain('pin');
  });

  it('signed out, only sharing', () => {
    expect(keys(remote, null)).toEqual(['copyLink', 'openOriginal']);
  });
});
