import Database from 'better-sqlite3';
import { cachedStatementCount, sql, STATEMENT_CACHE_MAX } from '../../server/context';
import { foldText, KeywordAutomaton, keywordScanStats } from '../../server/store/filters';
import { api, useTestServer, type AnyJson } from './helpers';

const t = useTestServer({ users: ['demo', 'carol'], accounts: ['alice', 'bob', 'carol', 'dave'] });

const asDemo = () => ({ token: t.tokens.demo });

/** A raw request, for bodies the `api` helper would not build. */
const raw = (method: string, path: string, body: string, contentType: string) =>
  fetch(`${t.base}${path}`, {
    method,
    headers: { Authorization: `Bearer ${t.tokens.demo}`, 'Content-Type': contentType },
    body,
  });

/** Counts the SQL statements prepared, and those run, while `work` runs (the server runs in this process). */
async function countStatements(work: () => Promise<void>): Promise<{ prepared: number; run: number }> {
  const proto = Database.prototype as unknown as Record<string, (...args: unknown[]) => unknown>;
  const prepare = jest.spyOn(proto, 'prepare');
  const statementProto = Object.getPrototypeOf(
    (proto.prepare as (this: unknown, sqlText: string) => unknown).call(new Database(':memory:'), 'SELECT 1'),
  ) as Record<string, (...args: unknown[]) => unknown>;
  const get = jest.spyOn(statementProto, 'get');
  const all = jest.spyOn(statementProto, 'all');
  for (const spy of [prepare, get, all]) spy.mockClear();
  try {
    await work();
    return { prepared: prepare.mock.calls.length, run: get.mock.calls.length + all.mock.calls.length };
  } finally {
    prepare.mockRestore();
    get.mockRestore();
    all.mockRestore();
  }
}

describe('parameter counts and nesting', () => {
  test('a form body of 1,001 keys is refused with 422 before it is expanded; 1,000 are still taken', async () => {
    const form = (n: number) => Array.from({ length: n }, (_, i) => `data[k${i}]=1`).join('&');
    const refused = await raw('PUT', '/api/web/settings', form(1001), 'application/x-www-form-urlencoded');
    expect(refused.status).toBe(422);
    expect((await refused.json()).error).toMatch(/too many parameters \(at most 1000\)/);
    const taken = await raw('PUT', '/api/web/settings', form(1000), 'application/x-www-form-urlencoded');
    expect(taken.status).toBe(200);
  }, 30_000);

  test('a form body of 200,000 empty pairs is refused with 422 by its separators alone', async () => {
    const res = await raw(
      'POST',
      '/api/v1/statuses',
      '&'.repeat(200_000),
      'application/x-www-form-urlencoded',
    );
    expect(res.status).toBe(422);
    expect((await res.json()).error).toMatch(/too many parameters/);
  });

  test('a JSON body with 50,000 top-level keys is refused with 422', async () => {
    const body = JSON.stringify(Object.fromEntries(Array.from({ length: 50_000 }, (_, i) => [`k${i}`, 0])));
    const res = await raw('PUT', '/api/web/settings', body, 'application/json');
    expect(res.status).toBe(422);
    expect((await res.json()).error).toMatch(/too many parameters/);
  });

  test('a JSON array of 10,000 ids under a Rails-style key is refused with 422', async () => {
    const ids = Array.from({ length: 10_000 }, (_, i) => String(i));
    const res = await api(t.base, 'POST', '/api/v1/reports', { ...asDemo(), json: { 'status_ids[]': ids } });
    expect(res.status).toBe(422);
    expect(res.body.error).toMatch(/too many parameters/);
  });

  test('a query string of 5,000 repeated keys is refused with 422 before anything runs', async () => {
    const res = await api(t.base, 'GET', `/api/v1/timelines/public?${'a&'.repeat(5000)}`);
    expect(res.status).toBe(422);
    expect(res.body.error).toMatch(/too many parameters/);
  });

  test('a key nested 40 levels deep answers 422; 32 levels are still expanded', async () => {
    const key = (levels: number) => `x${'[a]'.repeat(levels - 1)}`;
    const deep = await api(t.base, 'GET', `/api/v1/timelines/public?${key(40)}=1`);
    expect(deep.status).toBe(422);
    expect(deep.body.error).toMatch(/nest at most 32 levels/);
    const form = await raw('POST', '/api/v1/statuses', `${key(5000)}=1`, 'application/x-www-form-urlencoded');
    expect(form.status).toBe(422);
    expect((await form.json()).error).toMatch(/nest at most 32 levels/);
    expect((await api(t.base, 'GET', `/api/v1/timelines/public?${key(32)}=1`)).status).toBe(200);
  });
});

