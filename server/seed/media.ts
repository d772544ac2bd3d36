import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { sql, type ServerContext } from '../context';
import { getSetting, setSetting } from '../store/db';
import { blurhashOf, generate } from '../media/process';
import { createMedia } from '../store/media';
import { createStatus } from '../store/statuses';

const HOUR = 3_600_000;
/** The seeded video and audio last long enough to be played, sought and scrolled away from. */
const CLIP_SECONDS = 30;

/** A landscape drawn in SVG and rendered by sharp, so the seed needs no image files. */
function landscape(sky: string, ground: string, sun: string, width: number, height: number): Buffer {
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky}"/><stop offset="1" stop-color="#ffffff"/></linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#s)"/>
  <circle cx="${width * 0.72}" cy="${height * 0.3}" r="${height * 0.12}" fill="${sun}"/>
  <path d="M0 ${height * 0.7} Q ${width * 0.3} ${height * 0.5} ${width * 0.6} ${height * 0.68} T ${width} ${height * 0.62} V ${height} H 0 Z" fill="${ground}"/>
</svg>`);
}

const IMAGES: { author: string; text: string; description: string; focus: string; svg: Buffer }[] = [
  {
    author: 'alice',
    text: 'Golden hour over the hills. #photography',
    description: 'A pale blue sky over green hills, with a yellow sun on the right.',
    focus: '0.44,0.40',
    svg: landscape('#4a90d9', '#3c8d3c', '#f7c948', 2400, 1600),
  },
  {
    author: 'alice',
    text: 'Same hills, at dusk.',
    description: 'A purple sky over dark hills, with an orange sun.',
    focus: '-0.20,0.10',
    svg: landscape('#5b3a8c', '#24402a', '#f78c6b', 1600, 1200),
  },
  {
    author: 'carol',
    text: 'Tall sky today.',
    description: 'A tall picture of a teal sky over a brown field.',
    focus: '0.00,0.50',
    svg: landscape('#118ab2', '#8d5524', '#ffd166', 900, 1600),
  },
];

/** Preview images for the seeded link cards, drawn like the photos (with a blurhash). */
async function seedCardImages(ctx: ServerContext): Promise<void> {
  const cards = sql(ctx.db, 'SELECT url FROM preview_cards ORDER BY url').all() as { url: string }[];
  const dir = path.join(ctx.mediaDir, 'preview_cards');
  fs.mkdirSync(dir, { recursive: true });
  const palette = [
    ['#2a9d8f', '#264653', '#e9c46a'],
    ['#e76f51', '#6d597a', '#f4a261'],
    ['#457b9d', '#1d3557', '#f1faee'],
  ];
  for (const [i, card] of cards.entries()) {
    const [sky, ground, sun] = palette[i % palette.length];
    const jpeg = await sharp(landscape(sky, ground, sun, 640, 336))
      .jpeg()
      .toBuffer();
    const file = `card-${i}.jpg`;
    fs.writeFileSync(path.join(dir, file), jpeg);
    sql(
      ctx.db,
      'UPDATE preview_cards SET image = ?, width = 640, height = 336, blurhash = ? WHERE url = ?',
    ).run(`/system/preview_cards/${file}`, await blurhashOf(jpeg), card.url);
  }
}

/**
 * Posts with media: three generated images (with description, focus and blurhash), a half-minute video
 * (a test pattern with a tone) and a half-minute audio clip made with the bundled ffmpeg, all processed
 * by the same code as uploads. Runs once, after the rest of the seed, because image and video
 * processing is asynchronous.
 */
export async function seedMediaPosts(ctx: ServerContext, now = Date.now()): Promise<void> {
  if (getSetting(ctx.db, 'media_seeded')) return;
  const id = (username: string): string =>
    (sql(ctx.db, 'SELECT id FROM accounts WHERE username = ?').get(username) as { id: string }).id;
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-media-'));
  // Each upload is a file, as a request's would be; storing it takes it.
  const post = async (
    author: string,
    text: string,
    hoursAgo: number,
    uploads: { file: string; mimetype: string; description: string; focus?: string }[],
  ): Promise<void> => {
    const createdAt = now - hoursAgo * HOUR;
    const mediaIds: string[] = [];
    for (const upload of uploads) {
      const { row, done } = await createMedia(ctx, id(author), { ...upload, createdAt });
      await done;
      mediaIds.push(row.id);
    }
    createStatus(ctx, id(author), {
      text,
      visibility: 'public',
      language: 'en',
      mediaIds,
      createdAt,
      silent: true,
    });
  };
  try {
    for (const [i, image] of IMAGES.entries()) {
      const png = path.join(scratch, `image-${i}.png`);
      await sharp(image.svg).png().toFile(png);
      await post(image.author, image.text, 20 - i, [
        { file: png, mimetype: 'image/png', description: image.description, focus: image.focus },
      ]);
    }
    const video = path.join(scratch, 'clip.mp4');
    await generate([
      '-f',
      'lavfi',
      '-i',
      `testsrc=duration=${CLIP_SECONDS}:size=320x240:rate=10`,
      '-f',
      'lavfi',
      '-i',
      `sine=frequency=220:duration=${CLIP_SECONDS}`,
      '-pix_fmt',
      'yuv420p',
      '-c:v',
      'libx264',
      '-c:a',
      'aac',
      '-shortest',
      video,
    ]);
    await post('dave', 'A test pattern video, half a minute long.', 15, [
      {
        file: video,
        mimetype: 'video/mp4',
        description: 'A colourful test pattern with a counter, and a low tone.',
      },
    ]);
    const audio = path.join(scratch, 'tone.mp3');
    await generate([
      '-f',
      'lavfi',
      '-i',
      `sine=frequency=440:duration=${CLIP_SECONDS}`,
      '-c:a',
      'libmp3lame',
      audio,
    ]);
    await post('robot', 'Beep. A half-minute tone.', 14, [
      { file: audio, mimetype: 'audio/mpeg', description: 'A steady 440 Hz tone.' },
    ]);
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
  await seedCardImages(ctx);
  setSetting(ctx.db, 'media_seeded', new Date(now).toISOString());
}
