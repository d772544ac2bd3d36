import fs from 'node:fs';
import path from 'node:path';
import { sql, type ServerContext } from '../context';
import { notFound, unprocessable } from '../errors';
import { snowflakeId } from '../ids';
import {
  firstFrame,
  gifToMp4,
  isAnimated,
  MediaError,
  probe,
  processImage,
  sized,
  type Details,
} from '../media/process';
import type { Db } from './db';

export const IMAGE_MIME = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'];
export const VIDEO_MIME = ['video/mp4', 'video/webm', 'video/quicktime'];
export const AUDIO_MIME = [
  'audio/mpeg',
  'audio/mp3',
  'audio/ogg',
  'audio/wav',
  'audio/x-wav',
  'audio/wave',
  'audio/webm',
];
const EXTENSIONS: Record<string, string> = {
  'video/mp4': 'mp4',
  'video/webm': 'webm',
  'video/quicktime': 'mov',
  'audio/mpeg': 'mp3',
  'audio/mp3': 'mp3',
  'audio/ogg': 'ogg',
  'audio/wav': 'wav',
  'audio/x-wav': 'wav',
  'audio/wave': 'wav',
  'audio/webm': 'weba',
};
export const DESCRIPTION_MAX = 1500;
const IMAGE_SIZE_LIMIT = 16_777_216;

export interface MediaRow {
  id: string;
  account_id: string;
  status_id: string | null;
  position: number;
  type: 'image' | 'gifv' | 'video' | 'audio' | 'unknown';
  mime: string;
  file: string | null;
  preview_file: string | null;
  description: string | null;
  focus_x: number | null;
  focus_y: number | null;
  blurhash: string | null;
  meta_json: string;
  state: string;
  created_at: number;
}

/** Files live under `<media>/media_attachments/files/<id>/`, served as `/system/media_attachments/...`. */
function folderOf(ctx: ServerContext, id: string): { dir: string; url: string } {
  const rel = `media_attachments/files/${id}`;
  return { dir: path.join(ctx.mediaDir, rel), url: `/system/${rel}` };
}

export function parseFocus(value: string | undefined): { x: number; y: number } | undefined {
  if (value === undefined || value === '') return undefined;
  const parts = value.split(',').map((p) => Number(p.trim()));
  if (parts.length !== 2 || parts.some((n) => !Number.isFinite(n) || n < -1 || n > 1))
    throw unprocessable('Validation failed: Focus must be two numbers between -1 and 1, as "x,y"');
  return { x: parts[0], y: parts[1] };
}

function description(value: string | undefined): string | null | undefined {
  if (value === undefined) return undefined;
  if ([...value].length > DESCRIPTION_MAX)
    throw unprocessable(
      `Validation failed: Description is too long (maximum is ${DESCRIPTION_MAX} characters)`,
    );
  return value === '' ? null : value;
}

export function mediaRow(db: Db, id: string): MediaRow | undefined {
  return sql(db, 'SELECT * FROM media_attachments WHERE id = ?').get(id) as MediaRow | undefined;
}

function setMeta(ctx: ServerContext, id: string, patch: Record<string, unknown>): void {
  const row = mediaRow(ctx.db, id);
  if (!row) return;
  const meta = { ...(JSON.parse(row.meta_json) as Record<string, unknown>), ...patch };
  sql(ctx.db, 'UPDATE media_attachments SET meta_json = ? WHERE id = ?').run(JSON.stringify(meta), id);
}

async function writeStill(
  ctx: ServerContext,
  id: string,
  data: Buffer,
  asPreviewOnly: boolean,
): Promise<void> {
  const { dir, url } = folderOf(ctx, id);
  const image = await processImage(data);
  const stamp = Date.now().toString(36);
  fs.writeFileSync(path.join(dir, `small-${stamp}.${image.small.ext}`), image.small.data);
  sql(ctx.db, 'UPDATE media_attachments SET preview_file = ?, blurhash = ? WHERE id = ?').run(
    `${url}/small-${stamp}.${image.small.ext}`,
    image.blurhash,
    id,
  );
  setMeta(ctx, id, { small: image.small.details });
  if (asPreviewOnly) return;
  fs.writeFileSync(path.join(dir, `original.${image.original.ext}`), image.original.data);
  sql(ctx.db, "UPDATE media_attachments SET file = ?, state = 'ready' WHERE id = ?").run(
    `${url}/original.${image.original.ext}`,
    id,
  );
  setMeta(ctx, id, { original: image.original.details });
}

