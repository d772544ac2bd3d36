import { sql, type ServerContext } from '../context';
import { snowflakeId } from '../ids';
import { follow } from '../store/relationships';
import {
  seedAccountExtras,
  seedAnnouncements,
  seedFilters,
  seedLinkCards,
  seedModerationNotifications,
  seedQuoteStates,
} from './extras';
import { insertAccounts, SEED_FOLLOW_REQUESTS, SEED_FOLLOWS } from './accounts';
import { writeEmojiImages } from './images';
import { seedEdits, seedPosts } from './posts';
import { Prng } from './prng';

const DAY = 86_400_000;

/**
 * The demo world: accounts of every kind, follows, two weeks of posts (threads, boosts, content warnings,
 * mentions, hashtags, custom emoji, polls, quotes), favourites, bookmarks, pins, lists and notifications.
 * Content is deterministic; times are relative to the moment of seeding.
 */
export function seedDemoWorld(ctx: ServerContext, options: { demoPassword: string; now?: number }): void {
  const now = options.now ?? Date.now();
  const rng = new Prng(7);
  const db = ctx.db;
  db.transaction(() => {
    for (const [code, file, category] of writeEmojiImages(ctx.mediaDir)) {
      sql(
        db,
        'INSERT INTO custom_emojis (shortcode, file, category, visible_in_picker) VALUES (?, ?, ?, 1)',
      ).run(code, file, category);
    }
    const ids = insertAccounts(ctx, now, options.demoPassword);
    const id = (username: string): string => ids.get(username)!;
    db.prepare('UPDATE accounts SET locked = 0 WHERE id = ?').run(id('bob'));
    for (const [from, to, notify] of SEED_FOLLOWS) {
      // Follows of demo are recent, so they show up as a notification group.
      const at = to === 'demo' ? now - rng.int(1, 48) * 3_600_000 : now - rng.int(20, 300) * DAY;
      follow(ctx, id(from), id(to), { notify, createdAt: at, silent: true });
    }
    // Followers a locked account approved earlier: it is locked only after them, then requests stay pending.
    db.prepare('UPDATE accounts SET locked = 1 WHERE id = ?').run(id('bob'));
    for (const [from, to] of SEED_FOLLOW_REQUESTS)
      follow(ctx, id(from), id(to), { createdAt: now - rng.int(1, 72) * 3_600_000, silent: true });

    const posts = seedPosts(ctx, ids, now);
    const visibleToDemo = posts.filter(
      (p) => !p.reblog_of_id && (p.visibility === 'public' || p.visibility === 'unlisted'),
    );
    for (const post of rng.sample(visibleToDemo, 12)) {
      db.prepare('INSERT OR IGNORE INTO bookmarks (id, account_id, status_id) VALUES (?, ?, ?)').run(
        snowflakeId(post.created_at + 60_000),
        id('demo'),
        post.id,
      );
    }
    for (const username of ['demo', 'alice']) {
      const own = posts
        .filter((p) => p.account_id === id(username) && !p.reblog_of_id && p.visibility === 'public')
        .slice(0, 2);
      for (const post of own)
        db.prepare('INSERT INTO pins (id, account_id, status_id) VALUES (?, ?, ?)').run(
          snowflakeId(post.created_at + 1000),
          id(username),
          post.id,
        );
    }
    const lists: [string, string, string[]][] = [
      ['Friends', 'list', ['alice', 'bob', 'carol']],
      ['Bots and groups', 'none', ['robot', 'guild']],
    ];
    for (const [title, policy, members] of lists) {
      const listId = snowflakeId(now - 30 * DAY);
      db.prepare(
        'INSERT INTO lists (id, account_id, title, replies_policy, exclusive) VALUES (?, ?, ?, ?, 0)',
      ).run(listId, id('demo'), title, policy);
      for (const member of members)
        db.prepare('INSERT INTO list_accounts (id, list_id, account_id) VALUES (?, ?, ?)').run(
          snowflakeId(now - 30 * DAY),
          listId,
          id(member),
        );
    }
    seedEdits(ctx, ids, posts, now);
    seedAccountExtras(ctx, id, now);
    seedFilters(ctx, id, now);
    seedQuoteStates(ctx, id, now);
    seedModerationNotifications(ctx, id, now);
    seedAnnouncements(ctx, id, now);
    seedLinkCards(ctx, id, now);
  })();
}
