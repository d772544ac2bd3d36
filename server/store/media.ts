import fs from 'node:fs';
import path from 'node:path';
import { sql, type ServerContext } from '../context';
import { notFound, unprocessable } from '../errors';
import { snowflakeId } from '../ids';
import {
  checkVideo,
  firstFrame,
  GIF_MATRIX_LIMIT,
  gifToMp4,
  MediaError,
  probe,
  processImage,
  processPreview,
  readImageHeader,
  sized,
  VIDEO_MATRIX_LIMIT,
  type Details,
  type Picture,
  type Source,
} from '../media/process';
import { QueueClosed, WorkQueue } from '../media/queue';
import { sniff, UnsupportedMedia, type Sniffed } from '../media/sniff';
import type { Db } from './db';

/**
 * The types the instance lists as supported: Mastodon's, but HEIC/HEIF, which the image library here
 * cannot decode. What a file is gets decided from its bytes; a declared type only tells whether an MP4,
 * WebM or Ogg file is kept as video or as audio.
 */
export const SUPPORTED_MIME_TYPES = [
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
  'image/avif',
  'video/webm',
  'video/mp4',
  'video/quicktime',
  'video/ogg',
  'audio/wave',
  'audio/wav',
  'audio/x-wav',
  'audio/x-pn-wave',
  'audio/vnd.wave',
  'audio/ogg',
  'audio/vorbis',
  'audio/mpeg',
  'audio/mp3',
  'audio/webm',
  'audio/flac',
  'audio/aac',
  'audio/m4a',
  'audio/x-m4a',
  'audio/mp4',
  'audio/3gpp',
  'video/x-ms-asf',
];
const AUDIO_MIME = new Set(SUPPORTED_MIME_TYPES.filter((type) => type.startsWith('audio/')));
/** Video and audio jobs (probing, a preview frame, a GIF's conversion) run this many at a time. */
const MEDIA_WORKERS = 2;
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
  label = 'File',
): Promise<void> {
  const { dir, url } = folderOf(ctx, id);
  const image: { small: Picture; blurhash: string; original?: Picture } = asPreviewOnly
    ? await processPreview(data, label)
    : await processImage(data, label);
  const stamp = Date.now().toString(36);
  fs.writeFileSync(path.join(dir, `small-${stamp}.${image.small.ext}`), image.small.data);
  sql(ctx.db, 'UPDATE media_attachments SET preview_file = ?, blurhash = ? WHERE id = ?').run(
    `${url}/small-${stamp}.${image.small.ext}`,
    image.blurhash,
    id,
  );
  setMeta(ctx, id, { small: image.small.details });
  if (!image.original) return;
  fs.writeFileSync(path.join(dir, `original.${image.original.ext}`), image.original.data);
  sql(ctx.db, "UPDATE media_attachments SET file = ?, state = 'ready' WHERE id = ?").run(
    `${url}/original.${image.original.ext}`,
    id,
  );
  setMeta(ctx, id, { original: image.original.details });
}

