/**
 * What a search names on its own: a profile or post address (https://host/@user or
 * https://host/@user/123) or a handle @user@domain. Such a search that finds exactly that one account
 * or post opens it.
 */
export type DirectTarget = { kind: 'account'; acct: string } | { kind: 'status'; acct: string; id: string };

const HANDLE = /^@?([\w.-]+)@([\w.-]+\.[a-z]{2,}|localhost(?::\d+)?)$/i;

export function directTarget(q: string): DirectTarget | null {
  const text = q.trim();
  const handle = HANDLE.exec(text);
  if (handle && text.startsWith('@')) return { kind: 'account', acct: `${handle[1]}@${handle[2]}` };
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const path = /^\/@([\w.-]+)(?:@[\w.-]+)?(?:\/(\w+))?\/?$/.exec(url.pathname);
  if (!path) return null;
  const acct = `${path[1]}@${url.host}`;
  return path[2] ? { kind: 'status', acct, id: path[2] } : { kind: 'account', acct };
}

/** Whether the search names one thing directly (so it resolves it, when the user may). */
export const isDirect = (q: string) => directTarget(q) !== null;
