import { sql, type ServerContext } from '../context';
import type { StatusRow } from '../store/rows';
import { favouriteStatus, reblogStatus } from '../store/interactions';
import { createStatus, editStatus, type StatusInput } from '../store/statuses';
import { snowflakeId } from '../ids';
import { SEED_ACCOUNTS } from './accounts';
import { EMOJI_SHORTCODES } from './images';
import { Prng } from './prng';

const DAY = 86_400_000;
const POST_COUNT = 620;
const OPENERS = [
  'Just',
  'Finally',
  'Today I',
  'Honestly,',
  'Quick note:',
  'Reminder:',
  'Fun fact:',
  'Hot take:',
  'Small win:',
  'TIL',
];
const MIDDLES = [
  'finished reading a great book about distributed systems',
  'tried a new pour-over recipe and it was lovely',
  'fixed a bug that had been haunting me for weeks',
  'went for a long walk by the river',
  'rewrote the build script and it is twice as fast',
  'found a cosy café with excellent croissants',
  'planted tomatoes on the balcony',
  'learned that keyboard shortcuts make everything better',
  'spent the afternoon sketching in the park',
  'watched the sunset from the old bridge',
  'migrated my notes to plain text files',
  'baked bread that actually rose this time',
  'cleaned up my inbox to zero',
  'played the piano for an hour without looking at my phone',
  'repaired a bike wheel with a borrowed tool',
];
const CLOSERS = [
  '',
  ' 🎉',
  ' Highly recommended.',
  ' Anyone else?',
  ' More soon.',
  ' That is all.',
  ' :)',
  ' What a day.',
];
const TAGS = [
  'coffee',
  'webdev',
  'photography',
  'opensource',
  'music',
  'gardening',
  'fediverse',
  'books',
  'cycling',
  'caturday',
];
const REPLIES = [
  'Totally agree!',
  'Ha, same here.',
  'Thanks for sharing this.',
  'Tell me more?',
  'This is great news.',
  'Oh no! Hope it gets better.',
  'Bookmarking this.',
  'Love it.',
];
const CW_TOPICS = [
  'spoilers for the finale',
  'food',
  'eye contact',
  'politics (mild)',
  'long post',
  'bugs (the insect kind)',
];
const POLL_QUESTIONS: [string, string[]][] = [
  ['Best hot drink?', ['Coffee', 'Tea', 'Hot chocolate', 'Water']],
  ['Tabs or spaces?', ['Tabs', 'Spaces']],
  ['Which weekend plan?', ['Hiking', 'Reading', 'Cooking', 'Sleeping in']],
  ['Favourite season?', ['Spring', 'Summer', 'Autumn', 'Winter']],
];

interface Ctx {
  ctx: ServerContext;
  rng: Prng;
  ids: Map<string, string>;
  posts: StatusRow[];
}

function sentence(rng: Prng): string {
  return `${rng.pick(OPENERS)} ${rng.pick(MIDDLES)}.${rng.pick(CLOSERS)}`;
}

function postingAccounts(): [string, number][] {
  return SEED_ACCOUNTS.map((a) => [a.username, a.activity]);
}

function decorate(s: Ctx, text: string, author: string): string {
  let out = text;
  if (s.rng.chance(0.35)) out += ` #${s.rng.pick(TAGS)}`;
  if (s.rng.chance(0.1)) out += ` #${s.rng.pick(TAGS)}`;
  if (s.rng.chance(0.12)) out += ` :${s.rng.pick(EMOJI_SHORTCODES)}:`;
  if (s.rng.chance(0.15)) {
    const other = s.rng.pick(SEED_ACCOUNTS.filter((a) => a.username !== author && !a.suspended)).username;
    out = `@${other} ${out}`;
  }
  if (s.rng.chance(0.05))
    out += '\n\nMore at https://example.com/articles/a-very-long-article-name-about-things';
  return out;
}

