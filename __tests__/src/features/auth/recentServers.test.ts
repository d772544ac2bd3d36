import {
  forgetRecentServer,
  loadRecentServers,
  RECENT_SERVERS_KEY,
  rememberRecentServer,
} from '../../../../src/features/auth/recentServers';

afterEach(() => localStorage.clear());

describe('recent servers', () => {
  it('newest first, without duplicates', () => {
    rememberRecentServer(localStorage, 'https://a.example');
    rememberRecentServer(localStorage, 'https://b.example');
    rememberRecentServer(localStorage, 'https://a.example');
    expect(loadRecentServers(localStorage)).toEqual(['https://a.example', 'https://b.example']);
  });

  it('keeps only the last five', () => {
    for (const name of ['a', 'b', 'c', 'd', 'e', 'f'])
      rememberRecentServer(localStorage, `https://${name}.example`);
    expect(loadRecentServers(localStorage)).toEqual([
      'https://f.example',
      'https://e.example',
      'https://d.example',
      'https://c.example',
      'https://b.example',
    ]);
  });

  it('a server can be removed', () => {
    rememberRecentServer(localStorage, 'https://a.example');
    rememberRecentServer(localStorage, 'http://127.0.0.1:4000');
    expect(forgetRecentServer(localStorage, 'https://a.example')).toEqual(['http://127.0.0.1:4000']);
    expect(loadRecentServers(localStorage)).toEqual(['http://127.0.0.1:4000']);
  });

  it('a corrupt or tampered list offers only entries that are server addresses', () => {
    localStorage.setItem(RECENT_SERVERS_KEY, '{oops');
    expect(loadRecentServers(localStorage)).toEqual([]);
    localStorage.setItem(
      RECENT_SERVERS_KEY,
      JSON.stringify(['javascript:alert(1)', 42, 'http://example.com', 'https://ok.example']),
    );
    expect(loadRecentServers(localStorage)).toEqual(['https://ok.example']);
  });
});
