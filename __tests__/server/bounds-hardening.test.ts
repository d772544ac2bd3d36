import http from 'node:http';
import net from 'node:net';
import WebSocket from 'ws';
import { api, startTestServer, useTestServer, type AnyJson } from './helpers';
import { openStream } from './stream-client';

const t = useTestServer({ users: ['demo', 'carol', 'dave', 'alice'] });

const asDemo = () => ({ token: t.tokens.demo });

describe('hashtag timelines', () => {
  test('a hashtag timeline with 900 any[] names answers 422 at once instead of freezing the server', async () => {
    const names = Array.from({ length: 900 }, (_, i) => `any[]=tag${i}`).join('&');
    const started = Date.now();
    const res = await api(t.base, 'GET', `/api/v1/timelines/tag/coffee?${names}`);
    expect(res.status).toBe(422);
    expect(res.body.error).toMatch(/any takes at most 4 tags/);
    expect(Date.now() - started).toBeLessThan(1000);
  }, 30_000);

  test('five all[] or none[] names answer 422; four of each are still read', async () => {
    const five = (mode: string) => [1, 2, 3, 4, 5].map((i) => `${mode}[]=t${i}`).join('&');
    expect((await api(t.base, 'GET', `/api/v1/timelines/tag/coffee?${five('all')}`)).status).toBe(422);
    expect((await api(t.base, 'GET', `/api/v1/timelines/tag/coffee?${five('none')}`)).status).toBe(422);
    const four = ['any', 'all', 'none']
      .map((mode) => [1, 2, 3, 4].map((i) => `${mode}[]=${mode}${i}`).join('&'))
      .join('&');
    expect((await api(t.base, 'GET', `/api/v1/timelines/tag/coffee?${four}`)).status).toBe(200);
  });
});

describe('filters', () => {
  const keywords = (n: number, prefix = 'word') =>
    Array.from({ length: n }, (_, i) => ({ keyword: `${prefix}${i}` }));
  const createFilter = (token: string, title: string, keywordsAttributes: unknown[] = []) =>
    api(t.base, 'POST', '/api/v2/filters', {
      token,
      json: { title, context: ['home', 'public'], keywords_attributes: keywordsAttributes },
    });

  test('a filter with 101 keywords is refused (100 per filter), so timelines never try them all', async () => {
    const huge = await createFilter(t.tokens.carol, 'huge', keywords(101));
    expect(huge.status).toBe(422);
    expect(huge.body.error).toMatch(/Keywords are too many/);

    const full = await createFilter(t.tokens.carol, 'full', keywords(100));
    expect(full.status).toBe(200);
    expect(full.body.keywords).toHaveLength(100);
    const id = full.body.id as string;
    const one = await api(t.base, 'POST', `/api/v2/filters/${id}/keywords`, {
      token: t.tokens.carol,
      json: { keyword: 'one more' },
    });
    expect(one.status).toBe(422);
    const update = await api(t.base, 'PUT', `/api/v2/filters/${id}`, {
      token: t.tokens.carol,
      json: { keywords_attributes: [{ keyword: 'one more' }] },
    });
    expect(update.status).toBe(422);
    // Replacing one keyword by another keeps the count.
    const swap = await api(t.base, 'PUT', `/api/v2/filters/${id}`, {
      token: t.tokens.carol,
      json: {
        keywords_attributes: [{ id: full.body.keywords[0].id, _destroy: true }, { keyword: 'another' }],
      },
    });
    expect(swap.status).toBe(200);
    expect(swap.body.keywords).toHaveLength(100);
    await api(t.base, 'DELETE', `/api/v2/filters/${id}`, { token: t.tokens.carol });
  });

  test('a user creating filter after filter is stopped at 100 filters and 1,000 keywords', async () => {
    const token = t.tokens.dave;
    for (let i = 0; i < 10; i++)
      expect((await createFilter(token, `many ${i}`, keywords(100, `f${i}w`))).status).toBe(200);
    const past = await createFilter(token, 'one keyword too many', keywords(1));
    expect(past.status).toBe(422);
    expect(past.body.error).toMatch(/at most 1000 across all filters/);
    for (let i = 10; i < 100; i++) expect((await createFilter(token, `empty ${i}`)).status).toBe(200);
    const hundredFirst = await createFilter(token, 'the 101st');
    expect(hundredFirst.status).toBe(422);
    expect(hundredFirst.body.error).toMatch(/Filters are too many \(at most 100\)/);
    const started = Date.now();
    expect((await api(t.base, 'GET', '/api/v1/timelines/public?limit=40', { token })).status).toBe(200);
    expect(Date.now() - started).toBeLessThan(2000);
  }, 30_000);
});

