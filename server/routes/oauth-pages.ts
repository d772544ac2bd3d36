import { escapeHtml } from '../text';

export const OAUTH_FIELDS = [
  'response_type',
  'client_id',
  'redirect_uri',
  'scope',
  'state',
  'code_challenge',
  'code_challenge_method',
] as const;

export type OAuthParams = Partial<Record<(typeof OAUTH_FIELDS)[number], string>>;

// The app's colours (light and dark, as the device is set), so signing in looks like the app it leads to.
const STYLE = `:root{color-scheme:light dark;--bg:#f3f4f8;--surface:#fff;--text:#17181f;--muted:#5b5f6e;--border:#dcdee8;--accent:#565ad6;--accent-text:#fff;--danger:#c72c41;--danger-bg:#fbe9ec}
@media (prefers-color-scheme:dark){:root{--bg:#16171d;--surface:#1f2028;--text:#ecedf3;--muted:#9da1b3;--border:#33354a;--accent:#8c8dff;--accent-text:#0e0f14;--danger:#ff6b7f;--danger-bg:#3a1c22}}
body{margin:0;font:15px/1.45 system-ui,-apple-system,'Segoe UI',Roboto,Ubuntu,sans-serif;background:var(--bg);color:var(--text);display:flex;justify-content:center;padding:2rem 1rem}
main{max-width:24rem;width:100%;background:var(--surface);border:1px solid var(--border);border-radius:8px;padding:1.5rem;box-sizing:border-box}
h1{font-size:1.4rem;margin:0 0 .75rem}p{margin:.5rem 0}.muted{color:var(--muted)}
ul.scopes{margin:.5rem 0 0;padding-left:1.25rem}ul.scopes li{margin:.2rem 0}
label{display:block;margin:1rem 0 .25rem;font-weight:600}
input[type=text],input[type=password]{width:100%;padding:.55rem .6rem;font:inherit;color:var(--text);background:var(--bg);border:1px solid var(--border);border-radius:6px;box-sizing:border-box}
input:focus-visible,button:focus-visible,a:focus-visible{outline:2px solid var(--accent);outline-offset:2px}
.actions{display:flex;align-items:center;gap:1rem;margin-top:1.5rem}
button{padding:.6rem 1.2rem;font:inherit;font-weight:600;background:var(--accent);color:var(--accent-text);border:0;border-radius:6px;cursor:pointer}
a{color:var(--accent)}
.error{background:var(--danger-bg);color:var(--danger);padding:.5rem .75rem;border-radius:6px}code{word-break:break-all;font-size:1.2rem}`;

function page(title: string, body: string): string {
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

/** What each scope lets the application do, in Mastodon's words. */
const SCOPE_WORDS: Record<string, string> = {
  read: 'read all your account’s data',
  write: 'modify all your account’s data',
  follow: 'modify account relationships',
  push: 'receive your push notifications',
  profile: 'read only your account’s profile information',
  'read:accounts': 'see accounts information',
  'read:blocks': 'see your blocks',
  'read:bookmarks': 'see your bookmarks',
  'read:favourites': 'see your favorites',
  'read:filters': 'see your filters',
  'read:follows': 'see your follows',
  'read:lists': 'see your lists',
  'read:mutes': 'see your mutes',
  'read:notifications': 'see your notifications',
  'read:reports': 'see your reports',
  'read:search': 'search on your behalf',
  'read:statuses': 'see all posts',
  'write:accounts': 'modify your profile',
  'write:blocks': 'block accounts and domains',
  'write:bookmarks': 'bookmark posts',
  'write:conversations': 'mute and delete conversations',
  'write:favourites': 'favorite posts',
  'write:filters': 'create filters',
  'write:follows': 'follow people',
  'write:lists': 'create lists',
  'write:media': 'upload media files',
  'write:mutes': 'mute people and conversations',
  'write:notifications': 'clear your notifications',
  'write:reports': 'report other people',
  'write:statuses': 'publish posts',
};

/** The scopes asked for, each in words (an unknown one as it is written). */
export function scopeDescriptions(scope: string | undefined): string[] {
  const scopes = [...new Set((scope ?? 'read').split(/[\s+]+/).filter(Boolean))];
  return scopes.map((name) => SCOPE_WORDS[name] ?? name);
}

/**
 * Where "Cancel" leads: back to the application with `error=access_denied` (RFC 6749 §4.1.2.1), its
 * `state` and this server as `iss`; for a code shown on the page instead, to this server's home page.
 */
export function cancelUrl(params: OAuthParams, issuer: string): string {
  const redirect = params.redirect_uri;
  if (!redirect || redirect === 'urn:ietf:wg:oauth:2.0:oob') return '/';
  const target = new URL(redirect);
  target.searchParams.set('error', 'access_denied');
  target.searchParams.set(
    'error_description',
    'The resource owner or authorization server denied the request.',
  );
  if (params.state !== undefined) target.searchParams.set('state', params.state);
  target.searchParams.set('iss', issuer);
  return target.toString();
}

export interface SignInPageOptions {
  /** The name typed in the attempt before, kept after a refusal. */
  username?: string;
  error?: string;
  /** The address "Cancel" leads to (`cancelUrl`). */
  cancel: string;
}

/** The sign-in form: plain HTML, no script, so it works under a strict Content-Security-Policy. */
export function signInPage(appName: string, params: OAuthParams, options: SignInPageOptions): string {
  const hidden = OAUTH_FIELDS.filter((name) => params[name] !== undefined)
    .map((name) => `<input type="hidden" name="${name}" value="${escapeHtml(params[name]!)}">`)
    .join('');
  const alert = options.error ? `<p class="error" role="alert">${escapeHtml(options.error)}</p>` : '';
  const scopes = scopeDescriptions(params.scope)
    .map((words) => `<li>${escapeHtml(words)}</li>`)
    .join('');
  const username = options.username ?? '';
  // After a refusal the name stays and the password field is the one to type in again.
  const focusName = username === '' ? ' autofocus' : '';
  const focusPassword = username === '' ? '' : ' autofocus';
  return page(
    'Sign in',
    `<h1>Sign in</h1><p><strong>${escapeHtml(appName)}</strong> would like permission to access your account. It will be able to:</p>
<ul class="scopes">${scopes}</ul>${alert}
<form method="post" action="/oauth/authorize">${hidden}
<label for="username">Username</label><input type="text" id="username" name="username" value="${escapeHtml(username)}" autocomplete="username" autocapitalize="none" spellcheck="false" required${focusName}>
<label for="password">Password</label><input type="password" id="password" name="password" autocomplete="current-password" required${focusPassword}>
<div class="actions"><button type="submit">Sign in</button><a href="${escapeHtml(options.cancel)}">Cancel</a></div></form>`,
  );
}

export function codePage(code: string): string {
  return page(
    'Authorization code',
    `<h1>Authorization code</h1><p>Copy this code and paste it into the application.</p><p><code id="code">${escapeHtml(code)}</code></p>`,
  );
}

export function errorPage(message: string): string {
  return page(
    'Authorization error',
    `<h1>Authorization error</h1><p class="error" role="alert">${escapeHtml(message)}</p>`,
  );
}
