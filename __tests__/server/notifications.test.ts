import { api, lookup, post, startTestServer, tokenFor, type TestServer, type AnyJson } from './helpers';

let server: TestServer;
let base: string;
let demo: string;

beforeAll(async () => {
  server = await startTestServer();
  base = server.url;
  demo = await tokenFor(base, 'demo');
}, 60_000);
afterAll(async () => server.close());

describe('notifications (SPEC 4 Notifications, 7 Notifications)', () => {
  test('interactions between local accounts notify, with v1 filters', async () => {
    const alice = await tokenFor(base, 'alice');
    const mine = await post(base, demo, 'notify me');
    await api(base, 'POST', `/api/v1/statuses/${mine.id}/favourite`, { token: alice });
    await post(base, alice, '@demo hello there');
    const all = await api(base, 'GET', '/api/v1/notifications?limit=2', { token: demo });
    expect(all.body.map((n: AnyJson) => n.type)).toEqual(['mention', 'favourite']);
    const onlyFavs = await api(base, 'GET', '/api/v1/notifications?types[]=favourite&limit=5', {
      token: demo,
    });
    expect(onlyFavs.body.every((n: AnyJson) => n.type === 'favourite')).toBe(true);
    const noMentions = await api(base, 'GET', '/api/v1/notifications?exclude_types[]=mention&limit=5', {
      token: demo,
    });
    expect(noMentions.body.some((n: AnyJson) => n.type === 'mention')).toBe(false);
    const aliceAccount = await lookup(base, 'alice');
    const fromAlice = await api(base, 'GET', `/api/v1/notifications?account_id=${aliceAccount.id}&limit=40`, {
      token: demo,
    });
    expect(fromAlice.body.every((n: AnyJson) => n.account.id === aliceAccount.id)).toBe(true);
  });

  test('v2 groups favourites of one post together with at most 8 sample accounts', async () => {
    const mine = await post(base, demo, 'group me');
    const fans = ['alice', 'bob', 'carol', 'dave', 'robot', 'guild', 'remembered', 'oldname', 'alice'];
    for (const name of new Set(fans)) {
      const token = await tokenFor(base, name);
      await api(base, 'POST', `/api/v1/statuses/${mine.id}/favourite`, { token });
    }
    const grouped = await api(base, 'GET', '/api/v2/notifications?limit=5', { token: demo });
    const group = grouped.body.notification_groups[0];
    expect(group.type).toBe('favourite');
    expect(group.group_key).toMatch(new RegExp(`^favourite-${mine.id}-\\d+$`));
    expect(group.notifications_count).toBe(8);
    expect(group.sample_account_ids).toHaveLength(8);
    expect(typeof group.most_recent_notification_id).toBe('string');
    expect(group.status_id).toBe(mine.id);
    expect(grouped.body.statuses.map((s: AnyJson) => s.id)).toContain(mine.id);
    const accountIds = grouped.body.accounts.map((a: AnyJson) => a.id);
    for (const id of group.sample_account_ids) expect(accountIds).toContain(id);
    expect(grouped.headers.get('link')).toMatch(/rel="next"/);
  });

  test('v2 leaves mentions ungrouped and pages on', async () => {
    const alice = await tokenFor(base, 'alice');
    await post(base, alice, '@demo one');
    await post(base, alice, '@demo two');
    const grouped = await api(base, 'GET', '/api/v2/notifications?limit=2', { token: demo });
    expect(grouped.body.notification_groups.map((g: AnyJson) => g.group_key)).toEqual([
      expect.stringMatching(/^ungrouped-\d+$/),
      expect.stringMatching(/^ungrouped-\d+$/),
    ]);
    const next = /<([^>]+)>; rel="next"/.exec(grouped.headers.get('link')!)![1];
    const page2 = await api(base, 'GET', next.slice(base.length), { token: demo });
    expect(page2.body.notification_groups[0].type).toBe('favourite');
  });

  test('follow requests to a locked account and clear', async () => {
    const bob = await tokenFor(base, 'bob');
    const robot = await lookup(base, 'robot');
    const robotToken = await tokenFor(base, 'robot');
    const bobAccount = await lookup(base, 'bob');
    const follow = await api(base, 'POST', `/api/v1/accounts/${bobAccount.id}/follow`, { token: robotToken });
    expect(follow.body).toMatchObject({ following: false, requested: true });
    const requests = await api(base, 'GET', '/api/v1/follow_requests', { token: bob });
    expect(requests.body[0].id).toBe(robot.id);
    const note = await api(base, 'GET', '/api/v1/notifications?limit=1', { token: bob });
    expect(note.body[0].type).toBe('follow_request');
    const accepted = await api(base, 'POST', `/api/v1/follow_requests/${robot.id}/authorize`, { token: bob });
    expect(accepted.body).toMatchObject({ followed_by: true, requested_by: false });
    const cleared = await api(base, 'POST', '/api/v1/notifications/clear', { token: bob });
    expect(cleared.status).toBe(200);
    expect((await api(base, 'GET', '/api/v1/notifications', { token: bob })).body).toEqual([]);
  });
});