describe('announcement reactions', () => {
  test('a ninth distinct reaction on an announcement answers 422; existing ones can still be added', async () => {
    const list = await api(t.base, 'GET', '/api/v1/announcements', asDemo());
    const announcement = list.body[0];
    const present = new Set((announcement.reactions as { name: string }[]).map((r) => r.name));
    const candidates = ['👍', '❤️', '😂', '🎉', '😮', '😢', '🙏', '🔥', '👀', '🚀', '🌈', '🍕'].filter(
      (name) => !present.has(name),
    );
    let added = present.size;
    for (const name of candidates.slice(0, 8 - present.size)) {
      const res = await api(
        t.base,
        'PUT',
        `/api/v1/announcements/${announcement.id}/reactions/${encodeURIComponent(name)}`,
        asDemo(),
      );
      expect(res.status).toBe(200);
      added += 1;
    }
    expect(added).toBe(8);
    const ninth = candidates[8 - present.size];
    const refused = await api(
      t.base,
      'PUT',
      `/api/v1/announcements/${announcement.id}/reactions/${encodeURIComponent(ninth)}`,
      asDemo(),
    );
    expect(refused.status).toBe(422);
    expect(refused.body.error).toBe('Validation failed: Limit of different reactions reached');
    const again = await api(
      t.base,
      'PUT',
      `/api/v1/announcements/${announcement.id}/reactions/${encodeURIComponent(candidates[0])}`,
      { token: t.tokens.carol },
    );
    expect(again.status).toBe(200);
  });
});

describe('threads', () => {
  const reply = async (inReplyTo: string | undefined, text: string): Promise<string> => {
    const res = await api(t.base, 'POST', '/api/v1/statuses', {
      token: t.tokens.alice,
      json: { status: text, visibility: 'public', in_reply_to_id: inReplyTo },
    });
    expect(res.status).toBe(200);
    return res.body.id as string;
  };

  test('a signed-out visitor gets at most 40 ancestors and 60 descendants 20 deep, not 4,096', async () => {
    const root = await reply(undefined, 'the root of a long thread');
    const chain = [root];
    for (let i = 0; i < 45; i++) chain.push(await reply(chain[chain.length - 1], `chain ${i}`));
    for (let i = 0; i < 61; i++) await reply(root, `flat ${i}`);

    const visitorRoot = await api(t.base, 'GET', `/api/v1/statuses/${root}/context`);
    expect(visitorRoot.body.descendants).toHaveLength(60);
    const visitorChain = (visitorRoot.body.descendants as { id: string }[])
      .map((s) => s.id)
      .filter((id) => chain.includes(id));
    expect(visitorChain).toEqual(chain.slice(1, 21));

    const signedIn = await api(t.base, 'GET', `/api/v1/statuses/${root}/context`, asDemo());
    expect(signedIn.body.descendants).toHaveLength(45 + 61);

    const last = chain[chain.length - 1];
    const visitorLast = await api(t.base, 'GET', `/api/v1/statuses/${last}/context`);
    expect((visitorLast.body.ancestors as { id: string }[]).map((s) => s.id)).toEqual(
      chain.slice(chain.length - 41, chain.length - 1),
    );
    const signedInLast = await api(t.base, 'GET', `/api/v1/statuses/${last}/context`, asDemo());
    expect(signedInLast.body.ancestors).toHaveLength(45);
  }, 30_000);
});

