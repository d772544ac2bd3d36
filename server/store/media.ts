import fs from 'node:fs';
import path from 'node:path';
import { sql, type ServerContext } from '../context';
import { ApiError, notFound, unprocessable } from '../errors';
import { snowflakeId } from '../ids';
import {
  checkVideo,
  firstFrame,
  GIF_MATRIX_LIMIT,
  gifToMp4,
  MediaError,
  processImage,
  processPreview,
  readImageHeader,
  rewrite,
  sized,
  VIDEO_MATRIX_LIMIT,
  type Details,
  type Picture,
  type Source,
} from '../media/process';
import { FairQueue, QueueClosed } from '../media/queue';
import { sniffFile, UnsupportedMedia, type Sniffed } from '../media/sniff';
import { moveFile, sweepUploadTemp } from '../media/temp';
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
/**
 * Media work (decoding and resizing images, avatars and headers; probing, rewriting, a preview frame and
 * GIF conversion for video and audio) runs this many jobs at a time, shared fairly between accounts.
 */
const MEDIA_WORKERS = 2;
export const DESCRIPTION_MAX = 1500;
const IMAGE_SIZE_LIMIT = 16_777_216;

/**
 * Per account, what may be kept of uploads not attached to a post (never posted yet, or freed by a deleted
 * post or an edit): 50 of them (a dozen posts' worth of four) and 1 GiB (ten videos of Mastodon's
 * 99 MiB). Beyond either, an upload answers 422. Posting media frees its share.
 */
export const UPLOAD_QUOTA = { uploads: 50, bytes: 1024 * 1024 * 1024 };
/** Unattached uploads are deleted, files and all, a day after they were uploaded or freed (Mastodon's vacuum). */
export const UNATTACHED_MEDIA_TTL_MS = 24 * 3_600_000;
/** The sweep of expired uploads runs at start and then every hour. */
export const MEDIA_SWEEP_MS = 3_600_000;

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
  /** The size of the uploaded file, counted against the account's quota while it is unattached. */
  file_size: number;
  /** When a post's deletion or edit freed it; null for media never posted, or attached. */
  unattached_at: number | null;
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

/** The clock of uploads' expiry: the option's (tests), or the real one. */
function mediaNow(ctx: ServerContext): number {
  return ctx.options.mediaExpiry?.now?.() ?? Date.now();
}

/** What processing a video or audio upload needs besides its row. */
interface AvSource extends Source {
  /** The format its bytes were recognised as, which it is kept in. */
  format: string;
  ext: string;
}

/**
 * Video and audio: the real work runs after the 202 answer, in the queue. The upload is rewritten without
 * its metadata (`rewrite`; an animated GIF becomes an MP4 without any) and checked, and only that new file
 * is ever served (once ready); a video's first frame becomes its preview.
 */
async function processAv(ctx: ServerContext, row: MediaRow, source: AvSource): Promise<void> {
  const { dir, url } = folderOf(ctx, row.id);
  const framePath = path.join(dir, 'frame.png');
  let info;
  if (row.type === 'gifv') {
    const file: Source = {
      file: path.join(dir, 'original.mp4'),
      demuxer: 'mov',
      maxPixels: GIF_MATRIX_LIMIT,
    };
    await gifToMp4(source, file.file);
    fs.rmSync(source.file, { force: true });
    sql(ctx.db, 'UPDATE media_attachments SET file = ? WHERE id = ?').run(`${url}/original.mp4`, row.id);
    info = await firstFrame(file, framePath);
  } else {
    // One run reads the upload, writes it again without its metadata and, for a video, its first frame.
    const kind = row.type === 'video' ? 'video' : 'audio';
    const out = path.join(dir, `original.${source.ext}`);
    info = await rewrite(source, source.format, kind, out, kind === 'video' ? framePath : undefined);
    fs.rmSync(source.file, { force: true });
  }
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
  queue: FairQueue;
  pending: Set<Promise<void>>;
}

const jobsByServer = new WeakMap<ServerContext, MediaJobs>();

function mediaJobs(ctx: ServerContext): MediaJobs {
  let jobs = jobsByServer.get(ctx);
  if (!jobs) {
    jobs = { queue: new FairQueue(MEDIA_WORKERS), pending: new Set() };
    jobsByServer.set(ctx, jobs);
  }
  return jobs;
}

/**
 * Runs one piece of an account's media work in the server's queue, which every kind of media work shares
 * (at most two jobs at a time, the next one from the account with the fewest running, then the one served
 * longest ago), and answers its result. A closing server answers 503 to the jobs still waiting.
 */
