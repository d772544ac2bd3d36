import { api, lookup, post, tokenFor, useTestServer, type AnyJson } from './helpers';

const ctx = useTestServer({ users: ['demo'] });

describe('notifications', () => {
  test('interactions between local accounts notify, with v1 filters', async () => {
    const alice = await tokenFor(ctx.base, 'alice');
    const mine = await post(ctx.base, ctx.tokens.demo, 'notify me');
    await api(ctx.base, 'POST', `/api/v1/statuses/${mine.id}/favourite`, { token: alice });
    await post(ctx.base, alice, '@demo hello there');
    const all = await api(ctx.base, 'GET', '/api/v1/notifications?limit=2', { token: ctx.tokens.demo });
    expect(all.body.map((n: AnyJson) => n.type)).toEqual(['mention', 'favourite']);
    const onlyFavs = await api(ctx.base, 'GET', '/api/v1/notifications?types[]=favourite&limit=5', {
      token: ctx.tokens.demo,
    });
    expect(onlyFavs.body.every((n: AnyJson) => n.type === 'favourite')).toBe(true);
    const noMentions = await api(ctx.base, 'GET', '/api/v1/notifications?exclude_types[]=mention&limit=5', {
      token: ctx.tokens.demo,
    });
    expect(noMentions.body.some((n: AnyJson) => n.type === 'mention')).toBe(false);
    const aliceAccount = await lookup(ctx.base, 'alice');
    const fromAlice = await api(
      ctx.base,
      'GET',
      `/api/v1/notifications?account_id=${aliceAccount.id}&limit=40`,
      {
        token: ctx.tokens.demo,
      },
    );
    expect(fromAlice.body.every((n: AnyJson) => n.account.id === aliceAccount.id)).toBe(true);
  });

  test('v2 groups favourites of one post together with at most 8 sample accounts', async () => {
    const mine = await post(ctx.base, ctx.tokens.demo, 'group me');
    const fans = ['alice', 'bob', 'carol', 'dave', 'robot', 'guild', 'remembered', 'oldname', 'alice'];
    for (const name of new Set(fans)) {
      const token = await tokenFor(ctx.base, name);
      await api(ctx.base, 'POST', `/api/v1/statuses/${mine.id}/favourite`, { token });
    }
    const grouped = await api(ctx.base, 'GET', '/api/v2/notifications?limit=5', { token: ctx.tokens.demo });
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
    const alice = await tokenFor(ctx.base, 'alice');
    await post(ctx.base, alice, '@demo one');
    await post(ctx.base, alice, '@demo two');
    const grouped = await api(ctx.base, 'GET', '/api/v2/notifications?limit=2', { token: ctx.tokens.demo });
    expect(grouped.body.notification_groups.map((g: AnyJson) => g.group_key)).toEqual([
      expect.stringMatching(/^ungrouped-\d+$/),
      expect.stringMatching(/^ungrouped-\d+$/),
    ]);
    const next = /<([^>]+)>; rel="next"/.exec(grouped.headers.get('link')!)![1];
    const page2 = await api(ctx.base, 'GET', next.slice(ctx.base.length), { token: ctx.tokens.demo });
    expect(page2.body.notification_groups[0].type).toBe('favourite');
  });

  test('follow requests to a locked account and clear', async () => {
    const bob = await tokenFor(ctx.base, 'bob');
    const robot = await lookup(ctx.base, 'robot');
    const robotToken = await tokenFor(ctx.base, 'robot');
    const bobAccount = await lookup(ctx.base, 'bob');
    const follow = await api(ctx.base, 'POST', `/api/v1/accounts/${bobAccount.id}/follow`, {
      token: robotToken,
    });
    expect(follow.body).toMatchObject({ following: false, requested: true });
    const requests = await api(ctx.base, 'GET', '/api/v1/follow_requests', { token: bob });
    expect(requests.body[0].id).toBe(robot.id);
    const note = await api(ctx.base, 'GET', '/api/v1/notifications?limit=1', { token: bob });
    expect(note.body[0].type).toBe('follow_request');
    const accepted = await api(ctx.base, 'POST', `/api/v1/follow_requests/${robot.id}/authorize`, {
      token: bob,
    });
    expect(accepted.body).toMatchObject({ followed_by: true, requested_by: false });
    const cleared = await api(ctx.base, 'POST', '/api/v1/notifications/clear', { token: bob });
    expect(cleared.status).toBe(200);
    expect((await api(ctx.base, 'GET', '/api/v1/notifications', { token: bob })).body).toEqual([]);
  });
});
