import { REBLOG_FALLOFF } from '../../server/store/timelines';
import { api, post, useTestServer, type AnyJson } from './helpers';
import { openStream } from './stream-client';

const ctx = useTestServer({
  users: ['demo', 'alice', 'carol', 'dave', 'robot'],
  accounts: ['alice', 'carol', 'dave', 'robot'],
});

async function home(): Promise<AnyJson[]> {
  return (await api(ctx.base, 'GET', '/api/v1/timelines/home?limit=40', { token: ctx.tokens.demo })).body;
}

/** The home entries that show a post: the post itself or a boost of it. */
const showing = (entries: AnyJson[], id: string) =>
  entries.filter((s) => s.id === id || s.reblog?.id === id).map((s) => s.id as string);

async function boost(user: 'alice' | 'carol' | 'dave', statusId: string): Promise<AnyJson> {
  const res = await api(ctx.base, 'POST', `/api/v1/statuses/${statusId}/reblog`, { token: ctx.tokens[user] });
  expect(res.status).toBe(200);
  return res.body;
}

beforeAll(async () => {
  for (const name of ['alice', 'carol', 'dave'] as const)
    await api(ctx.base, 'POST', `/api/v1/accounts/${ctx.ids[name]}/follow`, {
      token: ctx.tokens.demo,
      json: { reblogs: true },
    });
  await api(ctx.base, 'POST', `/api/v1/accounts/${ctx.ids.robot}/unfollow`, { token: ctx.tokens.demo });
});

describe(`a home feed shows a post once: a boost of a post among its ${REBLOG_FALLOFF} newest entries stays out`, () => {
  test('the second boost of a post stays out of home, and out of its stream, but not out of the booster’s profile', async () => {
    const original = await post(ctx.base, ctx.tokens.robot, 'a post two followed accounts boost');
    const first = await boost('alice', original.id);
    expect(showing(await home(), original.id)).toEqual([first.id]);

    const stream = await openStream(ctx.base, `stream=user&access_token=${ctx.tokens.demo}`);
    try {
      const second = await boost('carol', original.id);
      const marker = await post(ctx.base, ctx.tokens.alice, 'after the second boost');
      await stream.next((m) => m.event === 'update' && JSON.parse(m.payload!).id === marker.id);
      const streamed = stream.messages
        .filter((m) => m.event === 'update')
        .map((m) => JSON.parse(m.payload!).id);
      expect(streamed).not.toContain(second.id);

      expect(showing(await home(), original.id)).toEqual([first.id]);
      const profile = await api(ctx.base, 'GET', `/api/v1/accounts/${ctx.ids.carol}/statuses`, {
        token: ctx.tokens.demo,
      });
      expect(profile.body.map((s: AnyJson) => s.id)).toContain(second.id);
    } finally {
      stream.close();
    }
  });

  test('a boost of a post already in home as itself stays out', async () => {
    const original = await post(ctx.base, ctx.tokens.alice, 'a followed account’s post, boosted by another');
    await boost('dave', original.id);
    expect(showing(await home(), original.id)).toEqual([original.id]);
  });

  test(`a boost comes in again once the post is past the ${REBLOG_FALLOFF} newest entries`, async () => {
    const original = await post(ctx.base, ctx.tokens.robot, 'an older post boosted again later');
    const first = await boost('alice', original.id);
    for (let i = 0; i < REBLOG_FALLOFF; i += 1) await post(ctx.base, ctx.tokens.demo, `filler ${i}`);
    const later = await boost('carol', original.id);
    const entries = (
      await api(ctx.base, 'GET', '/api/v1/timelines/home?limit=40', { token: ctx.tokens.demo })
    ).body as AnyJson[];
    expect(entries[0].id).toBe(later.id);
    const older = await api(ctx.base, 'GET', `/api/v1/timelines/home?limit=40&max_id=${entries[39].id}`, {
      token: ctx.tokens.demo,
    });
    expect(showing(older.body, original.id)).toEqual([first.id]);
  });

  test('undoing the boost that stayed out leaves the feed as it was', async () => {
    const original = await post(ctx.base, ctx.tokens.robot, 'boosted twice, the second undone');
    const first = await boost('alice', original.id);
    await boost('carol', original.id);
    const undo = await api(ctx.base, 'POST', `/api/v1/statuses/${original.id}/unreblog`, {
      token: ctx.tokens.carol,
    });
    expect(undo.status).toBe(200);
    expect(showing(await home(), original.id)).toEqual([first.id]);
  });
});
