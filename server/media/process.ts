import ffmpegInstaller from '@ffmpeg-installer/ffmpeg';
import { encode } from 'blurhash';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import sharp from 'sharp';
import { WorkQueue } from './queue';
import { DEMUXERS, sniff, UnsupportedMedia, type Demuxer, type Sniffed } from './sniff';

export const ORIGINAL_MAX = 1920;
export const SMALL_MAX = 400;

/** Mastodon's `Attachmentable::MAX_MATRIX_LIMIT` (7680×4320), the `image_matrix_limit` the instance reports. */
export const IMAGE_MATRIX_LIMIT = 33_177_600;
/** Mastodon's `Attachmentable::GIF_MATRIX_LIMIT` (1280×720), for every GIF. */
export const GIF_MATRIX_LIMIT = 921_600;
/** Mastodon's `MediaAttachment::MAX_VIDEO_MATRIX_LIMIT` (3840×2160), `MAX_VIDEO_FRAME_RATE`, `MAX_VIDEO_FRAMES`. */
export const VIDEO_MATRIX_LIMIT = 8_294_400;
export const VIDEO_FRAME_RATE_LIMIT = 120;
export const VIDEO_FRAMES_LIMIT = 36_000;

/**
 * What one ffmpeg run may use: `wallMs` of time (then it is killed) and, where util-linux's `prlimit` is
 * installed, `cpuSeconds` of processor time (RLIMIT_CPU: SIGXCPU, then SIGKILL a second later) and, for
 * a run reading an upload, `memoryBytes` of address space (RLIMIT_AS: an allocation beyond it fails and
 * ffmpeg stops). Decoders run
 * on one thread and the GIF encoder on two, so what a run needs does not grow with the machine's cores:
 * the first frame of a 3840×2160 HEVC video takes about 280 MiB of address space, a 1280×720 GIF's
 * conversion about 300 MiB.
 */
export const ffmpegLimits = { wallMs: 60_000, cpuSeconds: 30, memoryBytes: 512 * 1024 * 1024 };
/** At most this many ffmpeg processes run at once; the others wait for a turn. */
export const FFMPEG_WORKERS = 2;

export interface Details {
  width?: number;
  height?: number;
  size?: string;
  aspect?: number;
  duration?: number;
  bitrate?: number;
  frame_rate?: string;
}

export interface Picture {
  data: Buffer;
  ext: string;
  details: Details;
}

export class MediaError extends Error {}

/** A picture or video over a size limit; the message is Mastodon's and is answered as it is. */
export class DimensionsError extends MediaError {}

const sized = (width: number, height: number): Details => ({
  width,
  height,
  size: `${width}x${height}`,
  aspect: width / height,
});

