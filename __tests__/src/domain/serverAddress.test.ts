import { isPrivateHost, parseServerAddress } from '../../../src/domain/serverAddress';

describe('server address parser', () => {
  it.each([
    ['a bare host means https', 'mastodon.social', 'https://mastodon.social'],
    ['a host with a port keeps the port', 'example.social:8443', 'https://example.social:8443'],
    ['an https URL is kept', 'https://example.social', 'https://example.social'],
    ['an https URL with a port', 'https://example.social:8443/', 'https://example.social:8443'],
    [
      'a path prefix is kept without a trailing slash',
      'https://example.social/mastodon/',
      'https://example.social/mastodon',
    ],
    ['a deeper path prefix is kept', 'example.social/apps/masto', 'https://example.social/apps/masto'],
    ['a handle "@user@host" leads to its server', '@me@fosstodon.org', 'https://fosstodon.org'],
    ['a handle without the leading "@"', 'me@fosstodon.org', 'https://fosstodon.org'],
    [
      'a pasted profile URL leads to its server',
      'https://mastodon.social/@Gargron',
      'https://mastodon.social',
    ],
    [
      'a pasted post URL leads to its server',
      'https://mastodon.social/@Gargron/1234',
      'https://mastodon.social',
    ],
    [
      'a profile URL under a prefix keeps the prefix',
      'https://example.social/m/@me',
      'https://example.social/m',
    ],
    [
      'a /users/ profile URL leads to its server',
      'https://example.social/users/me',
      'https://example.social',
    ],
    [
      'a page of the web interface leads to its server',
      'https://mastodon.social/about',
      'https://mastodon.social',
    ],
    ['query and fragment are dropped', 'https://example.social/?x=1#y', 'https://example.social'],
    ['the host is lowercased', 'Example.SOCIAL', 'https://example.social'],
    ['the scheme may be in capitals', 'HTTPS://example.social', 'https://example.social'],
    ['an international domain becomes punycode', 'https://bücher.example', 'https://xn--bcher-kva.example'],
    ['surrounding spaces are ignored', '  example.social  ', 'https://example.social'],
    ['explicit http on 127.0.0.1 is allowed', 'http://127.0.0.1:4321', 'http://127.0.0.1:4321'],
    ['explicit http anywhere in 127.0.0.0/8 is allowed', 'http://127.1.2.3', 'http://127.1.2.3'],
    ['explicit http on localhost is allowed', 'http://localhost:3000/', 'http://localhost:3000'],
    ['explicit http on [::1] is allowed', 'http://[::1]:4000', 'http://[::1]:4000'],
    ['explicit http on 10/8 is allowed', 'http://10.1.2.3', 'http://10.1.2.3'],
    ['explicit http on 172.16/12 is allowed', 'http://172.31.0.5:8080', 'http://172.31.0.5:8080'],
    ['explicit http on 192.168/16 is allowed', 'http://192.168.1.20', 'http://192.168.1.20'],
    ['explicit http on *.local is allowed', 'http://pi.local', 'http://pi.local'],
    ['https on a private address is kept', 'https://192.168.1.20', 'https://192.168.1.20'],
    ['a private address without a scheme means https', '192.168.1.20', 'https://192.168.1.20'],
  ])('accepts: %s', (_rule, input, baseUrl) => {
    expect(parseServerAddress(input)).toEqual({ baseUrl });
  });

  it.each([
    ['localhost:PORT', 'localhost:4000', 'localhost:4000'],
    ['127.0.0.1:PORT', '127.0.0.1:4000', '127.0.0.1:4000'],
    ['[::1]:PORT', '[::1]:4000', '[::1]:4000'],
    ['a loopback address with a path prefix', '127.0.0.1:4000/social', '127.0.0.1:4000/social'],
  ])(
    'a loopback address typed without a scheme is tried over https, then over http: %s',
    (_case, input, rest) => {
      expect(parseServerAddress(input)).toEqual({
        baseUrl: `https://${rest}`,
        httpFallback: `http://${rest}`,
      });
    },
  );

  it('a loopback address typed with its scheme is used as typed, with nothing else to try', () => {
    expect(parseServerAddress('http://127.0.0.1:4000')).toEqual({ baseUrl: 'http://127.0.0.1:4000' });
    expect(parseServerAddress('https://localhost:4000')).toEqual({ baseUrl: 'https://localhost:4000' });
  });

  it.each([
    ['http on a public host', 'http://example.com'],
    ['http on a public address', 'http://8.8.8.8'],
    ['http just outside 172.16/12', 'http://172.32.0.1'],
    ['http on a host that only starts like a private one', 'http://192.168.example.com'],
  ])('refuses with "needs https": %s', (_rule, input) => {
    expect(parseServerAddress(input)).toEqual({ error: 'httpsRequired' });
  });

  it.each([
    ['an empty field', '   '],
    ['words with spaces', 'not a server'],
    ['a name with no dot', 'mastodon'],
    ['another scheme', 'ftp://example.social'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a host with an empty label', 'example..social'],
    ['a host with a trailing dot', 'example.social.'],
    ['a handle with nothing after "@"', '@me@'],
    ['characters a host cannot have', 'exa_mple!.social'],
  ])('refuses as not an address: %s', (_rule, input) => {
    expect(parseServerAddress(input)).toEqual({ error: 'invalidAddress' });
  });

  it('private ranges end where they should', () => {
    expect(isPrivateHost('172.15.255.255')).toBe(false);
    expect(isPrivateHost('172.16.0.0')).toBe(true);
    expect(isPrivateHost('11.0.0.1')).toBe(false);
    expect(isPrivateHost('192.169.0.1')).toBe(false);
  });
});