describe('body size', () => {
  test('a JSON or form body of 2 MiB answers 413; 200 KiB of web settings are still saved', async () => {
    const big = 'x'.repeat(2 * 1024 * 1024);
    const json = await raw('POST', '/api/v1/statuses', JSON.stringify({ status: big }), 'application/json');
    expect(json.status).toBe(413);
    const form = await raw('POST', '/api/v1/statuses', `status=${big}`, 'application/x-www-form-urlencoded');
    expect(form.status).toBe(413);
    const settings = await raw(
      'PUT',
      '/api/web/settings',
      JSON.stringify({ data: { note: 'y'.repeat(200 * 1024) } }),
      'application/json',
    );
    expect(settings.status).toBe(200);
  }, 30_000);
});

describe('numeric parameters', () => {
  test('offset=1e300 answers 400, never 500, on every offset-paged call', async () => {
    for (const path of [
      '/api/v1/trends/statuses?offset=1e300',
      '/api/v1/trends/tags?offset=1e300',
      '/api/v1/directory?offset=1e300',
      '/api/v2/search?q=a&offset=1e300',
      '/api/v1/trends/statuses?offset=9007199254740993',
    ]) {
      const res = await api(t.base, 'GET', path, asDemo());
      expect([path, res.status]).toEqual([path, 400]);
      expect(res.body.error).toMatch(/offset/);
    }
    expect((await api(t.base, 'GET', '/api/v1/directory?offset=2', asDemo())).status).toBe(200);
  }, 30_000);

  test('a mute or filter expiry of 2^53 seconds answers 400 and leaves the lists readable', async () => {
    const mute = await api(t.base, 'POST', `/api/v1/accounts/${t.ids.dave}/mute`, {
      ...asDemo(),
      json: { duration: 9007199254740991 },
    });
    expect(mute.status).toBe(400);
    expect((await api(t.base, 'GET', '/api/v1/mutes', asDemo())).status).toBe(200);
    const filter = await api(t.base, 'POST', '/api/v2/filters', {
      ...asDemo(),
      json: { title: 'forever', context: ['home'], expires_in: 9007199254740991 },
    });
    expect(filter.status).toBe(400);
    expect((await api(t.base, 'GET', '/api/v2/filters', asDemo())).status).toBe(200);
  });
});

describe('statement cache', () => {
  test('600 distinct SQL texts leave at most 500 statements cached, the hot ones kept', () => {
    const db = new Database(':memory:');
    const hot = sql(db, 'SELECT 0');
    for (let i = 1; i <= 600; i++) {
      sql(db, `SELECT ${i}`);
      expect(sql(db, 'SELECT 0')).toBe(hot);
    }
    expect(STATEMENT_CACHE_MAX).toBe(500);
    expect(cachedStatementCount(db)).toBe(500);
    db.close();
  });

  test('notification types[] of 30 different lengths prepare no new statement each; unknown types are ignored', async () => {
    const types = (n: number) =>
      Array.from({ length: n }, (_, i) => `types[]=${i % 2 ? 'mention' : `made-up-${i}`}`).join('&');
    const exclude = (n: number) => Array.from({ length: n }, (_, i) => `exclude_types[]=x${i}`).join('&');
    await api(t.base, 'GET', `/api/v1/notifications?${types(1)}&${exclude(1)}`, asDemo());
    await api(t.base, 'GET', `/api/v2/notifications?${types(1)}&${exclude(1)}`, asDemo());
    const { prepared } = await countStatements(async () => {
      for (let n = 2; n < 32; n++) {
        const v1 = await api(t.base, 'GET', `/api/v1/notifications?${types(n)}&${exclude(n)}`, asDemo());
        expect(v1.status).toBe(200);
        const v2 = await api(t.base, 'GET', `/api/v2/notifications?${types(n)}&${exclude(n)}`, asDemo());
        expect(v2.status).toBe(200);
      }
    });
    expect(prepared).toBeLessThan(10);
    // Unknown types are ignored: alone they list nothing, excluded they exclude nothing.
    const all = await api(t.base, 'GET', '/api/v1/notifications?limit=80', asDemo());
    const mentions = await api(
      t.base,
      'GET',
      '/api/v1/notifications?types[]=mention&types[]=bogus',
      asDemo(),
    );
    expect(mentions.body.length).toBeGreaterThan(0);
    expect(mentions.body.every((n: AnyJson) => n.type === 'mention')).toBe(true);
    expect((await api(t.base, 'GET', '/api/v1/notifications?types[]=bogus', asDemo())).body).toEqual([]);
    const excluded = await api(
      t.base,
      'GET',
      '/api/v1/notifications?limit=80&exclude_types[]=bogus',
      asDemo(),
    );
    expect(excluded.body.map((n: AnyJson) => n.id)).toEqual(all.body.map((n: AnyJson) => n.id));
  }, 60_000);
});