/** Video and audio: the real work (probing, a preview frame) runs after the 202 answer. */
async function processAv(ctx: ServerContext, row: MediaRow, source: string): Promise<void> {
  let file = source;
  if (row.type === 'gifv') {
    file = path.join(path.dirname(source), 'original.mp4');
    await gifToMp4(source, file);
    fs.rmSync(source, { force: true });
    sql(ctx.db, 'UPDATE media_attachments SET file = ? WHERE id = ?').run(
      `${folderOf(ctx, row.id).url}/original.mp4`,
      row.id,
    );
  }
  const info = await probe(file);
  if (row.type === 'video' || row.type === 'gifv') {
    if (!info.video) throw new MediaError('No video stream found');
    const { width, height, frameRate } = info.video;
    const original: Details = {
      ...sized(width, height),
      frame_rate: frameRate,
      duration: info.duration,
      bitrate: info.bitrate,
    };
    const framePath = path.join(path.dirname(file), 'frame.png');
    await firstFrame(file, framePath);
    setMeta(ctx, row.id, {
      original,
      length: info.duration === undefined ? undefined : clock(info.duration),
    });
    await writeStill(ctx, row.id, fs.readFileSync(framePath), true);
    fs.rmSync(framePath, { force: true });
  } else {
    if (info.duration === undefined) throw new MediaError('No audio stream found');
    setMeta(ctx, row.id, {
      original: { duration: info.duration, bitrate: info.bitrate },
      length: clock(info.duration),
    });
  }
  sql(ctx.db, "UPDATE media_attachments SET state = 'ready' WHERE id = ?").run(row.id);
}

const clock = (seconds: number): string => {
  const s = Math.round(seconds * 100) / 100;
  const hh = Math.floor(s / 3600);
  const mm = Math.floor((s % 3600) / 60);
  const ss = (s % 60).toFixed(2).padStart(5, '0');
  return `${hh}:${String(mm).padStart(2, '0')}:${ss}`;
};

export interface Upload {
  data: Buffer;
  mimetype: string;
  description?: string;
  focus?: string;
  createdAt?: number;
}

/**
 * Stores an upload. Images are processed before answering (state ready); video and audio are written and
 * processed in the background, the returned promise `done` settling when that ends.
 */