/** Blurhash from a tiny copy; more components along the longer side, as Mastodon picks them. */
async function blurhashOf(data: Buffer): Promise<string> {
  const { data: pixels, info } = await sharp(data, { limitInputPixels: IMAGE_MATRIX_LIMIT })
    .resize(32, 32, { fit: 'inside' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const [x, y] = info.width >= info.height ? [4, 3] : [3, 4];
  return encode(new Uint8ClampedArray(pixels), info.width, info.height, x, y);
}

async function resized(
  data: Buffer,
  max: number,
  format: 'jpeg' | 'png' | 'webp',
  options: sharp.SharpOptions = { limitInputPixels: IMAGE_MATRIX_LIMIT },
): Promise<Picture> {
  const { data: out, info } = await sharp(data, options)
    .rotate()
    .resize({ width: max, height: max, fit: 'inside', withoutEnlargement: true })
    .toFormat(format)
    .toBuffer({ resolveWithObject: true });
  return { data: out, ext: format === 'jpeg' ? 'jpg' : format, details: sized(info.width, info.height) };
}

/** The format sharp reports for each image format the sniffing lets through. */
const SHARP_FORMATS: Record<string, string> = {
  png: 'png',
  jpeg: 'jpeg',
  gif: 'gif',
  webp: 'webp',
  avif: 'heif',
};

export interface ImageHeader {
  sniffed: Sniffed;
  width: number;
  height: number;
  pages: number;
  orientation: number;
  /** The most pixels its decoder is allowed (GIFs have a lower limit). */
  pixelLimit: number;
}

/**
 * Reads an image's header without decoding it: the bytes must be one of `formats` (so SVG, PDF and every
 * other vector or unknown input never reaches a decoder), sharp must read the header as that same format,
 * and its size must be within Mastodon's matrix limits (a GIF 1280×720, anything else 7680×4320).
 */
export async function readImageHeader(
  input: Buffer,
  formats: readonly string[],
  refused: string,
): Promise<ImageHeader> {
  let sniffed: Sniffed | undefined;
  try {
    sniffed = sniff(input);
  } catch (error) {
    if (error instanceof UnsupportedMedia) throw new MediaError(error.message);
    throw error;
  }
  if (!sniffed || sniffed.kind !== 'image' || !formats.includes(sniffed.format))
    throw new MediaError(refused);
  let meta: sharp.Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw new MediaError(refused);
  }
  if (
    meta.format !== SHARP_FORMATS[sniffed.format] ||
    (sniffed.format === 'avif' && meta.compression !== 'av1')
  )
    throw new MediaError(refused);
  const width = meta.width ?? 0;
  const height = meta.height ?? 0;
  if (width < 1 || height < 1) throw new MediaError(refused);
  const gif = sniffed.format === 'gif';
  const pixelLimit = gif ? GIF_MATRIX_LIMIT : IMAGE_MATRIX_LIMIT;
  if (width * height > pixelLimit)
    throw new DimensionsError(`${width}x${height} ${gif ? 'GIF files' : 'images'} are not supported`);
  return { sniffed, width, height, pages: meta.pages ?? 1, orientation: meta.orientation ?? 1, pixelLimit };
}

/** Decoding options: the header's pixel limit, and a decoder error (not a mere warning) fails the file. */
const decoding = (header: ImageHeader): sharp.SharpOptions => ({
  limitInputPixels: header.pixelLimit,
  failOn: 'error',
  animated: false,
});

export const MEDIA_IMAGE_FORMATS = ['png', 'jpeg', 'gif', 'webp', 'avif'] as const;

/** An upload's image header, and the format it is kept in (a GIF as a PNG, an AVIF as a JPEG, as Mastodon). */
async function mediaImage(
  input: Buffer,
  label: string,
): Promise<{ header: ImageHeader; format: 'jpeg' | 'png' | 'webp'; refused: string }> {
  const refused = `Validation failed: ${label} could not be processed as an image`;
  const header = await readImageHeader(input, MEDIA_IMAGE_FORMATS, refused);
  const { format: kind } = header.sniffed;
  return {
    header,
    format: kind === 'jpeg' || kind === 'avif' ? 'jpeg' : kind === 'webp' ? 'webp' : 'png',
    refused,
  };
}

/**
 * A still image: turned upright by its EXIF orientation, the original kept within 1920 px and a preview
 * within 400 px, in its own format (a GIF becomes a PNG of its first frame, an AVIF a JPEG, as Mastodon
 * converts it), with a blurhash.
 */
export async function processImage(
  input: Buffer,
  label = 'File',
): Promise<{ original: Picture; small: Picture; blurhash: string }> {
  const { header, format, refused } = await mediaImage(input, label);
  let original: Picture;
  try {
    original = await resized(input, ORIGINAL_MAX, format, decoding(header));
  } catch {
    throw new MediaError(refused);
  }
  const small = await resized(original.data, SMALL_MAX, format);
  return { original, small, blurhash: await blurhashOf(original.data) };
}

/** Only the 400 px preview and blurhash of an image (a video's first frame, a thumbnail). */
export async function processPreview(
  input: Buffer,
  label = 'File',
): Promise<{ small: Picture; blurhash: string }> {
  const { header, format, refused } = await mediaImage(input, label);
  let small: Picture;
  try {
    small = await resized(input, SMALL_MAX, format, decoding(header));
  } catch {
    throw new MediaError(refused);
  }
  return { small, blurhash: await blurhashOf(small.data) };
}

/** An avatar or header: its target box, Mastodon's (avatar 400×400, header 1500×500). */
export interface ProfileImageSize {
  width: number;
  height: number;
}

/**
 * An avatar or header as Mastodon keeps it: decoded (anything whose bytes are not a PNG, JPEG, GIF or WebP
 * image is refused before decoding, and so is a picture over the matrix limits), turned upright, cropped to
 * fill the target box from the centre and scaled down to it (a smaller picture is cropped to the box's
 * shape, never enlarged), in its own format; a GIF becomes a PNG of its first frame. Metadata (EXIF,
 * location) is not carried over.
 */
export async function processProfileImage(input: Buffer, box: ProfileImageSize): Promise<Picture> {
  const refused = 'has contents that are not what they are reported to be';
  const header = await readImageHeader(input, ['png', 'jpeg', 'gif', 'webp'], refused);
  const format =
    header.sniffed.format === 'jpeg' || header.sniffed.format === 'webp' ? header.sniffed.format : 'png';
  const upright = header.orientation >= 5;
  const width = upright ? header.height : header.width;
  const height = upright ? header.width : header.height;
  // Filling the box needs this scale; above 1 the picture would be enlarged, so it is only cropped to the
  // largest area of the box's shape it holds.
  const fill = Math.max(box.width / width, box.height / height);
  const ratio = box.width / box.height;
  const cropWidth = Math.min(width, Math.round(height * ratio));
  const target =
    fill <= 1
      ? box
      : {
          width: Math.max(1, cropWidth),
          height: Math.max(1, Math.min(height, Math.round(cropWidth / ratio))),
        };
  try {
    const { data, info } = await sharp(input, decoding(header))
      .rotate()
      .resize(target.width, target.height, { fit: 'cover', position: 'centre' })
      .toFormat(format)
      .toBuffer({ resolveWithObject: true });
    return { data, ext: format === 'jpeg' ? 'jpg' : format, details: sized(info.width, info.height) };
  } catch {
    throw new MediaError(refused);
  }
}

const ffmpegSlots = new WorkQueue(FFMPEG_WORKERS);

/**
 * How many ffmpeg processes run now, how many runs wait for a turn, and the most that ran at once since
 * `resetFfmpegPeak` (counted from just before a process is started to just after it has exited).
 */
export function ffmpegActivity(): { running: number; waiting: number; peak: number } {
  return { running: ffmpegSlots.running, waiting: ffmpegSlots.waiting, peak: ffmpegSlots.peak };
}

export function resetFfmpegPeak(): void {
  ffmpegSlots.resetPeak();
}

let prlimitPath: string | null | undefined;

/** util-linux's prlimit (every Debian has it), or null where it is missing: then only wall time is limited. */
export function prlimit(): string | null {
  if (prlimitPath === undefined) {
    prlimitPath =
      ['/usr/bin/prlimit', '/bin/prlimit', '/usr/local/bin/prlimit'].find((candidate) => {
        try {
          fs.accessSync(candidate, fs.constants.X_OK);
          return true;
        } catch {
          return false;
        }
      }) ?? null;
  }
  return prlimitPath;
}

/**
 * One ffmpeg run, when a slot is free (at most FFMPEG_WORKERS in the whole process, whichever server or
 * seed asks), within the time and processor limits and, for a run reading an upload, the memory limit; no
 * shell is involved.
 */
function ffmpeg(args: string[], upload = true): Promise<{ stderr: string; code: number }> {
  return ffmpegSlots.run(
    () =>
      new Promise((resolve) => {
        const command = ['-hide_banner', '-nostdin', ...args];
        const limiter = prlimit();
        const { cpuSeconds, memoryBytes } = ffmpegLimits;
        const [file, argv] = limiter
          ? [
              limiter,
              [
                `--cpu=${cpuSeconds}:${cpuSeconds + 1}`,
                ...(upload ? [`--as=${memoryBytes}`] : []),
                '--core=0',
                '--',
                ffmpegInstaller.path,
                ...command,
              ],
            ]
          : [ffmpegInstaller.path, command];
        execFile(
          file,
          argv,
          {
            timeout: ffmpegLimits.wallMs,
            killSignal: 'SIGKILL',
            maxBuffer: 4 * 1024 * 1024,
            encoding: 'buffer',
          },
          (error, _stdout, stderr) => {
            const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
            resolve({ stderr: stderr.toString('utf8'), code });
          },
        );
      }),
  );
}

/** An uploaded file for ffmpeg: its path and the demuxer its sniffed bytes call for. */
export interface Source {
  file: string;
  demuxer: Demuxer;
  /** The most pixels a decoded frame may have. */
  maxPixels: number;
}

/**
 * How ffmpeg opens an upload: only as the container its bytes were recognised as (`-f`), with only plain
 * container demuxers allowed (no playlist, manifest, concat or image-sequence reader, which would open
 * other files or addresses), only the `file` protocol, no QuickTime external references, no frame
 * larger than `maxPixels` decoded, and decoders on one thread (their memory does not grow with cores).
 */
function input(source: Source): string[] {
  if (!DEMUXERS.includes(source.demuxer)) throw new MediaError('Unsupported container');
  return [
    '-protocol_whitelist',
    'file',
    '-format_whitelist',
    DEMUXERS.join(','),
    '-max_pixels',
    String(source.maxPixels),
    '-threads',
    '1',
    '-f',
    source.demuxer,
    ...(source.demuxer === 'mov' ? ['-enable_drefs', '0'] : []),
    '-i',
    `file:${source.file}`,
  ];
}

export interface Probe {
  duration?: number;
  bitrate?: number;
  video?: { width: number; height: number; frameRate?: string };
  hasAudio: boolean;
}

/** Reads what ffmpeg reports about a file (it prints the streams, then refuses to run with no output). */
export async function probe(source: Source): Promise<Probe> {
  const { stderr } = await ffmpeg(input(source));
  return probed(stderr);
}

/** What ffmpeg printed about its input, before any output's part of its report. */
function probed(report: string): Probe {
  const end = report.search(/^(Output #|Stream mapping:)/m);
  const stderr = end < 0 ? report : report.slice(0, end);
  const result: Probe = { hasAudio: /Stream #\S+.*: Audio: /.test(stderr) };
  const duration = /Duration: (\d+):(\d\d):(\d\d(?:\.\d+)?)/.exec(stderr);
  if (duration) result.duration = Number(duration[1]) * 3600 + Number(duration[2]) * 60 + Number(duration[3]);
  const bitrate = /bitrate: (\d+) kb\/s/.exec(stderr);
  if (bitrate) result.bitrate = Number(bitrate[1]) * 1000;
  const video = /Stream #\S+.*: Video: .*?, (\d{2,5})x(\d{2,5})[^\n]*/.exec(stderr);
  if (video) {
    const fps = /(\d+(?:\.\d+)?) fps/.exec(video[0]);
    result.video = {
      width: Number(video[1]),
      height: Number(video[2]),
      frameRate: fps ? `${fps[1]}/1` : undefined,
    };
  }
  return result;
}

/** Mastodon's checks on a video before it is processed: at most 3840×2160 and 120 frames a second. */
export function checkVideo(video: { width: number; height: number; frameRate?: string }): void {
  if (video.width * video.height > VIDEO_MATRIX_LIMIT)
    throw new DimensionsError(`${video.width}x${video.height} videos are not supported`);
  const fps = video.frameRate ? Math.floor(Number(video.frameRate.split('/')[0])) : 0;
  if (fps > VIDEO_FRAME_RATE_LIMIT) throw new DimensionsError(`${fps}fps videos are not supported`);
}

/** The first frame of a video as a PNG, for its preview; answers what ffmpeg read of the video. */
export async function firstFrame(source: Source, out: string): Promise<Probe> {
  const { code, stderr } = await ffmpeg([
    '-y',
    ...input(source),
    '-frames:v',
    '1',
    '-f',
    'image2',
    '-vcodec',
    'png',
    `file:${out}`,
  ]);
  if (code !== 0) throw new MediaError(`No frame could be read: ${stderr.split('\n').slice(-2).join(' ')}`);
  return probed(stderr);
}

/** What a file keeps of its upload's metadata: nothing (global, per stream, chapters, encoder tags). */
const NO_METADATA = [
  '-map_metadata',
  '-1',
  '-map_metadata:s',
  '-1',
  '-map_chapters',
  '-1',
  '-fflags',
  '+bitexact',
];

/**
 * An animated GIF as a silent H.264 MP4, as Mastodon serves them (type gifv); sizes made even for H.264,
 * at most Mastodon's 36,000 frames, no metadata carried over.
 */
export async function gifToMp4(source: Source, out: string): Promise<void> {
  const { code, stderr } = await ffmpeg([
    '-y',
    ...input(source),
    '-frames:v',
    String(VIDEO_FRAMES_LIMIT),
    '-movflags',
    'faststart',
    '-pix_fmt',
    'yuv420p',
    '-vf',
    'scale=trunc(iw/2)*2:trunc(ih/2)*2',
    '-c:v',
    'libx264',
    '-threads',
    '2',
    '-preset',
    'veryfast',
    ...NO_METADATA,
    '-an',
    '-f',
    'mp4',
    `file:${out}`,
  ]);
  if (code !== 0)
    throw new MediaError(`The GIF could not be converted: ${stderr.split('\n').slice(-2).join(' ')}`);
}

/** The muxer a kept video or audio file is written with, by the format its upload was recognised as. */
const MUXERS: Record<string, string> = {
  mp4: 'mp4',
  m4a: 'mp4',
  mov: 'mov',
  '3gp': '3gp',
  webm: 'webm',
  ogg: 'ogg',
  mp3: 'mp3',
  wav: 'wav',
  flac: 'flac',
  aac: 'adts',
  asf: 'asf',
};

/**
 * A video or audio upload copied into a new file of the same format without its metadata: no global or
 * per-stream tags (title, artist, comment, GPS position, device, creation time), no chapters, no encoder
 * tag, no ID3v2 tag; a video keeps its video and audio streams, audio its audio streams only, so subtitle,
 * data (timed GPS) and attachment streams and cover art are left out. The streams themselves are copied,
 * not encoded again. With `frame`, the same run writes a video's first frame there as a PNG. Answers what
 * ffmpeg read of the upload, which the caller checks before anything is kept.
 */
export async function rewrite(
  source: Source,
  format: string,
  kind: 'video' | 'audio',
  out: string,
  frame?: string,
): Promise<Probe> {
  const muxer = MUXERS[format];
  if (!muxer) throw new MediaError('Unsupported container');
  const { code, stderr } = await ffmpeg([
    '-y',
    ...input(source),
    ...(kind === 'video' ? ['-map', '0:V?', '-map', '0:a?'] : ['-map', '0:a']),
    '-c',
    'copy',
    ...NO_METADATA,
    ...(muxer === 'mp4' || muxer === 'mov' || muxer === '3gp' ? ['-movflags', '+faststart'] : []),
    ...(muxer === 'mp3' ? ['-id3v2_version', '0'] : []),
    '-f',
    muxer,
    `file:${out}`,
    ...(frame ? ['-map', '0:V:0', '-frames:v', '1', '-f', 'image2', '-vcodec', 'png', `file:${frame}`] : []),
  ]);
  const info = probed(stderr);
  if (code !== 0) {
    if (kind === 'video' && !info.video) throw new MediaError('No video stream found');
    throw new MediaError(`The file could not be rewritten: ${stderr.split('\n').slice(-2).join(' ')}`);
  }
  return info;
}

/**
 * Runs ffmpeg to make a file from arguments written here (the seed's video and audio, tests' samples):
 * within the time and processor limits, but not the memory limit, which is for reading uploads.
 */
export async function generate(args: string[]): Promise<void> {
  const { code, stderr } = await ffmpeg(['-y', ...args], false);
  if (code !== 0) throw new MediaError(`ffmpeg failed: ${stderr.split('\n').slice(-3).join(' ')}`);
}

export { blurhashOf, sized };
