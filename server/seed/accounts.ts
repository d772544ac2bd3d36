import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { hashPassword } from '../auth';
import { sql, type ServerContext } from '../context';
import { snowflakeId } from '../ids';
import { writeProfileImages } from './images';

export interface SeedAccount {
  username: string;
  display_name: string;
  note: string;
  fields?: { name: string; value: string; verified_at?: string | null }[];
  locked?: boolean;
  bot?: boolean;
  group?: boolean;
  memorial?: boolean;
  suspended?: boolean;
  movedTo?: string;
  role?: { id: string; name: string; color: string; permissions: string; highlighted: boolean };
  /** Relative weight of how often the account posts. */
  activity: number;
  createdDaysAgo: number;
}

export const SEED_ACCOUNTS: SeedAccount[] = [
  {
    username: 'demo',
    display_name: 'Demo User :fedi:',
    note: 'Trying out the deck. Posts about #coffee, #webdev and whatever else.\n\nSay hi!',
    fields: [{ name: 'Pronouns', value: 'they/them' }],
    role: { id: '2', name: 'Moderator', color: '#8b5cf6', permissions: '1308', highlighted: true },
    activity: 6,
    createdDaysAgo: 700,
  },
  {
    username: 'alice',
    display_name: 'Alice :sparkle:',
    note: 'Photographer, tea drinker, occasional #photography nerd.',
    fields: [
      { name: 'Website', value: 'https://alice.example', verified_at: '2024-03-01T12:00:00.000Z' },
      { name: 'Pronouns', value: 'she/her' },
    ],
    activity: 8,
    createdDaysAgo: 900,
  },
  {
    username: 'bob',
    display_name: 'Bob',
    note: 'Locked account. I approve followers by hand.',
    locked: true,
    activity: 5,
    createdDaysAgo: 800,
  },
  {
    username: 'carol',
    display_name: 'Carol Danvers',
    note: 'Gardening, bikes and #opensource.',
    activity: 6,
    createdDaysAgo: 600,
  },
  {
    username: 'dave',
    display_name: 'dave',
    note: 'I post about #music and #coffee.',
    activity: 4,
    createdDaysAgo: 500,
  },
  {
    username: 'robot',
    display_name: 'Status Robot',
    note: 'I post the daily #report. Beep.',
    bot: true,
    activity: 3,
    createdDaysAgo: 400,
  },
  {
    username: 'guild',
    display_name: 'Makers Guild',
    note: 'A group for makers. Mention @guild to share with members.',
    group: true,
    activity: 3,
    createdDaysAgo: 450,
  },
  {
    username: 'oldname',
    display_name: 'Alice (old account)',
    note: 'I have moved to @alice.',
    movedTo: 'alice',
    activity: 1,
    createdDaysAgo: 1500,
  },
  {
    username: 'remembered',
    display_name: 'Remembered Friend',
    note: 'In memoriam.',
    memorial: true,
    activity: 1,
    createdDaysAgo: 1400,
  },
  {
    username: 'banned',
    display_name: 'Banned Account',
    note: 'This account was suspended.',
    suspended: true,
    activity: 1,
    createdDaysAgo: 300,
  },
];

/** Who follows whom: [follower, followed, notify about posts]. */
export const SEED_FOLLOWS: [string, string, boolean?][] = [
  ['demo', 'alice', true],
  ['demo', 'bob'],
  ['demo', 'carol'],
  ['demo', 'dave'],
  ['demo', 'robot'],
  ['demo', 'guild'],
  ['demo', 'remembered'],
  ['alice', 'demo'],
  ['alice', 'carol'],
  ['alice', 'bob'],
  ['bob', 'demo'],
  ['bob', 'alice'],
  ['carol', 'demo'],
  ['carol', 'alice'],
  ['carol', 'dave'],
  ['dave', 'demo'],
  ['dave', 'carol'],
  ['robot', 'demo'],
  ['guild', 'alice'],
  ['guild', 'carol'],
  ['remembered', 'alice'],
];

