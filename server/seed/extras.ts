import { sql, type ServerContext } from '../context';
import { snowflakeId } from '../ids';
import { addAnnouncement } from '../store/announcements';
import { createNotification } from '../store/notifications';
import { createStatus, removeRow, type StatusInput } from '../store/statuses';

const DAY = 86_400_000;

/** Demo's profile extras and safety settings: featured tags, endorsed accounts, a note, a block, a mute. */
export function seedAccountExtras(ctx: ServerContext, id: (username: string) => string, now: number): void {
  const db = ctx.db;
  const featured: [string, string][] = [
    ['demo', 'coffee'],
    ['demo', 'webdev'],
    ['alice', 'photography'],
  ];
  featured.forEach(([username, tag], i) =>
    sql(db, 'INSERT INTO featured_tags (id, account_id, tag, created_at) VALUES (?, ?, ?, ?)').run(
      snowflakeId(now - (20 - i) * DAY),
      id(username),
      tag,
      now - (20 - i) * DAY,
    ),
  );
  for (const [i, target] of ['alice', 'carol'].entries())
    sql(db, 'INSERT INTO endorsements (id, account_id, target_id) VALUES (?, ?, ?)').run(
      snowflakeId(now - (10 - i) * DAY),
      id('demo'),
      id(target),
    );
  sql(db, 'INSERT INTO account_notes (account_id, target_id, comment) VALUES (?, ?, ?)').run(
    id('demo'),
    id('dave'),
    'Met at the local meetup; likes cycling.',
  );
  sql(db, 'INSERT INTO blocks (id, account_id, target_id, created_at) VALUES (?, ?, ?, ?)').run(
    snowflakeId(now - 5 * DAY),
    id('demo'),
    id('banned'),
    now - 5 * DAY,
  );
  // A mute of posts only, ending in a week, so the mutes list shows an expiry.
  sql(
    db,
    'INSERT INTO mutes (id, account_id, target_id, notifications, expires_at, created_at) VALUES (?, ?, ?, 0, ?, ?)',
  ).run(snowflakeId(now - 2 * DAY), id('demo'), id('oldname'), now + 7 * DAY, now - 2 * DAY);
}

/**
 * Demo's filters: "spoilers" warns in every context (seeded posts carry that content warning), and an
 * expired hide filter shows that expiry ends a filter.
 */
