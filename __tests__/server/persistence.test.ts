import Database from 'better-sqlite3';
import path from 'node:path';
import { api, post, startTestServer, tokenFor } from './helpers';

describe('persistence and the seed (nothing is lost across restarts)', () => {
  test('posts, tokens and settings survive a restart on the same data folder', async () => {
    const first = await startTestServer();
    const token = await tokenFor(first.url, 'demo');
    const status = await post(first.url, token, 'still here after a restart');
    await api(first.url, 'PUT', '/api/web/settings', { token, json: { data: { skinTone: 3 } } });
    const instance = await api(first.url, 'GET', '/api/v2/instance');
    await first.close();

    const second = await startTestServer({ dataDir: first.dataDir });
    try {
      expect((await api(second.url, 'GET', `/api/v1/statuses/${status.id}`, { token })).body.content).toBe(
        '<p>still here after a restart</p>',
      );
      expect((await api(second.url, 'GET', '/api/web/settings', { token })).body).toEqual({ skinTone: 3 });
      const again = await api(second.url, 'GET', '/api/v2/instance');
      expect(again.body.configuration.vapid.public_key).toBe(instance.body.configuration.vapid.public_key);
    } finally {
      await second.close();
    }

    const reset = await startTestServer({ dataDir: first.dataDir, resetSeed: true });
    try {
      expect((await api(reset.url, 'GET', `/api/v1/statuses/${status.id}`)).status).toBe(404);
      expect((await api(reset.url, 'GET', '/api/v1/accounts/verify_credentials', { token })).status).toBe(
        401,
      );
    } finally {
      await reset.close();
    }
  }, 60_000);

  test('the seed holds 500+ posts over 14 days in every visibility, with polls, quotes, CWs and migrations recorded', async () => {
    const server = await startTestServer({ demoPassword: 'secret' });
    try {
      await expect(tokenFor(server.url, 'demo', 'secret')).resolves.toEqual(expect.any(String));
    } finally {
      await server.close();
    }
    const db = new Database(path.join(server.dataDir, 'instance.sqlite3'), { readonly: true });
    try {
      const count = (sql: string): number => (db.prepare(sql).get() as { n: number }).n;
      expect(count('SELECT COUNT(*) AS n FROM statuses WHERE reblog_of_id IS NULL')).toBeGreaterThanOrEqual(
        500,
      );
      const span = db.prepare('SELECT MIN(created_at) AS lo, MAX(created_at) AS hi FROM statuses').get() as {
        lo: number;
        hi: number;
      };
      expect(span.hi - span.lo).toBeGreaterThan(12 * 86_400_000);
      expect(span.hi - span.lo).toBeLessThanOrEqual(14 * 86_400_000);
      for (const visibility of ['public', 'unlisted', 'private', 'direct']) {
        expect(
          count(`SELECT COUNT(*) AS n FROM statuses WHERE visibility = '${visibility}'`),
        ).toBeGreaterThan(0);
      }
      expect(count('SELECT COUNT(*) AS n FROM statuses WHERE reblog_of_id IS NOT NULL')).toBeGreaterThan(0);
      expect(count("SELECT COUNT(*) AS n FROM statuses WHERE spoiler_text != ''")).toBeGreaterThan(0);
      expect(count('SELECT COUNT(*) AS n FROM statuses WHERE quote_of_id IS NOT NULL')).toBeGreaterThan(0);
      expect(count('SELECT COUNT(*) AS n FROM statuses WHERE in_reply_to_id IS NOT NULL')).toBeGreaterThan(0);
      expect(count('SELECT COUNT(*) AS n FROM polls WHERE expires_at < unixepoch() * 1000')).toBeGreaterThan(
        0,
      );
      expect(count('SELECT COUNT(*) AS n FROM polls WHERE expires_at > unixepoch() * 1000')).toBeGreaterThan(
        0,
      );
      expect(count('SELECT COUNT(*) AS n FROM polls WHERE multiple = 1')).toBeGreaterThan(0);
      expect(count('SELECT COUNT(*) AS n FROM lists')).toBeGreaterThanOrEqual(2);
      expect(count('SELECT COUNT(*) AS n FROM schema_migrations')).toBeGreaterThanOrEqual(1);
      const types = (db.prepare('SELECT DISTINCT type FROM notifications').all() as { type: string }[]).map(
        (r) => r.type,
      );
      expect(types).toEqual(
        expect.arrayContaining([
          'mention',
          'favourite',
          'reblog',
          'follow',
          'follow_request',
          'poll',
          'status',
          'update',
          'quote',
        ]),
      );
    } finally {
      db.close();
    }
  }, 60_000);
});