/** Follow requests left pending for the locked account. */
export const SEED_FOLLOW_REQUESTS: [string, string][] = [
  ['carol', 'bob'],
  ['dave', 'bob'],
];

/** Where the generated passwords of the seeded accounts are kept, in the data folder. */
export const SEED_PASSWORDS_FILE = 'seed-passwords.json';

/** Letters and digits that cannot be taken for one another (no 0/o, 1/l/i). */
const PASSWORD_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** A random password that reads out well: four groups of four (about 79 bits). */
export function generatePassword(): string {
  const groups: string[] = [];
  for (let g = 0; g < 4; g++) {
    let group = '';
    for (let i = 0; i < 4; i++) group += PASSWORD_ALPHABET[crypto.randomInt(PASSWORD_ALPHABET.length)];
    groups.push(group);
  }
  return groups.join('-');
}

/** The generated passwords of the seeded accounts (name → password), or undefined when none were kept. */
export function readSeedPasswords(dataDir: string): Record<string, string> | undefined {
  try {
    const parsed: unknown = JSON.parse(fs.readFileSync(path.join(dataDir, SEED_PASSWORDS_FILE), 'utf8'));
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return undefined;
    return Object.fromEntries(
      Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
  } catch {
    return undefined;
  }
}

/**
 * The plaintext password of every seeded account but demo: the `seedPassword` option's for all (tests,
 * e2e, bench), or a random one each, written to the data folder readable by its owner only, so the
 * person who started the instance can sign in as alice and no one else learns it.
 */
function seedPasswords(ctx: ServerContext): Map<string, string> {
  const passwords = new Map<string, string>();
  const file = path.join(ctx.options.dataDir, SEED_PASSWORDS_FILE);
  for (const account of SEED_ACCOUNTS)
    if (account.username !== 'demo')
      passwords.set(account.username, ctx.options.seedPassword ?? generatePassword());
  // A file from an earlier seed of this folder never outlives it.
  fs.rmSync(file, { force: true });
  if (ctx.options.seedPassword !== undefined) return passwords;
  fs.writeFileSync(file, `${JSON.stringify(Object.fromEntries(passwords), null, 2)}\n`, {
    mode: 0o600,
    flag: 'wx',
  });
  return passwords;
}

export function insertAccounts(ctx: ServerContext, now: number, demoPassword: string): Map<string, string> {
  const ids = new Map<string, string>();
  const passwords = seedPasswords(ctx);
  // One hash when every seeded account shares a password, one each otherwise.
  const hashes = new Map<string, string>();
  const hashOf = (password: string): string => {
    let hash = hashes.get(password);
    if (!hash) {
      hash = hashPassword(password);
      hashes.set(password, hash);
    }
    return hash;
  };
  SEED_ACCOUNTS.forEach((account, index) => {
    const createdAt = now - account.createdDaysAgo * 86_400_000;
    const id = snowflakeId(createdAt);
    ids.set(account.username, id);
    const images = writeProfileImages(ctx.mediaDir, account.username, index);
    sql(
      ctx.db,
      `INSERT INTO accounts (id, username, display_name, note, fields_json, avatar, header, locked, bot, is_group, memorial, suspended,
        role_json, password_hash, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      id,
      account.username,
      account.display_name,
      account.note,
      JSON.stringify(account.fields ?? []),
      images.avatar,
      images.header,
      account.locked ? 1 : 0,
      account.bot ? 1 : 0,
      account.group ? 1 : 0,
      account.memorial ? 1 : 0,
      account.suspended ? 1 : 0,
      account.role ? JSON.stringify(account.role) : null,
      hashOf(account.username === 'demo' ? demoPassword : passwords.get(account.username)!),
      createdAt,
    );
  });
  for (const account of SEED_ACCOUNTS) {
    if (account.movedTo)
      sql(ctx.db, 'UPDATE accounts SET moved_to_id = ? WHERE id = ?').run(
        ids.get(account.movedTo),
        ids.get(account.username),
      );
  }
  return ids;
}