function visibility(rng: Prng): string {
  return rng.weighted([
    ['public', 70],
    ['unlisted', 12],
    ['private', 12],
    ['direct', 6],
  ] as const);
}

function tryCreate(s: Ctx, author: string, input: StatusInput): StatusRow | undefined {
  try {
    const row = createStatus(s.ctx, s.ids.get(author)!, { ...input, silent: true, applicationName: 'Web' });
    s.posts.push(row);
    return row;
  } catch {
    return undefined;
  }
}

function original(s: Ctx, author: string, at: number): void {
  const vis = visibility(s.rng);
  let text = decorate(s, sentence(s.rng), author);
  if (vis === 'direct' && !text.startsWith('@')) {
    const other = s.rng.pick(SEED_ACCOUNTS.filter((a) => a.username !== author && !a.suspended)).username;
    text = `@${other} ${text}`;
  }
  const spoiler = s.rng.chance(0.1) ? s.rng.pick(CW_TOPICS) : '';
  tryCreate(s, author, { text, visibility: vis, spoilerText: spoiler, language: 'en', createdAt: at });
}

function reply(s: Ctx, author: string, at: number): void {
  const candidates = s.posts
    .filter((p) => !p.reblog_of_id && (p.visibility === 'public' || p.visibility === 'unlisted'))
    .slice(-40);
  if (candidates.length === 0) return original(s, author, at);
  const parent = s.rng.pick(candidates);
  const parentAuthor = SEED_ACCOUNTS.find((a) => s.ids.get(a.username) === parent.account_id)!.username;
  const mention = parentAuthor === author ? '' : `@${parentAuthor} `;
  tryCreate(s, author, {
    text: `${mention}${s.rng.pick(REPLIES)}`,
    visibility: parent.visibility,
    spoilerText: parent.spoiler_text,
    inReplyToId: parent.id,
    language: 'en',
    createdAt: at,
  });
}

function boost(s: Ctx, author: string, at: number): void {
  const me = s.ids.get(author)!;
  const candidates = s.posts
    .filter((p) => !p.reblog_of_id && p.account_id !== me && p.visibility === 'public')
    .slice(-60);
  if (candidates.length === 0) return original(s, author, at);
  try {
    s.posts.push(reblogStatus(s.ctx, me, s.rng.pick(candidates).id, 'public', at, true));
  } catch {
    // Already boosted: the seed simply skips it.
  }
}

function poll(s: Ctx, author: string, at: number, now: number): void {
  const [question, options] = s.rng.pick(POLL_QUESTIONS);
  const remaining = now - at;
  // Older polls have ended; recent ones are still open.
  const expiresIn = remaining > 2 * DAY ? 86_400 : 7 * 86_400;
  const row = tryCreate(s, author, {
    text: `${question} #poll`,
    visibility: 'public',
    language: 'en',
    poll: { options, expiresIn, multiple: s.rng.chance(0.3) },
    createdAt: at,
  });
  if (!row?.poll_id) return;
  for (const voter of SEED_ACCOUNTS.filter((a) => !a.suspended && a.username !== author)) {
    if (voter.username === 'demo' && s.rng.chance(0.5)) continue;
    if (!s.rng.chance(0.7)) continue;
    sql(s.ctx.db, 'INSERT OR IGNORE INTO poll_votes (poll_id, account_id, choice) VALUES (?, ?, ?)').run(
      row.poll_id,
      s.ids.get(voter.username),
      s.rng.int(0, options.length - 1),
    );
  }
  const ended = expiresIn * 1000 < remaining;
  if (ended) {
    const voters = sql(s.ctx.db, 'SELECT DISTINCT account_id FROM poll_votes WHERE poll_id = ?').all(
      row.poll_id,
    ) as { account_id: string }[];
    for (const v of [...voters.map((x) => x.account_id), row.account_id]) {
      sql(
        s.ctx.db,
        "INSERT INTO notifications (id, account_id, from_account_id, type, status_id, group_key, created_at) VALUES (?, ?, ?, 'poll', ?, 'ungrouped', ?)",
      ).run(snowflakeId(at + expiresIn * 1000), v, row.account_id, row.id, at + expiresIn * 1000);
    }
  }
}

