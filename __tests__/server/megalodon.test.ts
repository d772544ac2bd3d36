import generator from 'megalodon';
import { tokenFor, useTestServer } from './helpers';

const ctx = useTestServer();

// A third-party client library (megalodon) speaking to the instance, as other Mastodon apps would.
describe('a third-party client (megalodon)', () => {
  test('signed out, it reads the instance and the public timeline', async () => {
    const client = generator('mastodon', ctx.base);
    const instance = await client.getInstance();
    expect(instance.status).toBe(200);
    expect(instance.data.uri).toEqual(expect.any(String));
    expect(instance.data.configuration.statuses.max_characters).toBe(500);
    const timeline = await client.getPublicTimeline({ limit: 5 });
    expect(timeline.data).toHaveLength(5);
    expect(timeline.data[0].account.username).toEqual(expect.any(String));
  });

  test('signed in, it reads home and posts', async () => {
    const token = await tokenFor(ctx.base, 'demo');
    const client = generator('mastodon', ctx.base, token);
    const me = await client.verifyAccountCredentials();
    expect(me.data.username).toBe('demo');
    const home = await client.getHomeTimeline({ limit: 10 });
    expect(home.data.length).toBeGreaterThan(0);
    const posted = await client.postStatus('Hello from megalodon', { visibility: 'unlisted' });
    expect(posted.status).toBe(200);
    const status = posted.data as { id: string; content: string; visibility: string };
    expect(status).toMatchObject({ content: '<p>Hello from megalodon</p>', visibility: 'unlisted' });
    const again = await client.getHomeTimeline({ limit: 1 });
    expect(again.data[0].id).toBe(status.id);
  });
});