describe('nesting', () => {
  const deep = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
  const putRaw = (body: string, contentType: string) =>
    fetch(`${t.base}/api/web/settings`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${t.tokens.demo}`, 'Content-Type': contentType },
      body,
    });

  test('a JSON body nested 5,000 deep answers 400 instead of a 500', async () => {
    const res = await putRaw(`{"data":${deep(5000)}}`, 'application/json');
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toMatch(/nested too deeply/);
    const status = await fetch(`${t.base}/api/v1/statuses`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${t.tokens.demo}`, 'Content-Type': 'application/json' },
      body: `{"status":"deep","poll":${'['.repeat(5000)}${']'.repeat(5000)}}`,
    });
    expect(status.status).toBe(400);
    // Brackets inside strings are text, not nesting.
    const text = await putRaw(JSON.stringify({ data: { note: '{['.repeat(5000) } }), 'application/json');
    expect(text.status).toBe(200);
  });

  test('web settings nested 5,000 deep through form keys answer 422 instead of a 500', async () => {
    const res = await putRaw(`data${'[a]'.repeat(5000)}=1`, 'application/x-www-form-urlencoded');
    expect(res.status).toBe(422);
    expect(((await res.json()) as { error: string }).error).toMatch(/nest at most 32 levels/);
    const json = await putRaw(`{"data":${deep(40)}}`, 'application/json');
    expect(json.status).toBe(422);
    const fine = await putRaw(`{"data":{"deep":${deep(20)}}}`, 'application/json');
    expect(fine.status).toBe(200);
  });
});

describe('markers', () => {
  test('a marker whose last_read_id is 512 KiB of text, or not an id, answers 422 and stores nothing', async () => {
    for (const lastReadId of ['x'.repeat(512 * 1024), '12abc', '-5', '99999999999999999999']) {
      const res = await api(t.base, 'POST', '/api/v1/markers', {
        ...asDemo(),
        json: { home: { last_read_id: lastReadId } },
      });
      expect(res.status).toBe(422);
      expect(res.body.error).toMatch(/last_read_id is not a valid id/);
    }
    const ok = await api(t.base, 'POST', '/api/v1/markers', {
      ...asDemo(),
      json: { home: { last_read_id: '109876543210987654' } },
    });
    expect(ok.status).toBe(200);
  });
});

describe('streaming socket', () => {
  test('one anonymous socket asking for 150 subscriptions gets an error for each past 100', async () => {
    const stream = await openStream(t.base, 'stream=public');
    try {
      for (let i = 0; i < 150; i++)
        stream.send(JSON.stringify({ type: 'subscribe', stream: 'hashtag', tag: `tag${i}` }));
      // Messages are handled in order: the answer to this one comes after every answer above.
      stream.send('not json');
      await stream.next((m) => (m as AnyJson).error === 'Invalid JSON');
      const refused = stream.messages.filter((m) => /Too many subscriptions/.test((m as AnyJson).error));
      expect(refused).toHaveLength(51);
      expect((refused[0] as AnyJson).status).toBe(422);
    } finally {
      stream.close();
    }
  });

  test('a message over 64 KiB is never parsed: the socket is closed with 1009 and the server still answers', async () => {
    const socket = new WebSocket(`${t.base.replace('http', 'ws')}/api/v1/streaming?stream=public`);
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    let timer: NodeJS.Timeout | undefined;
    const closed = new Promise<number | 'still open'>((resolve) => {
      socket.once('close', (code) => resolve(code));
      timer = setTimeout(() => resolve('still open'), 3000);
    });
    socket.on('error', () => undefined);
    socket.send('x'.repeat(65 * 1024));
    const outcome = await closed;
    clearTimeout(timer);
    socket.terminate();
    expect(outcome).toBe(1009);
    const health = await fetch(`${t.base}/api/v1/streaming/health`);
    expect(await health.text()).toBe('OK');
  });
});

describe('request timeouts', () => {
  test('a body trickled a byte at a time is cut off with 408, and the server goes on answering', async () => {
    const server = await startTestServer({ timeouts: { bodyWindow: 300, bodyMinBytes: 100 } });
    try {
      const { port } = new URL(server.url);
      const socket = net.connect(Number(port), '127.0.0.1');
      await new Promise((resolve) => socket.once('connect', resolve));
      let answer = '';
      socket.on('data', (chunk) => (answer += chunk.toString()));
      const ended = new Promise<number>((resolve) => socket.once('close', () => resolve(Date.now())));
      const started = Date.now();
      socket.write(
        'POST /api/v1/apps HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{',
      );
      const trickle = setInterval(() => {
        if (!socket.destroyed) socket.write(' ');
      }, 100);
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<'never cut'>((resolve) => {
        timer = setTimeout(() => resolve('never cut'), 4000);
      });
      const outcome = await Promise.race([ended, timeout]);
      clearTimeout(timer);
      clearInterval(trickle);
      socket.destroy();
      expect(outcome).not.toBe('never cut');
      expect((outcome as number) - started).toBeLessThan(2000);
      expect(answer).toMatch(/^HTTP\/1\.1 408 /);
      expect((await api(server.url, 'GET', '/api/v1/instance')).status).toBe(200);
      // An upload at an ordinary pace passes the same watch.
      const app = await api(server.url, 'POST', '/api/v1/apps', {
        json: { client_name: 'x'.repeat(50), redirect_uris: 'urn:ietf:wg:oauth:2.0:oob' },
      });
      expect(app.status).toBe(200);
    } finally {
      await server.close();
    }
  }, 15_000);
});

