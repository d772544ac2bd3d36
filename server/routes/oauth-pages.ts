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

const STYLE = `body{font-family:system-ui,sans-serif;background:#191b22;color:#fff;display:flex;justify-content:center;padding:2rem}
main{max-width:24rem;width:100%}label{display:block;margin:1rem 0 .25rem}input[type=text],input[type=password]{width:100%;padding:.5rem;font-size:1rem;box-sizing:border-box}
button{margin-top:1.5rem;padding:.6rem 1.2rem;font-size:1rem;background:#6364ff;color:#fff;border:0;border-radius:4px;cursor:pointer}
.error{background:#5c1f1f;padding:.5rem;border-radius:4px}code{word-break:break-all;font-size:1.2rem}`;

function page(title: string, body: string): string {
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

/** The sign-in form: plain HTML, no script, so it works under a strict Content-Security-Policy. */
export function signInPage(appName: string, params: OAuthParams, error?: string): string {
  const hidden = OAUTH_FIELDS.filter((name) => params[name] !== undefined)
    .map((name) => `<input type="hidden" name="${name}" value="${escapeHtml(params[name]!)}">`)
    .join('');
  const alert = error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : '';
  return page(
    'Sign in',
    `<h1>Sign in</h1><p>${escapeHtml(appName)} would like to access your account (${escapeHtml(params.scope ?? 'read')}).</p>${alert}
<form method="post" action="/oauth/authorize">${hidden}
<label for="username">Username</label><input type="text" id="username" name="username" autocomplete="username" autocapitalize="none" required>
<label for="password">Password</label><input type="password" id="password" name="password" autocomplete="current-password" required>
<button type="submit">Sign in</button></form>`,
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
