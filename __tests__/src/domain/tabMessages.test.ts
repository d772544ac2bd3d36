import { onTabMessage, parseTabMessage } from '../../../src/domain/tabMessages';
import { openTabsChannel, type TabMessage, type TabsChannel } from '../../../src/domain/tabs';

const WELL_FORMED: TabMessage[] = [
  { type: 'signingOut', accountKey: '1@a.example' },
  { type: 'signedOut', accountKey: '1@a.example', acct: 'me@a.example', revoked: false, next: '2@b.example' },
  { type: 'signedOut', accountKey: '1@a.example', acct: 'me@a.example', revoked: true, next: null },
  { type: 'switched', accountKey: '2@b.example' },
  { type: 'settingsChanged', device: { theme: 'dark', locale: 'fr' } },
  {
    type: 'settingsChanged',
    synced: { accountKey: '1@a.example', path: ['home', 'shows', 'reblog'], value: false },
  },
  { type: 'markersRead', accountKey: '1@a.example', markers: { home: '120' } },
  { type: 'markersSent', accountKey: '1@a.example', markers: { home: '150', notifications: '9' } },
];

describe('messages between tabs: each is read only once its shape is checked', () => {
  it.each(WELL_FORMED.map((message) => [message.type, message]))(
    'a well-formed %s is read as sent',
    (_, message) => {
      expect(parseTabMessage(structuredClone(message))).toEqual(message);
    },
  );

  it.each([
    ['not an object', 'signingOut'],
    ['null', null],
    ['an unknown type', { type: 'wipeEverything', accountKey: '1@a' }],
    ['no account', { type: 'signingOut' }],
    ['an empty account', { type: 'switched', accountKey: '' }],
    ['an account that is not text', { type: 'switched', accountKey: 1 }],
    ['a sign-out without its handle', { type: 'signedOut', accountKey: '1@a', revoked: false, next: null }],
    ['a sign-out without the reason', { type: 'signedOut', accountKey: '1@a', acct: 'me', next: null }],
    [
      'a sign-out whose next account is a number',
      { type: 'signedOut', accountKey: '1@a', acct: 'me', revoked: false, next: 2 },
    ],
    ['settings with nothing in them', { type: 'settingsChanged' }],
    ['device settings that are a list', { type: 'settingsChanged', device: ['dark'] }],
    ['a synced change without a path', { type: 'settingsChanged', synced: { accountKey: '1@a', value: 1 } }],
    [
      'a synced change with an empty path',
      { type: 'settingsChanged', synced: { accountKey: '1@a', path: [], value: 1 } },
    ],
    [
      'a synced change reaching a prototype',
      { type: 'settingsChanged', synced: { accountKey: '1@a', path: ['__proto__', 'x'], value: 1 } },
    ],
    [
      'a synced change reaching a constructor',
      {
        type: 'settingsChanged',
        synced: { accountKey: '1@a', path: ['constructor', 'prototype'], value: 1 },
      },
    ],
    ['markers that are not text', { type: 'markersSent', accountKey: '1@a', markers: { home: 150 } }],
    ['markers missing', { type: 'markersRead', accountKey: '1@a' }],
  ])('%s is dropped', (_, data) => {
    expect(parseTabMessage(data)).toBeNull();
  });

  it('a device setting named after a prototype is left out; the others are read', () => {
    const data = JSON.parse(
      '{"type":"settingsChanged","device":{"__proto__":{"polluted":true},"theme":"dark"}}',
    );
    expect(parseTabMessage(data)).toEqual({ type: 'settingsChanged', device: { theme: 'dark' } });
    expect(({} as { polluted?: boolean }).polluted).toBeUndefined();
  });
});

describe('the tabs’ BroadcastChannel', () => {
  const opened: TabsChannel[] = [];
  const open = (name: string) => {
    const channel = openTabsChannel(name);
    if (!channel) throw new Error('No BroadcastChannel');
    opened.push(channel);
    return channel;
  };
  afterEach(() => opened.splice(0).forEach((channel) => channel.close()));

  it('passes a message to the other tabs of the origin, checked, and never back to the tab that sent it', async () => {
    const [a, b, c] = [open('test-tabs-1'), open('test-tabs-1'), open('test-tabs-1')];
    const seen: Record<string, TabMessage[]> = { a: [], b: [], c: [] };
    onTabMessage(a, (message) => seen.a.push(message));
    onTabMessage(b, (message) => seen.b.push(message));
    const raw: unknown[] = [];
    c.subscribe((data) => raw.push(data));
    a.post({ type: 'switched', accountKey: '2@b.example' });
    // Any script of the origin may post on the channel: what is not a message is dropped.
    (b as unknown as { post: (data: unknown) => void }).post({ type: 'switched' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(seen.a).toEqual([]);
    expect(seen.b).toEqual([{ type: 'switched', accountKey: '2@b.example' }]);
    expect(raw).toEqual([{ type: 'switched', accountKey: '2@b.example' }, { type: 'switched' }]);
  });

  it('is missing where the browser has no BroadcastChannel: each tab goes on alone', () => {
    const real = globalThis.BroadcastChannel;
    delete (globalThis as { BroadcastChannel?: unknown }).BroadcastChannel;
    try {
      expect(openTabsChannel('test-tabs-2')).toBeNull();
    } finally {
      globalThis.BroadcastChannel = real;
    }
  });
});
