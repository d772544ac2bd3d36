// What was shared into the app from another one (the manifest's share target), kept until the compose
// box takes it: the service worker writes what a share sheet posted, the composer reads it. Files wait
// here while the device is offline or nobody is signed in. One small database of its own, outside the
// `fedideck-` account databases that sign-out deletes: a share belongs to no account yet.
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';

export const SHARE_INBOX_DB = 'fedideck.share';

export interface SharedItem {
  id: string;
  /** When it arrived (ms): the oldest is attached first. */
  created: number;
  /** The post's text (the shared title, text and link joined); '' once the compose box took it. */
  text: string;
  files: SharedFile[];
}

/** A file as kept: its name and type beside its bytes (a File stored whole loses its name in some stores). */
export interface SharedFile {
  name: string;
  type: string;
  data: Blob;
}

export const sharedFileOf = (file: File): SharedFile => ({ name: file.name, type: file.type, data: file });
export const fileOf = (shared: SharedFile): File =>
  new File([shared.data], shared.name, { type: shared.type });

interface ShareInboxSchema extends DBSchema {
  shares: { key: string; value: SharedItem };
}

function open(): Promise<IDBPDatabase<ShareInboxSchema>> {
  return openDB<ShareInboxSchema>(SHARE_INBOX_DB, 1, {
    upgrade: (db) => {
      db.createObjectStore('shares', { keyPath: 'id' });
    },
  });
}

async function withInbox<T>(work: (db: IDBPDatabase<ShareInboxSchema>) => Promise<T>): Promise<T> {
  const db = await open();
  try {
    return await work(db);
  } finally {
    db.close();
  }
}

export const keepShared = (item: SharedItem) =>
  withInbox((db) => db.put('shares', item).then(() => undefined));

/** Everything waiting, oldest first. */
export const waitingShares = () =>
  withInbox(async (db) => (await db.getAll('shares')).sort((a, b) => a.created - b.created));

/** The item as the compose box left it: gone once it holds neither text nor files. */
export const updateShared = (item: SharedItem) =>
  withInbox((db) =>
    item.text === '' && item.files.length === 0
      ? db.delete('shares', item.id)
      : db.put('shares', item).then(() => undefined),
  );

/**
 * A post's text from what a share sheet or a link gives (Mastodon's order: title, text, link), each
 * part once: apps often repeat the title or the link in the text.
 */
export function sharedText(shared: { title?: string | null; text?: string | null; url?: string | null }) {
  const title = shared.title?.trim() ?? '';
  const text = shared.text?.trim() ?? '';
  const url = shared.url?.trim() ?? '';
  const parts: string[] = [];
  if (title && !text.includes(title)) parts.push(title);
  if (text) parts.push(text);
  if (url && !text.includes(url)) parts.push(url);
  return parts.join(' ');
}
