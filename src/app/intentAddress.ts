// What an address handed to the app from elsewhere asks for: the `web+mastodon:` and `web+ap:` links
// the manifest's protocol handlers send to /intent?uri=…, or a plain post or profile address.

/** A handle's two parts, `user@host` (a host with a port for a server on this machine or network). */
const ACCT = /^@?([\w.-]+)@([\w-]+(?:\.[\w-]+)*(?::\d+)?)$/i;

export type Intent =
  /** Write a post with this text (the composer's share). */
  | { kind: 'share'; title: string; text: string; url: string }
  /** An account by its handle. */
  | { kind: 'account'; acct: string; q: string }
  /** A post or profile by its address, found through search. */
  | { kind: 'address'; url: string; q: string; expect: 'account' | 'status' | 'any' };

const SCHEMES = /^(web\+mastodon|web\+ap):(?:\/\/)?/i;
/** The actions a `web+mastodon://` link names before its parameters. */
const ACTIONS = /^(share|follow|profile|status|post|open|search|interact)\/?(?:\?(.*))?$/i;

function accountOf(text: string): Intent | null {
  const match = ACCT.exec(text.replace(/^acct:/i, ''));
  if (!match) return null;
  const acct = `${match[1]}@${match[2]}`;
  return { kind: 'account', acct, q: `@${acct}` };
}

function addressOf(text: string): Intent | null {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const path = /^\/@[^/]+(\/[^/]+)?\/?$/.exec(url.pathname);
  const expect = path ? (path[1] ? 'status' : 'account') : 'any';
  return { kind: 'address', url: url.href, q: url.href, expect };
}

/** An account handle, a post or profile address, or a `web+ap`'s host and path. */
function targetOf(text: string, bareHost = false): Intent | null {
  const value = text.trim();
  if (value === '') return null;
  if (/^acct:/i.test(value) || ACCT.test(value)) return accountOf(value);
  if (/^https?:\/\//i.test(value)) return addressOf(value);
  // web+ap://host/path stands for https://host/path.
  if (bareHost && /^[\w-]+(\.[\w-]+)*(:\d+)?\//.test(value)) return addressOf(`https://${value}`);
  return null;
}

/** What the address handed to /intent asks for, or null when it names nothing the app can open. */
export function parseIntent(uri: string): Intent | null {
  const value = uri.trim();
  const scheme = SCHEMES.exec(value);
  if (!scheme) return targetOf(value);
  const rest = value.slice(scheme[0].length);
  const action = ACTIONS.exec(rest);
  if (action) {
    const params = new URLSearchParams(action[2] ?? '');
    if (action[1].toLowerCase() === 'share') {
      const share = {
        title: params.get('title') ?? '',
        text: params.get('text') ?? '',
        url: params.get('url') ?? '',
      };
      return share.title || share.text || share.url ? { kind: 'share', ...share } : null;
    }
    const target = params.get('uri') ?? params.get('url') ?? params.get('acct') ?? params.get('q') ?? '';
    return targetOf(target);
  }
  return targetOf(decoded(rest), true);
}

function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** The composer's address for a share: its title, text and link as /share's parameters. */
export function sharePath(intent: Extract<Intent, { kind: 'share' }>): string {
  const params = new URLSearchParams();
  for (const name of ['title', 'text', 'url'] as const) if (intent[name]) params.set(name, intent[name]);
  return `/share?${params.toString()}`;
}
