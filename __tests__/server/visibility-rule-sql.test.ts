import Database from 'better-sqlite3';
import path from 'node:path';
import type { StatusRow } from '../../server/store/rows';
import { maySee, maySeeSql } from '../../server/store/visibility';
import { api, post, useTestServer } from './helpers';

/*
 * The lists built in SQL and the answers about one post ask the same question: for every post of the
 * seeded world (every visibility, boosts, quotes, a suspended author, blocks) plus local-only posts, boosts
 * of them and a block made here, the SQL form of the rule and `maySee` agree for a signed-out visitor and
 * for every account.
 */

const ctx = useTestServer({ users: ['alice', 'bob', 'carol'], accounts: ['bob', 'dave'] });

test('a local-only post, and a boost of one, are refused to a signed-out visitor by the SQL rule and maySee alike, and every post gets the same answer from both', async () => {
  const localOnly = await post(ctx.base, ctx.tokens.alice, 'Only for this server', { local_only: true });
  const boost = await api(ctx.base, 'POST', `/api/v1/statuses/${localOnly.id}/reblog`, {
    token: ctx.tokens.bob,
  });
  expect(boost.status).toBe(200);
  await post(ctx.base, ctx.tokens.alice, 'For followers', { visibility: 'private' });
  await post(ctx.base, ctx.tokens.alice, `A word for @dave`, { visibility: 'direct' });
  expect(
    (await api(ctx.base, 'POST', `/api/v1/accounts/${ctx.ids.dave}/block`, { token: ctx.tokens.carol }))
      .status,
  ).toBe(200);

  const db = new Database(path.join(ctx.server.dataDir, 'instance.sqlite3'), { readonly: true });
  try {
    const rows = db.prepare('SELECT * FROM statuses').all() as StatusRow[];
    const viewers: (string | null)[] = [
      null,
      ...(db.prepare('SELECT id FROM accounts').all() as { id: string }[]).map((a) => a.id),
    ];
    let admitted = 0;
    for (const viewer of viewers) {
      const rule = maySeeSql(viewer);
      const listed = new Set(
        (
          db.prepare(`SELECT s.id FROM statuses s WHERE ${rule.where}`).all(...rule.args) as { id: string }[]
        ).map((r) => r.id),
      );
      const disagreeing = rows
        .filter((row) => maySee(db, viewer, row) !== listed.has(row.id))
        .map((r) => r.id);
      expect({ viewer, disagreeing }).toEqual({ viewer, disagreeing: [] });
      admitted += listed.size;
      if (viewer === null) {
        expect(listed.has(localOnly.id)).toBe(false);
        expect(listed.has(boost.body.id)).toBe(false);
      }
    }
    // The rule admits posts at all (the comparison is not between two empty answers).
    expect(admitted).toBeGreaterThan(rows.length);
    const bob = maySeeSql(ctx.ids.bob);
    const seenByBob = db.prepare(`SELECT s.id FROM statuses s WHERE s.id = ? AND ${bob.where}`);
    expect(seenByBob.get(localOnly.id, ...bob.args)).toBeDefined();
  } finally {
    db.close();
  }
});
