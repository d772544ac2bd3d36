import { api, lookup, post, tokenFor, useTestServer, type AnyJson } from './helpers';

const ctx = useTestServer({ users: ['demo', 'alice'] });

describe('posting', () => {
  test('a post renders mentions, hashtags and custom emoji', async () => {
    const status = await post(ctx.base, ctx.tokens.demo, 'Hello @alice! #Coffee :fedi:', {
      visibility: 'unlisted',
      language: 'en',
    });
    expect(status.visibility).toBe('unlisted');
    expect(status.content).toContain('class="u-url mention"');
    expect(status.content).toContain('class="mention hashtag"');
    expect(status.mentions).toEqual([expect.objectContaining({ username: 'alice', acct: 'alice' })]);
    expect(status.tags).toEqual([expect.objectContaining({ name: 'coffee' })]);
    expect(status.emojis.map((e: AnyJson) => e.shortcode)).toEqual(['fedi']);
    expect(status).toMatchObject({
      favourited: false,
      reblogged: false,
      bookmarked: false,
      reblog: null,
      poll: null,
      card: null,
      edited_at: null,
    });
  });

  test('the same Idempotency-Key gives the first post, never a duplicate', async () => {
    const headers = { 'Idempotency-Key': 'key-123' };
    const first = await api(ctx.base, 'POST', '/api/v1/statuses', {
      token: ctx.tokens.demo,
      json: { status: 'once' },
      headers,
    });
    const second = await api(ctx.base, 'POST', '/api/v1/statuses', {
      token: ctx.tokens.demo,
      json: { status: 'once' },
      headers,
    });
    expect(second.body.id).toBe(first.body.id);
    const other = await api(ctx.base, 'POST', '/api/v1/statuses', {
      token: ctx.tokens.alice,
      json: { status: 'once' },
      headers,
    });
    expect(other.body.id).not.toBe(first.body.id);
  });

  test('form bodies with Rails-style poll keys create a poll', async () => {
    const res = await api(ctx.base, 'POST', '/api/v1/statuses', {
      token: ctx.tokens.demo,
      form: {
        status: 'Pick one',
        'poll[options][]': ['Tea', 'Coffee'],
        'poll[expires_in]': '3600',
        'poll[multiple]': 'true',
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.poll).toMatchObject({
      multiple: true,
      expired: false,
      options: [
        { title: 'Tea', votes_count: 0 },
        { title: 'Coffee', votes_count: 0 },
      ],
    });
    const vote = await api(ctx.base, 'POST', `/api/v1/polls/${res.body.poll.id}/votes`, {
      token: ctx.tokens.alice,
      form: { 'choices[]': ['0', '1'] },
    });
    expect(vote.status).toBe(200);
    expect(vote.body).toMatchObject({ voted: true, own_votes: [0, 1], votes_count: 2, voters_count: 1 });
  });

  test('validation errors answer 422 with an error', async () => {
    const empty = await api(ctx.base, 'POST', '/api/v1/statuses', {
      token: ctx.tokens.demo,
      json: { status: '   ' },
    });
    expect(empty.status).toBe(422);
    expect(empty.body.error).toMatch(/can't be blank/);
    const long = await api(ctx.base, 'POST', '/api/v1/statuses', {
      token: ctx.tokens.demo,
      json: { status: 'x'.repeat(501) },
    });
    expect(long.status).toBe(422);
    expect(
      (
        await api(ctx.base, 'POST', '/api/v1/statuses', {
          token: ctx.tokens.demo,
          json: { status: 'x'.repeat(500) },
        })
      ).status,
    ).toBe(200);
    const badPoll = await api(ctx.base, 'POST', '/api/v1/statuses', {
      token: ctx.tokens.demo,
      json: { status: 'p', poll: { options: ['a', 'b', 'c', 'd', 'e'], expires_in: 3600 } },
    });
    expect(badPoll.status).toBe(422);
    const badVisibility = await api(ctx.base, 'POST', '/api/v1/statuses', {
      token: ctx.tokens.demo,
      json: { status: 'v', visibility: 'everyone' },
    });
    expect(badVisibility.status).toBe(422);
    const noReplyTarget = await api(ctx.base, 'POST', '/api/v1/statuses', {
      token: ctx.tokens.demo,
      json: { status: 'r', in_reply_to_id: '123' },
    });
    expect(noReplyTarget.status).toBe(404);
    const anonymous = await api(ctx.base, 'POST', '/api/v1/statuses', { json: { status: 'x' } });
    expect(anonymous.status).toBe(401);
    const malformed = await fetch(`${ctx.base}/api/v1/statuses`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${ctx.tokens.demo}`, 'Content-Type': 'application/json' },
      body: '{"status": ',
    });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ error: expect.any(String) });
  });

  test('edit keeps history; source and delete give the text for redraft', async () => {
    const status = await post(ctx.base, ctx.tokens.demo, 'First version', { spoiler_text: 'cw' });
    expect(status.sensitive).toBe(true);
    const edited = await api(ctx.base, 'PUT', `/api/v1/statuses/${status.id}`, {
      token: ctx.tokens.demo,
      json: { status: 'Second version' },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.edited_at).not.toBeNull();
    expect(edited.body.content).toBe('<p>Second version</p>');
    const history = await api(ctx.base, 'GET', `/api/v1/statuses/${status.id}/history`, {
      token: ctx.tokens.demo,
    });
    expect(history.body.map((v: AnyJson) => v.content)).toEqual([
      '<p>First version</p>',
      '<p>Second version</p>',
    ]);
    const source = await api(ctx.base, 'GET', `/api/v1/statuses/${status.id}/source`, {
      token: ctx.tokens.demo,
    });
    expect(source.body).toMatchObject({ id: status.id, text: 'Second version', spoiler_text: '' });
    expect(
      (
        await api(ctx.base, 'PUT', `/api/v1/statuses/${status.id}`, {
          token: ctx.tokens.alice,
          json: { status: 'hijack' },
        })
      ).status,
    ).toBe(403);
    const deleted = await api(ctx.base, 'DELETE', `/api/v1/statuses/${status.id}`, {
      token: ctx.tokens.demo,
    });
    expect(deleted.body.text).toBe('Second version');
    expect(
      (await api(ctx.base, 'GET', `/api/v1/statuses/${status.id}`, { token: ctx.tokens.demo })).status,
    ).toBe(404);
  });

  test('favourite, reblog and bookmark update flags, counts and lists', async () => {
    const status = await post(ctx.base, ctx.tokens.alice, 'Boost me');
    const fav = await api(ctx.base, 'POST', `/api/v1/statuses/${status.id}/favourite`, {
      token: ctx.tokens.demo,
    });
    expect(fav.body).toMatchObject({ favourited: true, favourites_count: 1 });
    const reblog = await api(ctx.base, 'POST', `/api/v1/statuses/${status.id}/reblog`, {
      token: ctx.tokens.demo,
    });
    expect(reblog.body.reblog).toMatchObject({ id: status.id, reblogged: true, reblogs_count: 1 });
    expect(reblog.body.id).not.toBe(status.id);
    const again = await api(ctx.base, 'POST', `/api/v1/statuses/${status.id}/reblog`, {
      token: ctx.tokens.demo,
    });
    expect(again.body.id).toBe(reblog.body.id);
    const bookmark = await api(ctx.base, 'POST', `/api/v1/statuses/${status.id}/bookmark`, {
      token: ctx.tokens.demo,
    });
    expect(bookmark.body.bookmarked).toBe(true);
    const favourites = await api(ctx.base, 'GET', '/api/v1/favourites', { token: ctx.tokens.demo });
    expect(favourites.body[0].id).toBe(status.id);
    const bookmarks = await api(ctx.base, 'GET', '/api/v1/bookmarks', { token: ctx.tokens.demo });
    expect(bookmarks.body[0].id).toBe(status.id);
    // Fewer than a page (20): the last page, with no next page linked, as Mastodon's records_continue?.
    expect(bookmarks.body.length).toBeLessThan(20);
    expect(bookmarks.headers.get('link') ?? '').not.toMatch(/rel="next"/);
    const one = await api(ctx.base, 'GET', '/api/v1/bookmarks?limit=1', { token: ctx.tokens.demo });
    expect(one.headers.get('link') ?? '').toMatch(/rel="next"/);
    const unreblog = await api(ctx.base, 'POST', `/api/v1/statuses/${status.id}/unreblog`, {
      token: ctx.tokens.demo,
    });
    expect(unreblog.body).toMatchObject({ reblogged: false, reblogs_count: 0 });
    const unfav = await api(ctx.base, 'POST', `/api/v1/statuses/${status.id}/unfavourite`, {
      token: ctx.tokens.demo,
    });
    expect(unfav.body).toMatchObject({ favourited: false, favourites_count: 0 });
    const unbookmark = await api(ctx.base, 'POST', `/api/v1/statuses/${status.id}/unbookmark`, {
      token: ctx.tokens.demo,
    });
    expect(unbookmark.body.bookmarked).toBe(false);
  });

  test('context lists ancestors and descendants; private posts are hidden from strangers', async () => {
    const root = await post(ctx.base, ctx.tokens.alice, 'root');
    const child = await post(ctx.base, ctx.tokens.demo, '@alice child', { in_reply_to_id: root.id });
    expect(child.in_reply_to_account_id).toBe(root.account.id);
    const grandchild = await post(ctx.base, ctx.tokens.alice, 'grandchild', { in_reply_to_id: child.id });
    const context = await api(ctx.base, 'GET', `/api/v1/statuses/${child.id}/context`);
    expect(context.body.ancestors.map((s: AnyJson) => s.id)).toEqual([root.id]);
    expect(context.body.descendants.map((s: AnyJson) => s.id)).toEqual([grandchild.id]);
    const secret = await post(ctx.base, ctx.tokens.demo, 'followers only', { visibility: 'private' });
    expect((await api(ctx.base, 'GET', `/api/v1/statuses/${secret.id}`)).status).toBe(404);
    expect(
      (await api(ctx.base, 'GET', `/api/v1/statuses/${secret.id}`, { token: ctx.tokens.alice })).status,
    ).toBe(200);
    const robot = await tokenFor(ctx.base, 'robot');
    expect((await api(ctx.base, 'GET', `/api/v1/statuses/${secret.id}`, { token: robot })).status).toBe(200);
    const dave = await lookup(ctx.base, 'dave');
    expect(dave.username).toBe('dave');
  });

  test('quotes carry the quoted post and the approval for the viewer', async () => {
    const quoted = await post(ctx.base, ctx.tokens.alice, 'Quote me', { quote_approval_policy: 'public' });
    expect(quoted.quote_approval).toEqual({ automatic: ['public'], manual: [], current_user: 'automatic' });
    const quoting = await post(ctx.base, ctx.tokens.demo, 'Look', { quoted_status_id: quoted.id });
    expect(quoting.quote).toMatchObject({ state: 'accepted', quoted_status: { id: quoted.id } });
    const nobody = await post(ctx.base, ctx.tokens.alice, 'No quotes', { quote_approval_policy: 'nobody' });
    const refused = await api(ctx.base, 'POST', '/api/v1/statuses', {
      token: ctx.tokens.demo,
      json: { status: 'x', quoted_status_id: nobody.id },
    });
    expect(refused.status).toBe(403);
  });
});
