import { sql } from '../context';
import { snowflakeId } from '../ids';
import type { Db } from './db';
import type { PageQuery } from './paging';

export interface ListRow {
  id: string;
  account_id: string;
  title: string;
  replies_policy: string;
  exclusive: number;
}

export interface ListFields {
  title: string;
  policy: string;
  exclusive: number;
}

/** A list of the given owner's, or undefined (another user's lists do not exist for them). */
export function ownList(db: Db, id: string, ownerId: string): ListRow | undefined {
  return sql(db, 'SELECT * FROM lists WHERE id = ? AND account_id = ?').get(id, ownerId) as
    ListRow | undefined;
}

/** The owner's lists by title, as Mastodon orders them. */
export function listsOf(db: Db, ownerId: string): ListRow[] {
  return sql(db, 'SELECT * FROM lists WHERE account_id = ? ORDER BY title COLLATE NOCASE, id').all(
    ownerId,
  ) as ListRow[];
}

/** The owner's lists that hold an account. */
export function listsContaining(db: Db, ownerId: string, accountId: string): ListRow[] {
  return sql(
    db,
    'SELECT l.* FROM lists l JOIN list_accounts la ON la.list_id = l.id WHERE l.account_id = ? AND la.account_id = ?',
  ).all(ownerId, accountId) as ListRow[];
}

export function createList(db: Db, ownerId: string, fields: ListFields): string {
  const id = snowflakeId();
  sql(db, 'INSERT INTO lists (id, account_id, title, replies_policy, exclusive) VALUES (?, ?, ?, ?, ?)').run(
    id,
    ownerId,
    fields.title,
    fields.policy,
    fields.exclusive,
  );
  return id;
}

export function updateList(db: Db, id: string, fields: ListFields): void {
  sql(db, 'UPDATE lists SET title = ?, replies_policy = ?, exclusive = ? WHERE id = ?').run(
    fields.title,
    fields.policy,
    fields.exclusive,
    id,
  );
}

export function deleteList(db: Db, id: string): void {
  db.transaction(() => {
    sql(db, 'DELETE FROM list_accounts WHERE list_id = ?').run(id);
    sql(db, 'DELETE FROM lists WHERE id = ?').run(id);
  })();
}

export function addListMembers(db: Db, listId: string, accountIds: readonly string[]): void {
  db.transaction(() => {
    for (const id of accountIds)
      sql(db, 'INSERT OR IGNORE INTO list_accounts (id, list_id, account_id) VALUES (?, ?, ?)').run(
        snowflakeId(),
        listId,
        id,
      );
  })();
}

export function removeListMembers(db: Db, listId: string, accountIds: readonly string[]): void {
  for (const id of accountIds)
    sql(db, 'DELETE FROM list_accounts WHERE list_id = ? AND account_id = ?').run(listId, id);
}

/**
 * Takes an account out of every list of an owner's. A list member is someone the owner follows: as in
 * Mastodon, where a list membership belongs to its follow, the memberships go when the follow ends
 * (unfollow, removal from followers, a rejected request) or a block comes between the two.
 */
export function leaveOwnersLists(db: Db, ownerId: string, accountId: string): void {
  sql(
    db,
    'DELETE FROM list_accounts WHERE account_id = ? AND list_id IN (SELECT id FROM lists WHERE account_id = ?)',
  ).run(accountId, ownerId);
}

/** A list's members, in the order they were added. */
export function listMembers(listId: string): PageQuery {
  return {
    from: 'list_accounts la',
    where: ['la.list_id = ?'],
    args: [listId],
    cursor: 'la.id',
    item: 'la.account_id',
  };
}
