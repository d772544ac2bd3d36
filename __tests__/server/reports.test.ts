import { api, post, useTestServer, type AnyJson } from './helpers';

const ctx = useTestServer({ users: ['demo', 'alice', 'bob'], accounts: ['alice', 'bob', 'demo'] });

const report = (json: unknown) => api(ctx.base, 'POST', '/api/v1/reports', { token: ctx.tokens.demo, json });

describe('POST /api/v1/reports', () => {
  test('files a report with its posts, comment, category and rules, answered as the schema says', async () => {
    const alicePost: AnyJson = await post(ctx.base, ctx.tokens.alice, 'something reportable');
    const answer = await report({
      account_id: ctx.ids.alice,
      status_ids: [alicePost.id],
      comment: 'Not kind at all',
      category: 'violation',
      rule_ids: ['1'],
      forward: false,
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      category: 'violation',
      comment: 'Not kind at all',
      status_ids: [alicePost.id],
      rule_ids: ['1'],
      action_taken: false,
      forwarded: false,
      target_account: { id: ctx.ids.alice },
    });
  });

  test('a report without a category is "other"; one naming rules is a rule violation', async () => {
    expect((await report({ account_id: ctx.ids.bob })).body.category).toBe('other');
    expect((await report({ account_id: ctx.ids.bob, category: 'spam', rule_ids: ['1'] })).body.category).toBe(
      'violation',
    );
  });

  test('refuses posts of another account, unknown accounts, rules and categories', async () => {
    const bobPost: AnyJson = await post(ctx.base, ctx.tokens.bob, 'bob is fine');
    expect((await report({ account_id: ctx.ids.alice, status_ids: [bobPost.id] })).status).toBe(404);
    expect((await report({ account_id: '999999999' })).status).toBe(404);
    expect((await report({ account_id: ctx.ids.alice, rule_ids: ['42'] })).status).toBe(422);
    expect((await report({ account_id: ctx.ids.alice, category: 'rude' })).status).toBe(422);
    expect((await report({ account_id: ctx.ids.alice, category: 'violation' })).status).toBe(422);
  });

  test('needs a signed-in user', async () => {
    const anonymous = await api(ctx.base, 'POST', '/api/v1/reports', { json: { account_id: ctx.ids.alice } });
    expect(anonymous.status).toBe(401);
  });
});