/** Video and audio: the real work (probing, a preview frame) runs after the 202 answer, in the queue. */
async function processAv(ctx: ServerContext, row: MediaRow, source: Source): Promise<void> {
  let file = source;
  if (row.type === 'gifv') {
    file = {
      file: path.join(path.dirname(source.file), 'original.mp4'),
      demuxer: 'mov',
      maxPixels: GIF_MATRIX_LIMIT,
    };
    await gifToMp4(source, file.file);
    fs.rmSync(source.file, { force: true });
    sql(ctx.db, 'UPDATE media_attachments SET file = ? WHERE id = ?').run(
      `${folderOf(ctx, row.id).url}/original.mp4`,
      row.id,
    );
  }
  const info = await probe(file);
  if (row.type === 'video' || row.type === 'gifv') {
    if (!info.video) throw new MediaError('No video stream found');
    checkVideo(info.video);
    const { width, height, frameRate } = info.video;
    const original: Details = {
      ...sized(width, height),
      frame_rate: frameRate,
      duration: info.duration,
      bitrate: info.bitrate,
    };
    const framePath = path.join(path.dirname(file.file), 'frame.png');
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

/**
 * Processing failed (or was cut short by the server closing or stopping): the row says so and keeps no
 * file, and every file written for it is deleted, so nothing of it is ever served.
 */
function markFailed(ctx: ServerContext, id: string): void {
  fs.rmSync(folderOf(ctx, id).dir, { recursive: true, force: true });
  if (!ctx.db.open) return;
  sql(
    ctx.db,
    "UPDATE media_attachments SET state = 'failed', file = NULL, preview_file = NULL, blurhash = NULL WHERE id = ?",
  ).run(id);
}

interface MediaJobs {
  queue: WorkQueue;
  pending: Set<Promise<void>>;
}

const jobsByServer = new WeakMap<ServerContext, MediaJobs>();

function mediaJobs(ctx: ServerContext): MediaJobs {
  let jobs = jobsByServer.get(ctx);
  if (!jobs) {
    jobs = { queue: new WorkQueue(MEDIA_WORKERS), pending: new Set() };
    jobsByServer.set(ctx, jobs);
  }
  return jobs;
}

/** Queues an upload's processing; the promise settles (never rejects) when it is ready or has failed. */
function enqueue(ctx: ServerContext, row: MediaRow, source: Source): Promise<void> {
  const jobs = mediaJobs(ctx);
  const done = jobs.queue
    .run(() => processAv(ctx, row, source))
    .then(
      () => undefined,
      (error: unknown) => {
        if (!(error instanceof MediaError || error instanceof QueueClosed) && !ctx.options.quiet)
          console.error(`Media ${row.id} could not be processed:`, error);
        markFailed(ctx, row.id);
      },
    );
  jobs.pending.add(done);
  void done.finally(() => jobs.pending.delete(done));
  return done;
}

/**
 * Before the server closes: uploads still waiting for a worker end failed (their files deleted), and the
 * ones being processed are let finish.
 */
export async function stopMediaProcessing(ctx: ServerContext): Promise<void> {
  const jobs = mediaJobs(ctx);
  await jobs.queue.close();
  await Promise.all([...jobs.pending]);
}

/** At start: uploads a stopped server left processing end failed, and their files are deleted. */
export function failInterruptedMedia(ctx: ServerContext): void {
  const rows = sql(ctx.db, "SELECT id FROM media_attachments WHERE state = 'processing'").all() as {
    id: string;
  }[];
  for (const row of rows) markFailed(ctx, row.id);
}

/**
 * Whether a file under the media folder may be served: under `media_attachments/` only the files an
 * attachment names (its file and its preview) once it is ready, never a file still waiting or being
 * processed, nor one left from a failure; anything else there is not served. `relative` is the path under
 * `/system` the file would be opened by; its dot segments are resolved here.
 */
export function servesMediaFile(db: Db, relative: string): boolean {
  const normalised = path.posix.normalize(`/${relative}`);
  if (!normalised.startsWith('/media_attachments/') && normalised !== '/media_attachments') return true;
  const match = /^\/media_attachments\/files\/(\d+)\/[^/]+$/.exec(normalised);
  if (!match) return false;
  const row = mediaRow(db, match[1]);
  const url = `/system${normalised}`;
  return row?.state === 'ready' && (row.file === url || row.preview_file === url);
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
  // What the file is comes from its bytes, before any decoder sees it.
  let sniffed: Sniffed | undefined;
  try {
    sniffed = sniff(upload.data);
  } catch (error) {
    if (error instanceof UnsupportedMedia) throw unprocessable(error.message);
    throw error;
  }
  if (!sniffed) throw unprocessable('Validation failed: File content type is invalid');
  let type: MediaRow['type'];
  let mime: string | undefined;
  if (sniffed.kind === 'image') {
    if (upload.data.length > IMAGE_SIZE_LIMIT)
      throw unprocessable('Validation failed: File file size must be less than 16 MB');
    type = 'image';
    mime = sniffed.mime.image;
    if (sniffed.format === 'gif') {
      const header = await readImageHeader(
        upload.data,
        ['gif'],
        'Validation failed: File could not be processed as an image',
      ).catch((error: unknown) => {
        if (error instanceof MediaError) throw unprocessable(error.message);
        throw error;
      });
      if (header.pages > 1) [type, mime] = ['gifv', 'video/mp4'];
    }
  } else {
    const audio =
      sniffed.kind === 'audio' ||
      (AUDIO_MIME.has(upload.mimetype.toLowerCase()) && sniffed.mime.audio !== undefined);
    type = audio ? 'audio' : 'video';
    mime = audio ? sniffed.mime.audio : sniffed.mime.video;
  }
  if (!mime) throw unprocessable('Validation failed: File content type is invalid');
  const focus = parseFocus(upload.focus);
  const createdAt = upload.createdAt ?? Date.now();
  const id = snowflakeId(createdAt);
  const { dir, url } = folderOf(ctx, id);
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
  const name = type === 'gifv' ? 'source.gif' : `original.${sniffed.ext}`;
  const file = path.join(dir, name);
  fs.writeFileSync(file, upload.data);
  if (type !== 'gifv')
    sql(ctx.db, 'UPDATE media_attachments SET file = ? WHERE id = ?').run(`${url}/${name}`, id);
  const row = mediaRow(ctx.db, id)!;
  const source: Source = {
    file,
    demuxer: sniffed.demuxer!,
    maxPixels: type === 'gifv' ? GIF_MATRIX_LIMIT : VIDEO_MATRIX_LIMIT,
  };
  return { row, done: enqueue(ctx, row, source) };
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
      await writeStill(ctx, row.id, input.thumbnail, true, 'Thumbnail');
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