export async function runMediaJob<T>(
  ctx: ServerContext,
  accountId: string,
  job: () => Promise<T>,
): Promise<T> {
  try {
    return await mediaJobs(ctx).queue.run(accountId, job);
  } catch (error) {
    if (error instanceof QueueClosed) throw new ApiError(503, 'The server is closing');
    throw error;
  }
}

/** Queues an upload's processing; the promise settles (never rejects) when it is ready or has failed. */
function enqueue(ctx: ServerContext, row: MediaRow, source: AvSource): Promise<void> {
  const jobs = mediaJobs(ctx);
  const done = jobs.queue
    .run(row.account_id, () => processAv(ctx, row, source))
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
  /**
   * The uploaded file on disk. A stored upload takes it (it is moved into the media folder); a refused one
   * leaves it where it is, for its caller to delete.
   */
  file: string;
  mimetype: string;
  description?: string;
  focus?: string;
  createdAt?: number;
}

/** 422 when storing `size` more bytes would take the account beyond its quota of unattached uploads. */
function checkQuota(ctx: ServerContext, accountId: string, size: number): void {
  const quota = { ...UPLOAD_QUOTA, ...ctx.options.mediaQuota };
  const held = sql(
    ctx.db,
    `SELECT COUNT(*) AS uploads, COALESCE(SUM(file_size), 0) AS bytes FROM media_attachments
     WHERE account_id = ? AND status_id IS NULL AND state != 'failed'`,
  ).get(accountId) as { uploads: number; bytes: number };
  if (held.uploads >= quota.uploads)
    throw unprocessable(
      `Validation failed: You have ${held.uploads} uploads not attached to a post, the most kept at once; post or delete some first (unattached uploads are deleted after a day)`,
    );
  if (held.bytes + size > quota.bytes)
    throw unprocessable(
      `Validation failed: Uploads not attached to a post may take at most ${Math.floor(quota.bytes / 1048576)} MiB; post or delete some first (unattached uploads are deleted after a day)`,
    );
}

/**
 * Stores an upload. What it is comes from its first bytes. Images are processed in the media queue before
 * answering (state ready); video, audio and animated GIFs are processed afterwards in the same queue, the
 * returned promise `done` settling when that ends.
 */
