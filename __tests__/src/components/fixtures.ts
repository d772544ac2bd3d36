import type { Account, Poll, Status } from '../../../src/api/entities';

export function makeAccount(overrides: Partial<Account> = {}): Account {
  return {
    id: '1',
    username: 'alice',
    acct: 'alice',
    display_name: 'Alice',
    note: '',
    avatar: 'https://example.com/avatars/alice.png',
    avatar_static: 'https://example.com/avatars/alice.png',
    header: '',
    header_static: '',
    bot: false,
    group: false,
    locked: false,
    indexable: true,
    created_at: '2024-01-01T00:00:00.000Z',
    last_status_at: null,
    emojis: [],
    fields: [],
    followers_count: 0,
    following_count: 0,
    statuses_count: 0,
    uri: 'https://example.com/users/alice',
    url: 'https://example.com/@alice',
    ...overrides,
  };
}

export function makeStatus(overrides: Partial<Status> = {}): Status {
  return {
    id: '100',
    account: makeAccount(),
    content: '<p>Hello world</p>',
    created_at: new Date(Date.now() - 5 * 60_000).toISOString(),
    edited_at: null,
    emojis: [],
    favourites_count: 0,
    reblogs_count: 0,
    replies_count: 0,
    media_attachments: [],
    mentions: [],
    tags: [],
    sensitive: false,
    spoiler_text: '',
    uri: 'https://example.com/users/alice/statuses/100',
    url: 'https://example.com/@alice/100',
    visibility: 'public',
    card: null,
    poll: null,
    reblog: null,
    in_reply_to_id: null,
    in_reply_to_account_id: null,
    favourited: false,
    reblogged: false,
    bookmarked: false,
    ...overrides,
  };
}

export function makePoll(overrides: Partial<Poll> = {}): Poll {
  return {
    id: 'p1',
    emojis: [],
    expired: false,
    expires_at: new Date(Date.now() + 2 * 86_400_000 + 60_000).toISOString(),
    multiple: false,
    options: [
      { title: 'Yes', votes_count: 3 },
      { title: 'No', votes_count: 1 },
    ],
    votes_count: 4,
    voters_count: 4,
    voted: false,
    own_votes: [],
    ...overrides,
  };
}
