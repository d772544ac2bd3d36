import { api, post, tokenFor, useTestServer, type AnyJson } from './helpers';

const ctx = useTestServer({
  users: ['demo', 'alice'],
  accounts: ['oldname', 'dave', 'robot', 'guild', 'remembered'],
});

const requests = async (token: string): Promise<AnyJson[]> =>
  (await api(ctx.base, 'GET', '/api/v1/notifications/requests', { token })).body;
/** Status ids of the mention notifications a sender's posts gave (the seed has older ones too). */
const mentionsFrom = async (token: string, from: string, extra = ''): Promise<string[]> =>
  (await api(ctx.base, 'GET', `/api/v1/notifications?types[]=mention&limit=80${extra}`, { token })).body
    .filter((n: AnyJson) => n.account.id === from)
    .map((n: AnyJson) => n.status.id as string);

describe('notification policy and requests', () => {
  test('the default policy holds demo’s unsolicited private mentions as a request', async () => {
    const policy = await api(ctx.base, 'GET', '/api/v2/notifications/policy', { token: ctx.tokens.demo });
    expect(policy.body).toMatchObject({
      for_not_following: 'accept',
      for_private_mentions: 'filter',
      summary: { pending_requests_count: 1, pending_notifications_count: 2 },
    });
    const list = await api(ctx.base, 'GET', '/api/v1/notifications/requests', { token: ctx.tokens.demo });
    expect(list.body).toHaveLength(1);
    expect(list.body[0]).toMatchObject({ account: { username: 'oldname' }, notifications_count: '2' });
    expect(list.body[0].last_status.content).toContain('café');
    expect(list.headers.get('link')).toContain('min_id=');
    const one = await api(ctx.base, 'GET', `/api/v1/notifications/requests/${list.body[0].id}`, {
      token: ctx.tokens.demo,
    });
    expect(one.body.id).toBe(list.body[0].id);
    expect(await mentionsFrom(ctx.tokens.demo, ctx.ids.oldname)).toEqual([]);
    expect(await mentionsFrom(ctx.tokens.demo, ctx.ids.oldname, '&include_filtered=true')).toHaveLength(2);
    const bySender = await api(ctx.base, 'GET', `/api/v1/notifications?account_id=${ctx.ids.oldname}`, {
      token: ctx.tokens.demo,
    });
    expect(bySender.body.filter((n: AnyJson) => n.type === 'mention')).toHaveLength(2);
    const since = await api(ctx.base, 'GET', `/api/v1/notifications/requests?since_id=${list.body[0].id}`, {
      token: ctx.tokens.demo,
    });
    expect(since.body).toEqual([]);
  });

  test('filter sends to a request; accepting releases it and lets later ones through', async () => {
    const dave = await tokenFor(ctx.base, 'dave');
    // Alice may already hold seeded private mentions; the counts below are relative to them.
    const before = (await api(ctx.base, 'GET', '/api/v2/notifications/policy', { token: ctx.tokens.alice }))
      .body.summary;
    const seeded = new Set((await requests(ctx.tokens.alice)).map((r: AnyJson) => r.id));
    const changed = await api(ctx.base, 'PATCH', '/api/v2/notifications/policy', {
      token: ctx.tokens.alice,
      json: { for_not_following: 'filter' },
    });
    expect(changed.body.for_not_following).toBe('filter');
    const held = await post(ctx.base, dave, '@alice hello from someone you do not follow');
    expect(await mentionsFrom(ctx.tokens.alice, ctx.ids.dave)).not.toContain(held.id);
    const [request] = (await requests(ctx.tokens.alice)).filter((r: AnyJson) => !seeded.has(r.id));
    expect(request).toMatchObject({ account: { id: ctx.ids.dave }, notifications_count: '1' });
    expect(request.last_status.id).toBe(held.id);
    const summary = await api(ctx.base, 'GET', '/api/v2/notifications/policy', { token: ctx.tokens.alice });
    expect(summary.body.summary).toEqual({
      pending_requests_count: before.pending_requests_count + 1,
      pending_notifications_count: before.pending_notifications_count + 1,
    });
    await api(ctx.base, 'POST', `/api/v1/notifications/requests/${request.id}/accept`, {
      token: ctx.tokens.alice,
    });
    expect(await mentionsFrom(ctx.tokens.alice, ctx.ids.dave)).toContain(held.id);
    expect((await requests(ctx.tokens.alice)).map((r: AnyJson) => r.id)).not.toContain(request.id);
    const later = await post(ctx.base, dave, '@alice and again');
    expect((await mentionsFrom(ctx.tokens.alice, ctx.ids.dave))[0]).toBe(later.id);
  });

  test('dismissing drops the held notifications; batch calls take id[]; drop keeps nothing', async () => {
    const guild = await tokenFor(ctx.base, 'guild');
    const robot = await tokenFor(ctx.base, 'robot');
    const remembered = await tokenFor(ctx.base, 'remembered');
    const seeded = new Set((await requests(ctx.tokens.alice)).map((r: AnyJson) => r.id));
    const news = await post(ctx.base, guild, '@alice group news');
    const beep = await post(ctx.base, robot, '@alice beep');
    await post(ctx.base, remembered, '@alice a message');
    const held = (await requests(ctx.tokens.alice)).filter((r: AnyJson) => !seeded.has(r.id));
    const byAccount = new Map(held.map((r: AnyJson) => [r.account.id, r.id]));
    expect([...byAccount.keys()].sort()).toEqual([ctx.ids.guild, ctx.ids.robot, ctx.ids.remembered].sort());
    await api(ctx.base, 'POST', `/api/v1/notifications/requests/${byAccount.get(ctx.ids.guild)}/dismiss`, {
      token: ctx.tokens.alice,
    });
    expect(await mentionsFrom(ctx.tokens.alice, ctx.ids.guild, '&include_filtered=true')).not.toContain(
      news.id,
    );
    await api(ctx.base, 'POST', '/api/v1/notifications/requests/accept', {
      token: ctx.tokens.alice,
      form: { 'id[]': [byAccount.get(ctx.ids.robot), 'nonexistent'] },
    });
    expect(await mentionsFrom(ctx.tokens.alice, ctx.ids.robot)).toContain(beep.id);
    await api(ctx.base, 'POST', '/api/v1/notifications/requests/dismiss', {
      token: ctx.tokens.alice,
      json: { id: [byAccount.get(ctx.ids.remembered)] },
    });
    const left = async (): Promise<AnyJson[]> =>
      (await requests(ctx.tokens.alice)).filter((r: AnyJson) => !seeded.has(r.id));
    expect(await left()).toEqual([]);

    await api(ctx.base, 'PATCH', '/api/v2/notifications/policy', {
      token: ctx.tokens.alice,
      json: { for_not_following: 'drop' },
    });
    const dropped = await post(ctx.base, guild, '@alice dropped on the floor');
    expect(await mentionsFrom(ctx.tokens.alice, ctx.ids.guild, '&include_filtered=true')).not.toContain(
      dropped.id,
    );
    expect(await left()).toEqual([]);
    const bad = await api(ctx.base, 'PATCH', '/api/v2/notifications/policy', {
      token: ctx.tokens.alice,
      json: { for_new_accounts: 'ignore' },
    });
    expect(bad.status).toBe(422);
    expect(
      (await api(ctx.base, 'GET', '/api/v1/notifications/requests/1', { token: ctx.tokens.alice })).status,
    ).toBe(404);
  });

  test('the seed holds moderation notifications with their report, warning and event', async () => {
    const types =
      'types[]=admin.sign_up&types[]=admin.report&types[]=moderation_warning&types[]=severed_relationships';
    const res = await api(ctx.base, 'GET', `/api/v1/notifications?${types}`, { token: ctx.tokens.demo });
    const byType = new Map(res.body.map((n: AnyJson) => [n.type, n]));
    expect([...byType.keys()].sort()).toEqual([
      'admin.report',
      'admin.sign_up',
      'moderation_warning',
      'severed_relationships',
    ]);
    const report = byType.get('admin.report') as AnyJson;
    expect(report.report).toMatchObject({ category: 'spam', target_account: { username: 'robot' } });
    expect((byType.get('moderation_warning') as AnyJson).moderation_warning.target_account.username).toBe(
      'demo',
    );
    expect((byType.get('severed_relationships') as AnyJson).event).toMatchObject({
      type: 'account_suspension',
      target_name: 'banned',
    });
    const grouped = await api(ctx.base, 'GET', `/api/v2/notifications?${types}`, { token: ctx.tokens.demo });
    const group = grouped.body.notification_groups.find((g: AnyJson) => g.type === 'admin.report');
    expect(group.report.target_account.id).toBe(ctx.ids.robot);
  });
});