export async function createMedia(
  ctx: ServerContext,
  accountId: string,
  upload: Upload,
): Promise<{ row: MediaRow; done: Promise<void> }> {
  const mime = upload.mimetype.toLowerCase();
  const animatedGif = mime === 'image/gif' && (await isAnimated(upload.data));
  const type = animatedGif
    ? 'gifv'
    : IMAGE_MIME.includes(mime)
      ? 'image'
      : VIDEO_MIME.includes(mime)
        ? 'video'
        : AUDIO_MIME.includes(mime)
          ? 'audio'
          : undefined;
  if (!type) throw unprocessable('Validation failed: File content type is invalid');
  if (type === 'image' && upload.data.length > IMAGE_SIZE_LIMIT)
    throw unprocessable('Validation failed: File file size must be less than 16 MB');
  const focus = parseFocus(upload.focus);
  const createdAt = upload.createdAt ?? Date.now();
  const id = snowflakeId(createdAt);
  const { dir } = folderOf(ctx, id);
  sql(
    ctx.db,
    `INSERT INTO media_attachments (id, account_id, type, mime, description, focus_x, focus_y, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    id,
    accountId,
    type,
    mime,
    description(upload.description) ?? null,
    focus?.x ?? null,
    focus?.y ?? null,
    createdAt,
  );
  fs.mkdirSync(dir, { recursive: true });
  const fail = (error: unknown): never => {
    sql(ctx.db, 'DELETE FROM media_attachments WHERE id = ?').run(id);
    fs.rmSync(dir, { recursive: true, force: true });
    if (error instanceof MediaError) throw unprocessable(error.message);
    throw error;
  };
  if (type === 'image') {
    await writeStill(ctx, id, upload.data, false).catch(fail);
    return { row: mediaRow(ctx.db, id)!, done: Promise.resolve() };
  }
  const ext = type === 'gifv' ? 'gif' : EXTENSIONS[mime];
  const file = path.join(dir, `${type === 'gifv' ? 'source' : 'original'}.${ext}`);
  fs.writeFileSync(file, upload.data);
  if (type !== 'gifv')
    sql(ctx.db, 'UPDATE media_attachments SET file = ? WHERE id = ?').run(
      `${folderOf(ctx, id).url}/original.${ext}`,
      id,
    );
  const row = mediaRow(ctx.db, id)!;
  const done = processAv(ctx, row, file).catch(() => {
    sql(ctx.db, "UPDATE media_attachments SET state = 'failed' WHERE id = ?").run(id);
  });
  return { row, done };
}

/** Description, focus and a custom preview image (`thumbnail`), for media not yet posted. */
export async function updateMedia(
  ctx: ServerContext,
  row: MediaRow,
  input: { description?: string; focus?: string; thumbnail?: Buffer },
): Promise<MediaRow> {
  const text = description(input.description);
  const focus = parseFocus(input.focus);
  if (input.thumbnail) {
    try {
      await writeStill(ctx, row.id, input.thumbnail, true);
    } catch (error) {
      if (error instanceof MediaError) throw unprocessable(error.message);
      throw error;
    }
  }
  sql(ctx.db, 'UPDATE media_attachments SET description = ?, focus_x = ?, focus_y = ? WHERE id = ?').run(
    text === undefined ? row.description : text,
    focus ? focus.x : row.focus_x,
    focus ? focus.y : row.focus_y,
    row.id,
  );
  return mediaRow(ctx.db, row.id)!;
}

/**
 * Checks `media_ids` for a post as Mastodon does: at most 4, each the author's, ready, and not attached to
 * another post (`statusId` names the post being edited, whose own media may stay).
 */
export function checkMediaIds(
  ctx: ServerContext,
  accountId: string,
  ids: string[],
  statusId?: string,
): MediaRow[] {
  if (ids.length > 4) throw unprocessable('Validation failed: You can attach at most 4 files');
  return ids.map((id) => {
    const row = mediaRow(ctx.db, id);
    if (!row || row.account_id !== accountId || (row.status_id !== null && row.status_id !== statusId))
      throw unprocessable('Validation failed: Media attachment was not found or is attached elsewhere');
    if (row.state !== 'ready')
      throw unprocessable('Cannot attach files that have not finished processing. Try again in a moment!');
    return row;
  });
}

/** Sets a post's media to exactly these rows, in order; media dropped from it become unattached again. */
export function attachMedia(ctx: ServerContext, statusId: string, rows: MediaRow[]): void {
  sql(ctx.db, 'UPDATE media_attachments SET status_id = NULL WHERE status_id = ?').run(statusId);
  rows.forEach((row, position) =>
    sql(ctx.db, 'UPDATE media_attachments SET status_id = ?, position = ? WHERE id = ?').run(
      statusId,
      position,
      row.id,
    ),
  );
}

export function ownMediaOr404(ctx: ServerContext, accountId: string, id: string): MediaRow {
  const row = mediaRow(ctx.db, id);
  if (!row || row.account_id !== accountId) throw notFound();
  return row;
}

function deleteMediaFiles(ctx: ServerContext, id: string): void {
  fs.rmSync(folderOf(ctx, id).dir, { recursive: true, force: true });
}

/** Removes an attachment and its files. */
export function deleteMedia(ctx: ServerContext, id: string): void {
  sql(ctx.db, 'DELETE FROM media_attachments WHERE id = ?').run(id);
  deleteMediaFiles(ctx, id);
}

/** The ids of a post's attachments. */
export function mediaIdsOf(db: Db, statusId: string): string[] {
  const rows = sql(db, 'SELECT id FROM media_attachments WHERE status_id = ?').all(statusId) as {
    id: string;
  }[];
  return rows.map((row) => row.id);
}