function quote(s: Ctx, author: string, at: number): void {
  const me = s.ids.get(author)!;
  const candidates = s.posts
    .filter((p) => !p.reblog_of_id && p.account_id !== me && p.visibility === 'public' && !p.quote_of_id)
    .slice(-50);
  if (candidates.length === 0) return original(s, author, at);
  tryCreate(s, author, {
    text: `${s.rng.pick(['This!', 'Worth reading.', 'Quoting for later.', 'Agreed with this one.'])}`,
    visibility: 'public',
    quoteOfId: s.rng.pick(candidates).id,
    language: 'en',
    createdAt: at,
  });
}

function favourites(s: Ctx, now: number): void {
  const accounts = SEED_ACCOUNTS.filter((a) => !a.suspended && !a.memorial);
  for (const post of s.posts) {
    if (post.reblog_of_id || post.visibility === 'direct' || post.visibility === 'private') continue;
    for (const account of accounts) {
      const boostiness = account.username === 'demo' ? 0.08 : 0.15;
      if (!s.rng.chance(boostiness)) continue;
      const at = Math.min(post.created_at + s.rng.int(60_000, 6 * 3_600_000), now - 1000);
      try {
        favouriteStatus(s.ctx, s.ids.get(account.username)!, post.id, at, true);
      } catch {
        // Not visible to that account: skipped.
      }
    }
  }
}

/** Writes the two weeks of activity before `now`; deterministic for a given seed. */
export function seedPosts(ctx: ServerContext, ids: Map<string, string>, now: number): StatusRow[] {
  const s: Ctx = { ctx, rng: new Prng(20240601), ids, posts: [] };
  const times = Array.from(
    { length: POST_COUNT },
    () => now - 14 * DAY + Math.floor(s.rng.next() * (14 * DAY - 10 * 60_000)),
  ).sort((a, b) => a - b);
  for (const at of times) {
    const author = s.rng.weighted(postingAccounts());
    const account = SEED_ACCOUNTS.find((a) => a.username === author)!;
    if ((account.movedTo || account.memorial) && at > now - 10 * DAY) continue;
    const kind = s.rng.weighted([
      ['original', 60],
      ['reply', 15],
      ['boost', 12],
      ['poll', 4],
      ['quote', 4],
    ] as const);
    if (author === 'robot') {
      tryCreate(s, author, {
        text: `Daily report #${s.posts.length}: all systems nominal. #report`,
        visibility: 'public',
        language: 'en',
        createdAt: at,
      });
    } else if (kind === 'reply') reply(s, author, at);
    else if (kind === 'boost') boost(s, author, at);
    else if (kind === 'poll') poll(s, author, at, now);
    else if (kind === 'quote') quote(s, author, at);
    else original(s, author, at);
  }
  favourites(s, now);
  return s.posts;
}

/** A boosted post edited afterwards, so that history and the `update` notification exist. */
export function seedEdits(
  ctx: ServerContext,
  ids: Map<string, string>,
  posts: StatusRow[],
  now: number,
): void {
  const alice = ids.get('alice')!;
  const target = posts
    .filter((p) => p.account_id === alice && !p.reblog_of_id && p.visibility === 'public' && !p.poll_id)
    .at(-3);
  if (!target) return;
  try {
    reblogStatus(
      ctx,
      ids.get('demo')!,
      target.id,
      'public',
      Math.min(target.created_at + 60_000, now - 1000),
      true,
    );
  } catch {
    // Already boosted by the generated activity.
  }
  editStatus(ctx, alice, target.id, {
    text: `${target.text}\n\nEdit: fixed a typo.`,
    spoilerText: target.spoiler_text,
    language: 'en',
  });
}