describe('batch reads', () => {
  test('relationships of 1,000 ids read the first 100 with a bounded number of statements, in order', async () => {
    const ids = [t.ids.bob, t.ids.alice, ...Array.from({ length: 998 }, (_, i) => String(9_000_000 + i))];
    const query = ids.map((id) => `id[]=${id}`).join('&');
    let res: AnyJson;
    const { run } = await countStatements(async () => {
      res = await api(t.base, 'GET', `/api/v1/accounts/relationships?${query}`, asDemo());
    });
    expect(res.status).toBe(200);
    expect(res.body.map((r: AnyJson) => r.id)).toEqual([t.ids.bob, t.ids.alice]);
    const alone = await api(t.base, 'GET', `/api/v1/accounts/relationships?id[]=${t.ids.alice}`, asDemo());
    expect(res.body[1]).toEqual(alone.body[0]);
    expect(run).toBeLessThan(20);
  }, 30_000);

  test('familiar_followers of 100 accounts reads them with a bounded number of statements', async () => {
    const ids = [t.ids.carol, ...Array.from({ length: 99 }, (_, i) => String(8_000_000 + i))];
    const query = ids.map((id) => `id[]=${id}`).join('&');
    let res: AnyJson;
    const { run } = await countStatements(async () => {
      res = await api(t.base, 'GET', `/api/v1/accounts/familiar_followers?${query}`, asDemo());
    });
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(100);
    expect(res.body[0].id).toBe(t.ids.carol);
    expect(run).toBeLessThan(40);
  }, 30_000);
});

describe('filter keywords', () => {
  test('1,000 non-ASCII keywords: each post text is scanned once, and matches stay right', async () => {
    for (let f = 0; f < 10; f++) {
      const keywords = Array.from({ length: 100 }, (_, i) => ({
        keyword: `ключ${f}слово${i}`,
        whole_word: i % 2 === 0,
      }));
      if (f === 0) keywords[0] = { keyword: 'éclairé', whole_word: true };
      const res = await api(t.base, 'POST', '/api/v2/filters', {
        token: t.tokens.carol,
        json: { title: `many ${f}`, context: ['home'], filter_action: 'warn', keywords_attributes: keywords },
      });
      expect(res.status).toBe(200);
    }
    const hit = await api(t.base, 'POST', '/api/v1/statuses', {
      token: t.tokens.carol,
      json: { status: 'Un ÉCLAIRÉ et КЛЮЧ3СЛОВО7 ici', visibility: 'private' },
    });
    const partial = await api(t.base, 'POST', '/api/v1/statuses', {
      token: t.tokens.carol,
      json: { status: 'Des éclairées, ключ3слово8x ключ3слово9x', visibility: 'private' },
    });
    const before = keywordScanStats.scans;
    const home = await api(t.base, 'GET', '/api/v1/timelines/home?limit=40', { token: t.tokens.carol });
    const scans = keywordScanStats.scans - before;
    expect(home.status).toBe(200);
    expect(scans).toBeGreaterThan(0);
    expect(scans).toBeLessThanOrEqual(home.body.length * 12);
    const find = (id: string) => home.body.find((s: AnyJson) => s.id === id);
    const matched = find(hit.body.id).filtered.flatMap((r: AnyJson) => r.keyword_matches ?? []);
    expect(matched.sort()).toEqual(['éclairé', 'ключ3слово7'].sort());
    // Whole-word keywords do not match inside a longer word; substring ones do.
    const partialMatches = find(partial.body.id).filtered.flatMap((r: AnyJson) => r.keyword_matches ?? []);
    expect(partialMatches).toEqual(['ключ3слово9']);
  }, 60_000);

  test('folding keeps indices and reads case variants as the same letter', () => {
    expect(foldText('ſtraSSe \u212Aelvin ΣΊΣΥΦΟΣ Iı')).toBe('strasse kelvin σίσυφοσ iı');
    expect(foldText('😀Ä').length).toBe('😀Ä'.length);
    const automaton = new KeywordAutomaton([
      { folded: foldText('café'), boundStart: true, boundEnd: true },
      { folded: foldText('he'), boundStart: false, boundEnd: false },
      { folded: foldText('she'), boundStart: false, boundEnd: false },
    ]);
    const found = (text: string) => {
      const set = new Set<number>();
      automaton.scan(text, foldText(text), set);
      return [...set].sort();
    };
    expect(found('un CAFÉ noir')).toEqual([0]);
    expect(found('cafés')).toEqual([]);
    expect(found('ushers')).toEqual([1, 2]);
  });
});