/** A GET with a Host header fetch() would not let through. */
function getWithHost(base: string, pathname: string, host: string, headers: Record<string, string> = {}) {
  const { port } = new URL(base);
  return new Promise<{ status: number; body: string; headers: http.IncomingHttpHeaders }>(
    (resolve, reject) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port: Number(port),
          path: pathname,
          headers: { ...headers, Host: host },
          agent: false,
        },
        (res) => {
          let body = '';
          res.on('data', (chunk) => (body += chunk.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body, headers: res.headers }));
        },
      );
      req.on('error', reject);
      req.end();
    },
  );
}

describe('the Host header', () => {
  const HOSTILE = 'evil.example"><x>';

  test('a hostile Host header is never reflected: host-meta, webfinger, instance and links name the configured origin, escaped', async () => {
    const server = await startTestServer({ publicUrl: 'https://social.example.test/' });
    try {
      const hostMeta = await getWithHost(server.url, '/.well-known/host-meta', HOSTILE);
      expect(hostMeta.status).toBe(200);
      expect(hostMeta.body).not.toContain('evil.example');
      expect(hostMeta.body).not.toContain('<x>');
      expect(hostMeta.body).toContain(
        'template="https://social.example.test/.well-known/webfinger?resource={uri}"',
      );
      const instance = JSON.parse((await getWithHost(server.url, '/api/v2/instance', HOSTILE)).body);
      expect(instance.domain).toBe('social.example.test');
      expect(instance.configuration.urls.streaming).toBe('wss://social.example.test');
      const finger = JSON.parse(
        (await getWithHost(server.url, '/.well-known/webfinger?resource=acct:alice', HOSTILE)).body,
      );
      expect(finger.subject).toBe('acct:alice@social.example.test');
      const page = await getWithHost(server.url, '/api/v1/timelines/public?limit=2', 'evil.example', {
        'X-Forwarded-Host': 'evil.example',
      });
      expect(page.headers.link).toMatch(/^<https:\/\/social\.example\.test\/api\/v1\/timelines\/public\?/);
      expect(JSON.parse(page.body)[0].url).toMatch(/^https:\/\/social\.example\.test\/@/);
      const oauth = JSON.parse(
        (await getWithHost(server.url, '/.well-known/oauth-authorization-server', HOSTILE)).body,
      );
      expect(oauth.token_endpoint).toBe('https://social.example.test/oauth/token');
    } finally {
      await server.close();
    }
  });

  test('without a configured origin, the listening address is used, not the Host header', async () => {
    const hostMeta = await getWithHost(t.base, '/.well-known/host-meta', HOSTILE);
    expect(hostMeta.body).not.toContain('evil.example');
    expect(hostMeta.body).toContain(`template="${t.base}/.well-known/webfinger?resource={uri}"`);
    const page = await getWithHost(t.base, '/api/v1/timelines/public?limit=2', 'evil.example');
    expect(page.headers.link).toContain(`<${t.base}/api/v1/timelines/public?`);
  });
});

describe('caching', () => {
  test('an authenticated JSON answer carries Cache-Control: private, no-store so no shared cache keeps it', async () => {
    const bearer = await api(t.base, 'GET', '/api/v1/accounts/verify_credentials', asDemo());
    expect(bearer.headers.get('cache-control')).toBe('private, no-store');
    const query = await api(
      t.base,
      'GET',
      `/api/v1/timelines/home?access_token=${encodeURIComponent(t.tokens.demo)}`,
    );
    expect(query.status).toBe(200);
    expect(query.headers.get('cache-control')).toBe('private, no-store');
    const anonymous = await api(t.base, 'GET', '/api/v1/instance');
    expect(anonymous.headers.get('cache-control')).toBeNull();
  });
});