export function seedFilters(ctx: ServerContext, id: (username: string) => string, now: number): void {
  const filters: [string, string[], string, number | null, string][] = [
    ['Spoilers', ['home', 'notifications', 'public', 'thread', 'account'], 'warn', null, 'spoilers'],
    ['Bakery week', ['home', 'public'], 'hide', now - DAY, 'croissants'],
  ];
  filters.forEach(([title, contexts, action, expiresAt, keyword], i) => {
    const filterId = snowflakeId(now - (30 - i) * DAY);
    sql(
      ctx.db,
      'INSERT INTO filters (id, account_id, title, context_json, filter_action, expires_at, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    ).run(filterId, id('demo'), title, JSON.stringify(contexts), action, expiresAt, now - (30 - i) * DAY);
    sql(ctx.db, 'INSERT INTO filter_keywords (id, filter_id, keyword, whole_word) VALUES (?, ?, ?, 1)').run(
      snowflakeId(now - (30 - i) * DAY),
      filterId,
      keyword,
    );
  });
}

/**
 * Quotes in every state besides the accepted ones the posts already hold: pending (awaiting review),
 * revoked by the quoted author, of a deleted post, and of a post demo may not see.
 */
export function seedQuoteStates(ctx: ServerContext, id: (username: string) => string, now: number): void {
  const at = (hoursAgo: number): number => now - hoursAgo * 3_600_000;
  const write = (username: string, text: string, hoursAgo: number, extra: Partial<StatusInput> = {}) =>
    createStatus(ctx, id(username), {
      text,
      visibility: 'public',
      language: 'en',
      createdAt: at(hoursAgo),
      silent: true,
      ...extra,
    });
  const setState = (statusId: string, state: string): void => {
    sql(ctx.db, 'UPDATE statuses SET quote_state = ? WHERE id = ?').run(state, statusId);
  };
  const demoPost = write('demo', 'Thinking out loud about quote posts and consent.', 30);
  setState(write('carol', 'Quoting this, waiting for a yes.', 29, { quoteOfId: demoPost.id }).id, 'pending');
  const revoked = write('bob', 'Quoting demo on consent.', 28, { quoteOfId: demoPost.id });
  setState(revoked.id, 'revoked');
  sql(ctx.db, 'UPDATE statuses SET quotes_count = MAX(quotes_count - 1, 0) WHERE id = ?').run(demoPost.id);
  const gone = write('alice', 'A post that will not stay long.', 27);
  write('dave', 'Quoting a post that was later deleted.', 26, { quoteOfId: gone.id });
  removeRow(ctx, gone);
  // Later made followers-only, and nobody follows oldname: demo sees the quote but not the quoted post.
  const hidden = write('oldname', 'Now only for my followers.', 25);
  write('carol', 'Quoting something you may not be able to see.', 24, { quoteOfId: hidden.id });
  sql(ctx.db, "UPDATE statuses SET visibility = 'private' WHERE id = ?").run(hidden.id);
}

/**
 * Moderation notifications for demo (a moderator): a sign-up, a report, a warning and a severance event;
 * and two private mentions from oldname, whom demo does not follow, held as a notification request by
 * the default policy.
 */
export function seedModerationNotifications(
  ctx: ServerContext,
  id: (username: string) => string,
  now: number,
): void {
  const at = (hoursAgo: number): number => now - hoursAgo * 3_600_000;
  const demo = id('demo');
  const notify = (fromId: string, type: string, hoursAgo: number, extra?: Record<string, unknown>): void => {
    createNotification(ctx, {
      recipientId: demo,
      fromId,
      type,
      createdAt: at(hoursAgo),
      silent: true,
      extra,
    });
  };
  notify(id('dave'), 'admin.sign_up', 50);
  const reported = (
    sql(
      ctx.db,
      'SELECT id FROM statuses WHERE account_id = ? AND reblog_of_id IS NULL ORDER BY id DESC LIMIT 1',
    ).get(id('robot')) as { id: string } | undefined
  )?.id;
  notify(id('carol'), 'admin.report', 40, {
    report: {
      id: '1',
      action_taken: false,
      action_taken_at: null,
      category: 'spam',
      comment: 'This bot posts the same thing over and over.',
      forwarded: false,
      created_at: new Date(at(40)).toISOString(),
      status_ids: reported ? [reported] : [],
      rule_ids: null,
      target_account_id: id('robot'),
    },
  });
  notify(id('alice'), 'moderation_warning', 30, {
    moderation_warning: {
      id: '1',
      action: 'none',
      text: 'Please add content warnings to posts about the finale.',
      status_ids: [],
      target_account_id: demo,
      appeal: null,
      created_at: new Date(at(30)).toISOString(),
    },
  });
  notify(demo, 'severed_relationships', 20, {
    event: {
      id: '1',
      type: 'account_suspension',
      purged: false,
      target_name: 'banned',
      followers_count: 0,
      following_count: 1,
      created_at: new Date(at(20)).toISOString(),
    },
  });
  for (const [hoursAgo, text] of [
    [6, '@demo hi, we have not met, but I liked your post about coffee.'],
    [5, '@demo also, do you know a good café near the river?'],
  ] as const) {
    createStatus(ctx, id('oldname'), { text, visibility: 'direct', createdAt: at(hoursAgo), silent: true });
  }
}

/** Two live announcements (one with reactions, one all-day event) and one that publishes five minutes in. */
export function seedAnnouncements(ctx: ServerContext, id: (username: string) => string, now: number): void {
  const welcome = addAnnouncement(ctx, {
    text: 'Welcome to the local instance! :fedi: Please read the #rules before posting.',
    at: now - 3 * DAY,
  });
  const reactions: [string, string][] = [
    ['alice', '👍'],
    ['carol', '👍'],
    ['bob', 'blobcat'],
  ];
  reactions.forEach(([username, name], i) =>
    sql(
      ctx.db,
      'INSERT INTO announcement_reactions (announcement_id, account_id, name, created_at) VALUES (?, ?, ?, ?)',
    ).run(welcome, id(username), name, now - 2 * DAY + i * 60_000),
  );
  addAnnouncement(ctx, {
    text: 'Community meetup on the river bank, all day. Bring a chair!',
    allDay: true,
    startsAt: now + 3 * DAY,
    endsAt: now + 4 * DAY,
    at: now - DAY,
  });
  addAnnouncement(ctx, {
    text: 'Maintenance tonight: a short restart.',
    scheduledAt: now + 5 * 60_000,
    at: now,
  });
}

/** The card table (no page is ever fetched) and recent public posts sharing those links. */
export const SEED_CARDS = [
  {
    url: 'https://blog.example/posts/local-first-software',
    title: 'Local-first software, five years on',
    description: 'What changed since the original essay, and what did not.',
    author: 'alice',
    provider: 'Example Blog',
  },
  {
    url: 'https://news.example/2026/river-festival',
    title: 'River festival returns this summer',
    description: 'Boats, music and food stalls along the old bridge.',
    author: null,
    provider: 'Example News',
  },
  {
    url: 'https://recipes.example/pour-over',
    title: 'A patient pour-over',
    description: 'Grind, bloom, pour slowly: a recipe for a clean cup.',
    author: 'carol',
    provider: 'Example Recipes',
  },
];

export function seedLinkCards(ctx: ServerContext, id: (username: string) => string, now: number): void {
  for (const card of SEED_CARDS) {
    sql(
      ctx.db,
      `INSERT INTO preview_cards (url, title, description, type, author_name, author_url, author_account_id,
         provider_name, provider_url, language, published_at) VALUES (?, ?, ?, 'link', ?, ?, ?, ?, ?, 'en', ?)`,
    ).run(
      card.url,
      card.title,
      card.description,
      card.author ?? '',
      card.author ? `${new URL(card.url).origin}/authors/${card.author}` : '',
      card.author ? id(card.author) : null,
      card.provider,
      new URL(card.url).origin,
      now - 5 * DAY,
    );
  }
  // [author, card index (for reading), text]
  const shares: [string, number, string][] = [
    ['alice', 0, 'I wrote down some thoughts: https://blog.example/posts/local-first-software'],
    ['bob', 0, 'Good read on sync and ownership https://blog.example/posts/local-first-software'],
    ['dave', 0, 'This matches my experience. https://blog.example/posts/local-first-software'],
    ['carol', 1, 'See you there? https://news.example/2026/river-festival'],
    ['guild', 1, 'Group outing! https://news.example/2026/river-festival'],
    ['carol', 2, 'My morning routine, written up: https://recipes.example/pour-over #coffee'],
  ];
  shares.forEach(([username, , text], i) =>
    createStatus(ctx, id(username), {
      text,
      visibility: 'public',
      language: 'en',
      createdAt: now - (40 - i * 5) * 3_600_000,
      silent: true,
    }),
  );
}
