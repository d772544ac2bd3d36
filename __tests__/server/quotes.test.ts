import { api, lookup, post, tokenFor, useTestServer, type AnyJson } from './helpers';

const ctx = useTestServer({ users: ['demo', 'alice', 'dave'] });

const get = async (id: string, token?: string): Promise<AnyJson> =>
  (await api(ctx.base, 'GET', `/api/v1/statuses/${id}`, { token })).body;

describe('quotes', () => {
  test('the seed holds quotes in every state, served as Quote with null where not accepted', async () => {
    const states = new Map<string, AnyJson>();
    for (const username of ['alice', 'bob', 'carol', 'dave', 'guild', 'robot']) {
      const account = await lookup(ctx.base, username);
      for (let maxId = ''; ;) {
        const page = await api(
          ctx.base,
          'GET',
          `/api/v1/accounts/${account.id}/statuses?limit=40&exclude_reblogs=true${maxId && `&max_id=${maxId}`}`,
          { token: ctx.tokens.demo },
        );
        for (const s of page.body) if (s.quote) states.set(s.quote.state, s.quote);
        if (page.body.length < 40) break;
        maxId = page.body[page.body.length - 1].id;
      }
    }
    // Demo mutes oldname in the seed, so quotes of oldname's posts show as muted_account to demo.
    expect([...states.keys()].sort()).toEqual([
      'accepted',
      'deleted',
      'muted_account',
      'pending',
      'revoked',
      'unauthorized',
    ]);
    expect(states.get('muted_account').quoted_status.account.username).toBe('oldname');
    expect(states.get('accepted').quoted_status.id).toEqual(expect.any(String));
    for (const state of ['deleted', 'pending', 'revoked', 'unauthorized'])
      expect(states.get(state)).toEqual({ state, quoted_status: null });
  });

  test('a quote of a quote is shallow inside; approval follows the policy and the viewer', async () => {
    const original = await post(ctx.base, ctx.tokens.alice, 'original thought', {
      quote_approval_policy: 'followers',
    });
    expect(original.quote_approval).toEqual({
      automatic: ['followers'],
      manual: [],
      current_user: 'automatic',
    });
    expect((await get(original.id)).quote_approval.current_user).toBe('unknown');
    expect((await get(original.id, ctx.tokens.demo)).quote_approval.current_user).toBe('automatic');
    const outsider = await tokenFor(ctx.base, 'oldname');
    expect((await get(original.id, outsider)).quote_approval.current_user).toBe('denied');
    const refused = await api(ctx.base, 'POST', '/api/v1/statuses', {
      token: outsider,
      json: { status: 'me too', quoted_status_id: original.id },
    });
    expect(refused.status).toBe(403);
    const first = await post(ctx.base, ctx.tokens.demo, 'quoting alice', { quoted_status_id: original.id });
    const second = await post(ctx.base, ctx.tokens.dave, 'quoting demo quoting alice', {
      quoted_status_id: first.id,
    });
    expect(second.quote.state).toBe('accepted');
    expect(second.quote.quoted_status.id).toBe(first.id);
    expect(second.quote.quoted_status.quote).toEqual({ state: 'accepted', quoted_status_id: original.id });
    const priv = await post(ctx.base, ctx.tokens.alice, 'followers only', { visibility: 'private' });
    expect(priv.quote_approval).toEqual({ automatic: [], manual: [], current_user: 'automatic' });
  });

  test('the interaction policy is changed by the author only', async () => {
    const status = await post(ctx.base, ctx.tokens.alice, 'policy test');
    const closed = await api(ctx.base, 'PUT', `/api/v1/statuses/${status.id}/interaction_policy`, {
      token: ctx.tokens.alice,
      json: { quote_approval_policy: 'nobody' },
    });
    expect(closed.body.quote_approval.automatic).toEqual([]);
    expect((await get(status.id, ctx.tokens.demo)).quote_approval.current_user).toBe('denied');
    const byOther = await api(ctx.base, 'PUT', `/api/v1/statuses/${status.id}/interaction_policy`, {
      token: ctx.tokens.demo,
      json: { quote_approval_policy: 'public' },
    });
    expect(byOther.status).toBe(403);
    const bad = await api(ctx.base, 'PUT', `/api/v1/statuses/${status.id}/interaction_policy`, {
      token: ctx.tokens.alice,
      json: { quote_approval_policy: 'everyone' },
    });
    expect(bad.status).toBe(422);
  });

  test('quotes are listed for the author and revoked by them; notifications quote and quoted_update', async () => {
    const status = await post(ctx.base, ctx.tokens.alice, 'quote me');
    const q1 = await post(ctx.base, ctx.tokens.demo, 'first quote', { quoted_status_id: status.id });
    const q2 = await post(ctx.base, ctx.tokens.dave, 'second quote', { quoted_status_id: status.id });
    const list = await api(ctx.base, 'GET', `/api/v1/statuses/${status.id}/quotes?limit=1`, {
      token: ctx.tokens.alice,
    });
    expect(list.body.map((s: AnyJson) => s.id)).toEqual([q2.id]);
    expect(list.headers.get('link')).toContain('max_id=');
    expect(
      (await api(ctx.base, 'GET', `/api/v1/statuses/${status.id}/quotes`, { token: ctx.tokens.demo })).status,
    ).toBe(403);
    const notes = await api(ctx.base, 'GET', '/api/v1/notifications?types[]=quote', {
      token: ctx.tokens.alice,
    });
    expect(notes.body.map((n: AnyJson) => n.status.id)).toEqual(expect.arrayContaining([q1.id, q2.id]));

    const revoked = await api(ctx.base, 'POST', `/api/v1/statuses/${status.id}/quotes/${q2.id}/revoke`, {
      token: ctx.tokens.alice,
    });
    expect(revoked.body.id).toBe(q2.id);
    expect(revoked.body.quote).toEqual({ state: 'revoked', quoted_status: null });
    expect((await get(status.id)).quotes_count).toBe(1);
    const denied = await api(ctx.base, 'POST', `/api/v1/statuses/${status.id}/quotes/${q1.id}/revoke`, {
      token: ctx.tokens.dave,
    });
    expect(denied.status).toBe(403);

    await api(ctx.base, 'PUT', `/api/v1/statuses/${status.id}`, {
      token: ctx.tokens.alice,
      json: { status: 'quote me (edited)' },
    });
    const updates = await api(ctx.base, 'GET', '/api/v1/notifications?types[]=quoted_update', {
      token: ctx.tokens.demo,
    });
    expect(updates.body[0].status.id).toBe(status.id);
    const daveUpdates = await api(ctx.base, 'GET', '/api/v1/notifications?types[]=quoted_update', {
      token: ctx.tokens.dave,
    });
    expect(daveUpdates.body).toEqual([]);
  });

  test('deleting the quoted post leaves a deleted quote; blocking its author marks it', async () => {
    const status = await post(ctx.base, ctx.tokens.alice, 'short lived');
    const quote = await post(ctx.base, ctx.tokens.demo, 'quoting the short lived', {
      quoted_status_id: status.id,
    });
    const aliceId = (await lookup(ctx.base, 'alice')).id;
    await api(ctx.base, 'POST', `/api/v1/accounts/${aliceId}/block`, { token: ctx.tokens.demo });
    expect((await get(quote.id, ctx.tokens.demo)).quote.state).toBe('blocked_account');
    expect((await get(quote.id)).quote.state).toBe('accepted');
    await api(ctx.base, 'POST', `/api/v1/accounts/${aliceId}/unblock`, { token: ctx.tokens.demo });
    await api(ctx.base, 'DELETE', `/api/v1/statuses/${status.id}`, { token: ctx.tokens.alice });
    expect((await get(quote.id, ctx.tokens.demo)).quote).toEqual({ state: 'deleted', quoted_status: null });
  });
});
