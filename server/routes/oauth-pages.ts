import { directionOf, type PageLocale } from '../i18n/locales';
import { PAGE_TEXTS, type PageTextKey } from '../i18n/pages';
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
// Logical properties only: a right-to-left page mirrors.
const STYLE = `:root{color-scheme:light dark;--bg:#f3f4f8;--surface:#fff;--text:#17181f;--muted:#5b5f6e;--border:#dcdee8;--accent:#565ad6;--accent-text:#fff;--danger:#c72c41;--danger-bg:#fbe9ec}
@media (prefers-color-scheme:dark){:root{--bg:#16171d;--surface:#1f2028;--text:#ecedf3;--muted:#9da1b3;--border:#33354a;--accent:#8c8dff;--accent-text:#0e0f14;--danger:#ff6b7f;--danger-bg:#3a1c22}}
body{margin:0;font:15px/1.45 system-ui,-apple-system,'Segoe UI',Roboto,Ubuntu,sans-serif;background:var(--bg);color:var(--text);display:flex;justify-content:center;padding-block:2rem;padding-inline:1rem}
main{max-inline-size:24rem;inline-size:100%;background:var(--surface);border:1px solid var(--border);border-radius:8px;padding:1.5rem;box-sizing:border-box}
h1{font-size:1.4rem;margin-block:0 .75rem;margin-inline:0}p{margin-block:.5rem;margin-inline:0}.muted{color:var(--muted)}
ul.scopes{margin-block:.5rem 0;margin-inline:0;padding-inline-start:1.25rem}ul.scopes li{margin-block:.2rem}
label{display:block;margin-block:1rem .25rem;margin-inline:0;font-weight:600}
input[type=text],input[type=password]{inline-size:100%;padding-block:.55rem;padding-inline:.6rem;font:inherit;color:var(--text);background:var(--bg);border:1px solid var(--border);border-radius:6px;box-sizing:border-box}
input:focus-visible,button:focus-visible,a:focus-visible{outline:2px solid var(--accent);outline-offset:2px}
.actions{display:flex;flex-wrap:wrap;align-items:center;gap:1rem;margin-block-start:1.5rem}
button{padding-block:.6rem;padding-inline:1.2rem;font:inherit;font-weight:600;background:var(--accent);color:var(--accent-text);border:0;border-radius:6px;cursor:pointer}
a{color:var(--accent)}
.error{background:var(--danger-bg);color:var(--danger);padding-block:.5rem;padding-inline:.75rem;border-radius:6px}code{word-break:break-all;font-size:1.2rem}
.code{background:var(--bg);border:1px solid var(--border);border-radius:6px;padding-block:.6rem;padding-inline:.75rem;text-align:center}.code code{user-select:all}`;

function page(locale: PageLocale, title: string, body: string): string {
  return `<!DOCTYPE html><html lang="${locale}" dir="${directionOf(locale)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

/** A page's text in its language. */
export function pageText(locale: PageLocale, key: PageTextKey): string {
  return PAGE_TEXTS[locale][key];
}

/** The scopes asked for, each in words of the page's language (an unknown one as it is written). */
export function scopeDescriptions(scope: string | undefined, locale: PageLocale = 'en'): string[] {
  const scopes = [...new Set((scope ?? 'read').split(/[\s+]+/).filter(Boolean))];
  return scopes.map((name) => {
    const key = `scope.${name}`;
    return Object.hasOwn(PAGE_TEXTS.en, key) ? pageText(locale, key as PageTextKey) : name;
  });
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
  /** Why the attempt before was refused. */
  error?: 'invalidCredentials' | 'tooManyAttempts';
  /** The address "Cancel" leads to (`cancelUrl`). */
  cancel: string;
  /** The page's language (`negotiateLocale`); English when not given. */
  locale?: PageLocale;
}

/** The sign-in form: plain HTML, no script, so it works under a strict Content-Security-Policy. */
export function signInPage(appName: string, params: OAuthParams, options: SignInPageOptions): string {
  const locale = options.locale ?? 'en';
  const t = (key: PageTextKey) => escapeHtml(pageText(locale, key));
  const hidden = OAUTH_FIELDS.filter((name) => params[name] !== undefined)
    .map((name) => `<input type="hidden" name="${name}" value="${escapeHtml(params[name]!)}">`)
    .join('');
  const alert = options.error ? `<p class="error" role="alert">${t(options.error)}</p>` : '';
  const scopes = scopeDescriptions(params.scope, locale)
    .map((words) => `<li>${escapeHtml(words)}</li>`)
    .join('');
  // The app's name is isolated, so a name in another script keeps its own direction in the sentence.
  const permission = t('permission').replace('{app}', `<strong><bdi>${escapeHtml(appName)}</bdi></strong>`);
  const username = options.username ?? '';
  // After a refusal the name stays and the password field is the one to type in again.
  const focusName = username === '' ? ' autofocus' : '';
  const focusPassword = username === '' ? '' : ' autofocus';
  return page(
    locale,
    pageText(locale, 'signInTitle'),
    `<h1>${t('signInTitle')}</h1><p>${permission}</p>
<ul class="scopes">${scopes}</ul>${alert}
<form method="post" action="/oauth/authorize">${hidden}
<label for="username">${t('username')}</label><input type="text" id="username" name="username" value="${escapeHtml(username)}" dir="auto" autocomplete="username" autocapitalize="none" spellcheck="false" required${focusName}>
<label for="password">${t('password')}</label><input type="password" id="password" name="password" dir="auto" autocomplete="current-password" required${focusPassword}>
<div class="actions"><button type="submit">${t('submit')}</button><a href="${escapeHtml(options.cancel)}">${t('cancel')}</a></div></form>`,
  );
}

export function codePage(code: string, locale: PageLocale = 'en'): string {
  const t = (key: PageTextKey) => escapeHtml(pageText(locale, key));
  return page(
    locale,
    pageText(locale, 'codeTitle'),
    `<h1>${t('codeTitle')}</h1><p>${t('codeHint')}</p><p class="code" dir="ltr"><code id="code">${escapeHtml(code)}</code></p>`,
  );
}

/** The message of a refused authorization request, with an OAuth error code before it when there is one. */
export function errorPage(message: PageTextKey, locale: PageLocale = 'en', code?: string): string {
  const t = (key: PageTextKey) => escapeHtml(pageText(locale, key));
  const prefix = code ? `<span dir="ltr">${escapeHtml(code)}</span>: ` : '';
  return page(
    locale,
    pageText(locale, 'errorTitle'),
    `<h1>${t('errorTitle')}</h1><p class="error" role="alert">${prefix}${t(message)}</p>`,
  );
}
