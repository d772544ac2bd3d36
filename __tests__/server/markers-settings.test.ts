import { api, tokenFor, useTestServer } from './helpers';

const ctx = useTestServer({ users: ['demo'] });

describe('markers', () => {
  test('form, JSON and access_token parameter bodies set markers; versions increase', async () => {
    expect(
      (
        await api(ctx.base, 'GET', '/api/v1/markers?timeline[]=home&timeline[]=notifications', {
          token: ctx.tokens.demo,
        })
      ).body,
    ).toEqual({});
    const form = await api(ctx.base, 'POST', '/api/v1/markers', {
      token: ctx.tokens.demo,
      form: { 'home[last_read_id]': '111' },
    });
    expect(form.body.home).toMatchObject({ last_read_id: '111', version: 1 });
    const json = await api(ctx.base, 'POST', '/api/v1/markers', {
      token: ctx.tokens.demo,
      json: { home: { last_read_id: '222' }, notifications: { last_read_id: '5' } },
    });
    expect(json.body.home).toMatchObject({ last_read_id: '222', version: 2 });
    // A page-close beacon cannot set headers: the token travels in the body.
    const beacon = await api(ctx.base, 'POST', '/api/v1/markers', {
      form: { access_token: ctx.tokens.demo, 'notifications[last_read_id]': '6' },
    });
    expect(beacon.body.notifications).toMatchObject({ last_read_id: '6', version: 2 });
    const read = await api(ctx.base, 'GET', '/api/v1/markers?timeline[]=home&timeline[]=notifications', {
      token: ctx.tokens.demo,
    });
    expect(read.body).toMatchObject({ home: { last_read_id: '222' }, notifications: { last_read_id: '6' } });
    expect(
      (await api(ctx.base, 'POST', '/api/v1/markers', { token: ctx.tokens.demo, json: {} })).status,
    ).toBe(400);
    expect((await api(ctx.base, 'GET', '/api/v1/markers')).status).toBe(401);
  });
});

describe('web settings', () => {
  test('GET is {} at first; PUT merges data per user; a token is required', async () => {
    expect((await api(ctx.base, 'GET', '/api/web/settings', { token: ctx.tokens.demo })).body).toEqual({});
    await api(ctx.base, 'PUT', '/api/web/settings', {
      token: ctx.tokens.demo,
      json: { data: { home: { shows: { reblog: false } }, skinTone: 2 } },
    });
    const merged = await api(ctx.base, 'PUT', '/api/web/settings', {
      token: ctx.tokens.demo,
      json: { data: { home: { shows: { reply: true } }, columns: [{ id: 'HOME' }] } },
    });
    expect(merged.body).toEqual({
      home: { shows: { reblog: false, reply: true } },
      skinTone: 2,
      columns: [{ id: 'HOME' }],
    });
    expect((await api(ctx.base, 'GET', '/api/web/settings', { token: ctx.tokens.demo })).body).toEqual(
      merged.body,
    );
    const alice = await tokenFor(ctx.base, 'alice');
    expect((await api(ctx.base, 'GET', '/api/web/settings', { token: alice })).body).toEqual({});
    expect((await api(ctx.base, 'GET', '/api/web/settings')).status).toBe(401);
    expect(
      (await api(ctx.base, 'PUT', '/api/web/settings', { token: ctx.tokens.demo, json: { data: 'nope' } }))
        .status,
    ).toBe(422);
  });
});
