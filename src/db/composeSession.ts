// The compose session of this tab: the key of its draft in the account's `drafts` store, kept in
// sessionStorage so that a reload of the tab finds its own draft, while a new tab starts with its own.
import { randomId } from '../utils/uuid';

const storageKey = (dbName: string) => `fedideck:composeSession:${dbName}`;

/** This tab's compose session for the account's database, made and kept on the first read. */
export function composeSessionOf(dbName: string, storage: Storage | undefined): string {
  try {
    const kept = storage?.getItem(storageKey(dbName));
    if (kept) return kept;
  } catch {
    // Storage refused: the session lasts as long as the page.
  }
  const session = randomId();
  rememberComposeSession(dbName, session, storage);
  return session;
}

/** Keeps the tab's current compose session (a new one starts after a post, a reply over text...). */
export function rememberComposeSession(dbName: string, session: string, storage: Storage | undefined): void {
  try {
    storage?.setItem(storageKey(dbName), session);
  } catch {
    // Storage refused or full: a reload then starts a new session, the draft stays in the list.
  }
}
