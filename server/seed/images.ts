import fs from 'node:fs';
import path from 'node:path';

const EMOJI: Record<string, { category: string; svg: string }> = {
  fedi: {
    category: 'Fediverse',
    svg: '<circle cx="16" cy="16" r="14" fill="#6364ff"/><circle cx="16" cy="16" r="6" fill="#fff"/>',
  },
  sparkle: { category: 'Fun', svg: '<path d="M16 2l3 11 11 3-11 3-3 11-3-11-11-3 11-3z" fill="#f5b700"/>' },
  blobcat: {
    category: 'Fun',
    svg: '<circle cx="16" cy="18" r="12" fill="#f9c74f"/><path d="M6 10l4-8 5 7zM26 10l-4-8-5 7z" fill="#f9c74f"/><circle cx="12" cy="17" r="2"/><circle cx="20" cy="17" r="2"/>',
  },
  party: {
    category: 'Fun',
    svg: '<path d="M4 28l8-22 14 14z" fill="#ef476f"/><circle cx="24" cy="6" r="2" fill="#06d6a0"/><circle cx="28" cy="12" r="2" fill="#118ab2"/>',
  },
  coffee: {
    category: 'Food',
    svg: '<rect x="5" y="10" width="18" height="16" rx="3" fill="#8d5524"/><path d="M23 14h3a3 3 0 010 6h-3" stroke="#8d5524" stroke-width="2" fill="none"/>',
  },
};

const PALETTE = [
  '#6364ff',
  '#ef476f',
  '#06d6a0',
  '#118ab2',
  '#f78c6b',
  '#8338ec',
  '#3a86ff',
  '#ff006e',
  '#2a9d8f',
  '#e76f51',
];

export const EMOJI_SHORTCODES = Object.keys(EMOJI);

function svg(body: string, size = 32): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" width="${size}" height="${size}">${body}</svg>`;
}

/** Writes the custom emoji images; answers [shortcode, file name, category] for the emoji table. */
export function writeEmojiImages(mediaDir: string): [string, string, string][] {
  const dir = path.join(mediaDir, 'emoji');
  fs.mkdirSync(dir, { recursive: true });
  return Object.entries(EMOJI).map(([code, { category, svg: body }]) => {
    fs.writeFileSync(path.join(dir, `${code}.svg`), svg(body));
    return [code, `${code}.svg`, category];
  });
}

/** A generated avatar (initial on a coloured disc) or header; answers its path under /system/. */
export function writeProfileImages(
  mediaDir: string,
  username: string,
  index: number,
): { avatar: string; header: string } {
  const color = PALETTE[index % PALETTE.length];
  const other = PALETTE[(index + 3) % PALETTE.length];
  const initial = username.charAt(0).toUpperCase();
  for (const kind of ['avatars', 'headers']) fs.mkdirSync(path.join(mediaDir, kind), { recursive: true });
  fs.writeFileSync(
    path.join(mediaDir, 'avatars', `${username}.svg`),
    svg(
      `<rect width="120" height="120" fill="${color}"/><text x="60" y="78" font-size="56" font-family="sans-serif" fill="#fff" text-anchor="middle">${initial}</text>`,
      120,
    ),
  );
  fs.writeFileSync(
    path.join(mediaDir, 'headers', `${username}.svg`),
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1500 500" width="1500" height="500"><defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="${color}"/><stop offset="1" stop-color="${other}"/></linearGradient></defs><rect width="1500" height="500" fill="url(#g)"/></svg>`,
  );
  return { avatar: `/system/avatars/${username}.svg`, header: `/system/headers/${username}.svg` };
}