export async function createMedia(
  ctx: ServerContext,
  accountId: string,
  upload: Upload,
): Promise<{ row: MediaRow; done: Promise<void> }> {
  // What the file is comes from its bytes, before any decoder sees it.
  let sniffed: Sniffed | undefined;
  try {
    sniffed = sniffFile(upload.file);
  } catch (error) {
    if (error instanceof UnsupportedMedia) throw unprocessable(error.message);
    throw error;
  }
  if (!sniffed) throw unprocessable('Validation failed: File content type is invalid');
  const size = fs.statSync(upload.file).size;
  let type: MediaRow['type'];
  let mime: string | undefined;
  if (sniffed.kind === 'image') {
    if (size > IMAGE_SIZE_LIMIT)
      throw unprocessable('Validation failed: File file size must be less than 16 MB');
    type = 'image';
    mime = sniffed.mime.image;
  } else {
    const audio =
      sniffed.kind === 'audio' ||
      (AUDIO_MIME.has(upload.mimetype.toLowerCase()) && sniffed.mime.audio !== undefined);
    type = audio ? 'audio' : 'video';
    mime = audio ? sniffed.mime.audio : sniffed.mime.video;
  }
  if (!mime) throw unprocessable('Validation failed: File content type is invalid');
  const focus = parseFocus(upload.focus);
  const text = description(upload.description) ?? null;
  // The quota is checked and the row written in one go, so uploads at once cannot pass it together.
  checkQuota(ctx, accountId, size);
  const createdAt = upload.createdAt ?? Date.now();
  const id = snowflakeId(createdAt);
  const { dir, url } = folderOf(ctx, id);
  sql(
    ctx.db,
    `INSERT INTO media_attachments (id, account_id, type, mime, description, focus_x, focus_y, created_at, file_size)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(id, accountId, type, mime, text, focus?.x ?? null, focus?.y ?? null, createdAt, size);
  // The upload is never served as it came: it is read from `source.*`, and what is served is written anew.
  const source = path.join(dir, `source.${sniffed.ext}`);
  const fail = (error: unknown): never => {
    sql(ctx.db, 'DELETE FROM media_attachments WHERE id = ?').run(id);
    fs.rmSync(dir, { recursive: true, force: true });
    if (error instanceof MediaError) throw unprocessable(error.message);
    throw error;
  };
  try {
    fs.mkdirSync(dir, { recursive: true });
    moveFile(upload.file, source);
  } catch (error) {
    fail(error);
  }
  if (type === 'image') {
    const animated = await runMediaJob(ctx, accountId, async () => {
      const data = fs.readFileSync(source);
      if (sniffed.format === 'gif') {
        const header = await readImageHeader(
          data,
          ['gif'],
          'Validation failed: File could not be processed as an image',
        );
        if (header.pages > 1) return true;
      }
      await writeStill(ctx, id, data, false);
      fs.rmSync(source, { force: true });
      return false;
    }).catch(fail);
    if (!animated) return { row: mediaRow(ctx.db, id)!, done: Promise.resolve() };
    [type, mime] = ['gifv', 'video/mp4'];
    sql(ctx.db, 'UPDATE media_attachments SET type = ?, mime = ? WHERE id = ?').run(type, mime, id);
  } else {
    sql(ctx.db, 'UPDATE media_attachments SET file = ? WHERE id = ?').run(
      `${url}/original.${sniffed.ext}`,
      id,
    );
  }
  const row = mediaRow(ctx.db, id)!;
  return {
    row,
    done: enqueue(ctx, row, {
      file: source,
      demuxer: sniffed.demuxer!,
      maxPixels: type === 'gifv' ? GIF_MATRIX_LIMIT : VIDEO_MATRIX_LIMIT,
      format: sniffed.format,
      ext: sniffed.ext,
    }),
  };
}

/** Description, focus and a custom preview image (`thumbnail`), for media not yet posted. */
export async function updateMedia(
  ctx: ServerContext,
  row: MediaRow,
  input: { description?: string; focus?: string; thumbnail?: { path: string; size: number } },
): Promise<MediaRow> {
  const text = description(input.description);
  const focus = parseFocus(input.focus);
  const thumbnail = input.thumbnail;
  if (thumbnail) {
    if (thumbnail.size > IMAGE_SIZE_LIMIT)
      throw unprocessable('Validation failed: Thumbnail file size must be less than 16 MB');
    try {
      await runMediaJob(ctx, row.account_id, () =>
        writeStill(ctx, row.id, fs.readFileSync(thumbnail.path), true, 'Thumbnail'),
      );
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

/**
 * Sets a post's media to exactly these rows, in order; media dropped from it become unattached again, and
 * expire a day later unless posted again.
 */
export function attachMedia(ctx: ServerContext, statusId: string, rows: MediaRow[]): void {
  freeMedia(ctx, statusId);
  rows.forEach((row, position) =>
    sql(
      ctx.db,
      'UPDATE media_attachments SET status_id = ?, position = ?, unattached_at = NULL WHERE id = ?',
    ).run(statusId, position, row.id),
  );
}

/**
 * A post's media become unattached (its deletion, an edit), so that a redraft can post them again; like
 * uploads never posted, they are deleted a day later if they are not.
 */
export function freeMedia(ctx: ServerContext, statusId: string): void {
  sql(ctx.db, 'UPDATE media_attachments SET status_id = NULL, unattached_at = ? WHERE status_id = ?').run(
    mediaNow(ctx),
    statusId,
  );
}

/**
 * Deletes, files and all, the uploads that have stayed unattached for `keepMs` since they were uploaded or
 * freed (failed ones too; none still being processed), and temporary upload files a day old. Answers
 * how many uploads went.
 */
export function expireUnattachedMedia(
  ctx: ServerContext,
  now = mediaNow(ctx),
  keepMs = ctx.options.mediaExpiry?.keepMs ?? UNATTACHED_MEDIA_TTL_MS,
): number {
  const rows = sql(
    ctx.db,
    `SELECT id FROM media_attachments
     WHERE status_id IS NULL AND state != 'processing' AND COALESCE(unattached_at, created_at) <= ?`,
  ).all(now - keepMs) as { id: string }[];
  for (const row of rows) deleteMedia(ctx, row.id);
  // Temporary files are a matter of real time, whatever clock the uploads are judged by.
  sweepUploadTemp(ctx, Date.now(), UNATTACHED_MEDIA_TTL_MS);
  return rows.length;
}

/** Sweeps expired uploads now and every `sweepMs` (an hour) until the answered function is called. */
export function startMediaExpiry(ctx: ServerContext): () => void {
  const sweep = (): void => {
    if (!ctx.db.open) return;
    try {
      expireUnattachedMedia(ctx);
    } catch (error) {
      if (!ctx.options.quiet) console.error('Expired uploads could not be deleted:', error);
    }
  };
  sweep();
  const timer = setInterval(sweep, ctx.options.mediaExpiry?.sweepMs ?? MEDIA_SWEEP_MS);
  timer.unref();
  return () => clearInterval(timer);
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
