import { api, lookup, post, startTestServer, tokenFor, useTestServer, type AnyJson } from './helpers';

const ctx = useTestServer({ users: ['demo', 'alice'], server: { seedMedia: true } });

describe('trends, suggestions, directory', () => {
  test('trending tags carry a week of history; trending statuses page by offset', async () => {
    const tags = await api(ctx.base, 'GET', '/api/v1/trends/tags?limit=3');
    expect(tags.body).toHaveLength(3);
    const total = (t: AnyJson): number => t.history.reduce((n: number, h: AnyJson) => n + Number(h.uses), 0);
    expect(total(tags.body[0])).toBeGreaterThanOrEqual(total(tags.body[1]));
    expect(tags.body[0].history).toHaveLength(7);
    const first = await api(ctx.base, 'GET', '/api/v1/trends/statuses?limit=5');
    expect(first.body).toHaveLength(5);
    const next = /<([^>]+)>; rel="next"/.exec(first.headers.get('link') ?? '')![1];
    expect(next).toContain('offset=5');
    const second = await api(ctx.base, 'GET', new URL(next).pathname + new URL(next).search);
    expect(second.body.map((s: AnyJson) => s.id)).not.toContain(first.body[0].id);
    expect(second.headers.get('link')).toContain('rel="prev"');
  });

  test('trending links come from the card table, with authors and history; posts show their card', async () => {
    const links = await api(ctx.base, 'GET', '/api/v1/trends/links?limit=20');
    expect(links.body[0]).toMatchObject({
      url: 'https://blog.example/posts/local-first-software',
      authors: [{ name: 'alice', account: { username: 'alice' } }],
    });
    expect(links.body[0].image).toMatch(/\/system\/preview_cards\//);
    expect(links.body[0].history[0].uses).toBe(String(Number(links.body[0].history[0].uses)));
    const status = await post(ctx.base, ctx.tokens.alice, 'Again: https://recipes.example/pour-over.');
    expect(status.card).toMatchObject({ title: 'A patient pour-over', provider_name: 'Example Recipes' });
    expect((await post(ctx.base, ctx.tokens.alice, 'no card for https://unknown.example/')).card).toBeNull();
  });

  test('suggestions leave out followed and dismissed accounts; the directory lists discoverable ones', async () => {
    const res = await api(ctx.base, 'GET', '/api/v2/suggestions?limit=20', { token: ctx.tokens.alice });
    const names = res.body.map((s: AnyJson) => s.account.username);
    expect(names).not.toContain('demo');
    expect(names).not.toContain('alice');
    expect(res.body[0].sources).toEqual([expect.stringMatching(/friends_of_friends|most_followed/)]);
    const dismissed = res.body[0].account.id;
    expect(
      (await api(ctx.base, 'DELETE', `/api/v1/suggestions/${dismissed}`, { token: ctx.tokens.alice })).status,
    ).toBe(200);
    const again = await api(ctx.base, 'GET', '/api/v2/suggestions?limit=20', { token: ctx.tokens.alice });
    expect(again.body.map((s: AnyJson) => s.account.id)).not.toContain(dismissed);
    const directory = await api(ctx.base, 'GET', '/api/v1/directory?limit=3&order=new');
    expect(directory.body).toHaveLength(3);
    const page2 = await api(ctx.base, 'GET', '/api/v1/directory?limit=3&order=new&offset=3');
    expect(page2.body.map((a: AnyJson) => a.id)).not.toContain(directory.body[0].id);
    expect((await api(ctx.base, 'GET', '/api/v1/instance/domain_blocks')).status).toBe(404);
  });
});

describe('search and tags', () => {
  test('v2 search finds accounts, statuses (signed in) and hashtags, and resolves local URLs', async () => {
    const mine = await post(ctx.base, ctx.tokens.alice, 'A unique phrase: marmalade telescope');
    const res = await api(ctx.base, 'GET', '/api/v2/search?q=marmalade', { token: ctx.tokens.demo });
    expect(res.body.statuses.map((s: AnyJson) => s.id)).toEqual([mine.id]);
    const anon = await api(ctx.base, 'GET', '/api/v2/search?q=marmalade');
    expect(anon.body.statuses).toEqual([]);
    const accounts = await api(ctx.base, 'GET', '/api/v2/search?q=ali&type=accounts&limit=4', {
      token: ctx.tokens.demo,
    });
    expect(accounts.body.accounts[0].username).toBe('alice');
    expect(accounts.body.hashtags).toEqual([]);
    const tags = await api(ctx.base, 'GET', '/api/v2/search?q=%23cof&type=hashtags&limit=4');
    expect(tags.body.hashtags[0].name).toBe('coffee');
    const fresh = await api(ctx.base, 'GET', '/api/v2/search?q=brandnewtag&type=hashtags');
    expect(fresh.body.hashtags.map((t: AnyJson) => t.name)).toEqual(['brandnewtag']);
    const byUrl = await api(
      ctx.base,
      'GET',
      `/api/v2/search?q=${encodeURIComponent(mine.url)}&resolve=true`,
      {
        token: ctx.tokens.demo,
      },
    );
    expect(byUrl.body.statuses.map((s: AnyJson) => s.id)).toEqual([mine.id]);
    expect((await api(ctx.base, 'GET', '/api/v2/search?q=a&offset=10')).status).toBe(401);
    const accountSearch = await api(ctx.base, 'GET', '/api/v1/accounts/search?q=car&limit=4', {
      token: ctx.tokens.demo,
    });
    expect(accountSearch.body[0].username).toBe('carol');
  });

  test('tags are followed (bringing their posts home), featured, and listed', async () => {
    const tag = await api(ctx.base, 'GET', '/api/v1/tags/Gardening', { token: ctx.tokens.demo });
    expect(tag.body).toMatchObject({ name: 'gardening', following: false });
    const followed = await api(ctx.base, 'POST', '/api/v1/tags/gardening/follow', { token: ctx.tokens.demo });
    expect(followed.body.following).toBe(true);
    const stranger = await tokenFor(ctx.base, 'oldname');
    await api(ctx.base, 'POST', `/api/v1/accounts/${(await lookup(ctx.base, 'oldname')).id}/unmute`, {
      token: ctx.tokens.demo,
    });
    const tagged = await post(ctx.base, stranger, 'New seedlings #gardening');
    const home = await api(ctx.base, 'GET', '/api/v1/timelines/home?limit=5', { token: ctx.tokens.demo });
    expect(home.body.map((s: AnyJson) => s.id)).toContain(tagged.id);
    await api(ctx.base, 'POST', '/api/v1/tags/books/follow', { token: ctx.tokens.demo });
    const list = await api(ctx.base, 'GET', '/api/v1/followed_tags?limit=1', { token: ctx.tokens.demo });
    expect(list.body.map((t: AnyJson) => t.name)).toEqual(['books']);
    expect(list.headers.get('link')).toContain('max_id=');
    await api(ctx.base, 'POST', '/api/v1/tags/gardening/unfollow', { token: ctx.tokens.demo });
    const after = await api(ctx.base, 'GET', '/api/v1/timelines/home?limit=5', { token: ctx.tokens.demo });
    expect(after.body.map((s: AnyJson) => s.id)).not.toContain(tagged.id);
    const featured = await api(ctx.base, 'POST', '/api/v1/tags/gardening/feature', {
      token: ctx.tokens.demo,
    });
    expect(featured.body.featuring).toBe(true);
    const demoId = (await lookup(ctx.base, 'demo')).id;
    const shown = await api(ctx.base, 'GET', `/api/v1/accounts/${demoId}/featured_tags`);
    expect(shown.body.map((t: AnyJson) => t.name)).toContain('gardening');
    await api(ctx.base, 'POST', '/api/v1/tags/gardening/unfeature', { token: ctx.tokens.demo });
    expect((await api(ctx.base, 'GET', '/api/v1/tags/not%20a%20tag')).status).toBe(404);
  });
});

describe('translation', () => {
  test('without a translation service the answer is 503', async () => {
    const status = await post(ctx.base, ctx.tokens.alice, 'Bonjour tout le monde', { language: 'fr' });
    const res = await api(ctx.base, 'POST', `/api/v1/statuses/${status.id}/translate`, {
      token: ctx.tokens.demo,
    });
    expect(res.status).toBe(503);
    expect(res.body.error).toEqual(expect.any(String));
  });

  test('the demo translator (TRANSLATION_DEMO) marks its output as a demo', async () => {
    const demoServer = await startTestServer({ translationDemo: true });
    try {
      const token = await tokenFor(demoServer.url, 'demo');
      const author = await tokenFor(demoServer.url, 'alice');
      const status = await post(demoServer.url, author, 'Bonjour tout le monde', { language: 'fr' });
      const res = await api(demoServer.url, 'POST', `/api/v1/statuses/${status.id}/translate`, {
        token,
        json: { lang: 'en' },
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        detected_source_language: 'fr',
        language: 'en',
        provider: expect.stringMatching(/demo/i),
        content: expect.stringContaining('[demo en]'),
      });
      const instance = await api(demoServer.url, 'GET', '/api/v2/instance');
      expect(instance.body.configuration.translation.enabled).toBe(true);
    } finally {
      await demoServer.close();
    }
  }, 60_000);
});

describe('account search among followed accounts', () => {
  test('following=true finds only the accounts the user follows, as the list editor asks', async () => {
    const all = await api(ctx.base, 'GET', '/api/v1/accounts/search?q=oldname', { token: ctx.tokens.demo });
    expect(all.body.map((a: AnyJson) => a.username)).toEqual(['oldname']);
    const followed = await api(ctx.base, 'GET', '/api/v1/accounts/search?q=oldname&following=true', {
      token: ctx.tokens.demo,
    });
    expect(followed.body).toEqual([]);
    const alice = await api(ctx.base, 'GET', '/api/v1/accounts/search?q=ali&following=true', {
      token: ctx.tokens.demo,
    });
    expect(alice.body.map((a: AnyJson) => a.username)).toEqual(['alice']);
  });
});
