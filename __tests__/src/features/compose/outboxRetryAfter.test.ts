import { ApiError } from '../../../../src/api/errors';
import type { OutboxEntry } from '../../../../src/db/types';
import { deliver } from '../../../../src/features/compose/outbox/deliver';
import { fakeApi } from '../../fixtures';

const entry = {
  key: 'key-1',
  params: { status: 'hello' },
  draft: {},
  createdAt: 0,
  attempts: 0,
  state: 'waiting',
  baseUrl: 'http://localhost',
  token: 'tok',
} as unknown as OutboxEntry;

describe("the outbox keeps a server's Retry-After", () => {
  afterEach(() => jest.restoreAllMocks());

  it('a post refused for its rate waits at least as long as the server asked', async () => {
    jest.spyOn(Date, 'now').mockReturnValue(1_000_000);
    const api = fakeApi();
    api.post.mockRejectedValue(new ApiError({ kind: 'http', status: 429, retryAt: 1_000_000 + 90_000 }));
    expect(await deliver(api, entry)).toMatchObject({ kind: 'retry', waitMs: 90_000 });
  });

  it('a post that got no answer has no wait of the server to keep', async () => {
    const api = fakeApi();
    api.post.mockRejectedValue(new ApiError({ kind: 'network' }));
    expect(await deliver(api, entry)).toMatchObject({ kind: 'retry', waitMs: 0 });
  });
});
