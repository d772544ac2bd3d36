// Which instance a push belongs to. A push carries only the access token of the subscription, and
// the service worker cannot read localStorage, so the page records {token digest → instance} in a
// small database of its own when it subscribes (the token itself is not kept: the push brings it).
// The name stays outside the `fedideck-` account databases the outbox and sign-out walk through.
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';

export const PUSH_ACCOUNTS_DB = 'fedideck.push';

export interface PushAccount {
  digest: string;
  accountKey: string;
  baseUrl: string;
}

interface PushAccountsSchema extends DBSchema {
  accounts: { key: string; value: PushAccount };
}

function open(): Promise<IDBPDatabase<PushAccountsSchema>> {
  return openDB<PushAccountsSchema>(PUSH_ACCOUNTS_DB, 1, {
    upgrade: (db) => {
      db.createObjectStore('accounts', { keyPath: 'digest' });
    },
  });
}

export async function tokenDigest(token: string): Promise<string> {
  const bytes = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token)));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export async function rememberPushAccount(token: string, accountKey: string, baseUrl: string) {
  const db = await open();
  try {
    await db.put('accounts', { digest: await tokenDigest(token), accountKey, baseUrl });
  } finally {
    db.close();
  }
}

export async function forgetPushAccount(token: string) {
  const db = await open();
  try {
    await db.delete('accounts', await tokenDigest(token));
  } finally {
    db.close();
  }
}

/** The instance of the account the token belongs to, if a page of this origin subscribed it. */
export async function pushAccountFor(token: string): Promise<PushAccount | undefined> {
  const db = await open();
  try {
    return await db.get('accounts', await tokenDigest(token));
  } finally {
    db.close();
  }
}
