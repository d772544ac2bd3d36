import ffmpegInstaller from '@ffmpeg-installer/ffmpeg';
import { encode } from 'blurhash';
import { execFile } from 'node:child_process';
import sharp from 'sharp';

export const ORIGINAL_MAX = 1920;
export const SMALL_MAX = 400;
const FFMPEG_TIMEOUT_MS = 60_000;

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

const sized = (width: number, height: number): Details => ({
  width,
  height,
  size: `${width}x${height}`,
  aspect: width / height,
});

/** Blurhash from a tiny copy; more components along the longer side, as Mastodon picks them. */
async function blurhashOf(data: Buffer): Promise<string> {
  const { data: pixels, info } = await sharp(data)
    .resize(32, 32, { fit: 'inside' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const [x, y] = info.width >= info.height ? [4, 3] : [3, 4];
  return encode(new Uint8ClampedArray(pixels), info.width, info.height, x, y);
}

async function resized(data: Buffer, max: number, format: 'jpeg' | 'png' | 'webp'): Promise<Picture> {
  const { data: out, info } = await sharp(data)
    .resize({ width: max, height: max, fit: 'inside', withoutEnlargement: true })
    .toFormat(format)
    .toBuffer({ resolveWithObject: true });
  return { data: out, ext: format === 'jpeg' ? 'jpg' : format, details: sized(info.width, info.height) };
}

/**
 * A still image: turned upright by its EXIF orientation, the original kept within 1920 px and a preview
 * within 400 px, in its own format (a GIF becomes a PNG of its first frame), with a blurhash.
 */
export async function processImage(
  input: Buffer,
): Promise<{ original: Picture; small: Picture; blurhash: string }> {
  let upright: Buffer;
  let format: 'jpeg' | 'png' | 'webp';
  try {
    const meta = await sharp(input).metadata();
    format = meta.format === 'jpeg' || meta.format === 'webp' ? meta.format : 'png';
    upright = await sharp(input).rotate().toBuffer();
  } catch {
    throw new MediaError('Validation failed: File could not be processed as an image');
  }
  const original = await resized(upright, ORIGINAL_MAX, format);
  const small = await resized(original.data, SMALL_MAX, format);
  return { original, small, blurhash: await blurhashOf(original.data) };
}

/** An avatar or header: its target box, Mastodon's (avatar 400×400, header 1500×500). */
export interface ProfileImageSize {
  width: number;
  height: number;
}

/**
 * An avatar or header as Mastodon keeps it: decoded (anything that is not a PNG, JPEG, GIF or WebP image
 * is refused), turned upright, cropped to fill the target box from the centre and scaled down to it
 * (a smaller picture is cropped to the box's shape, never enlarged), in its own format; a GIF becomes a
 * PNG of its first frame. Metadata (EXIF, location) is not carried over.
 */
export async function processProfileImage(input: Buffer, box: ProfileImageSize): Promise<Picture> {
  let format: 'jpeg' | 'png' | 'webp';
  let width: number;
  let height: number;
  try {
    const meta = await sharp(input).metadata();
    if (!meta.format || !['jpeg', 'png', 'gif', 'webp'].includes(meta.format)) throw new Error(meta.format);
    format = meta.format === 'jpeg' || meta.format === 'webp' ? meta.format : 'png';
    const upright = (meta.orientation ?? 1) >= 5;
    width = (upright ? meta.height : meta.width) ?? 0;
    height = (upright ? meta.width : meta.height) ?? 0;
  } catch {
    throw new MediaError('has contents that are not what they are reported to be');
  }
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
    const { data, info } = await sharp(input, { animated: false })
      .rotate()
      .resize(target.width, target.height, { fit: 'cover', position: 'centre' })
      .toFormat(format)
      .toBuffer({ resolveWithObject: true });
    return { data, ext: format === 'jpeg' ? 'jpg' : format, details: sized(info.width, info.height) };
  } catch {
    throw new MediaError('has contents that are not what they are reported to be');
  }
}

function ffmpeg(args: string[]): Promise<{ stderr: string; code: number }> {
  return new Promise((resolve) => {
    execFile(
      ffmpegInstaller.path,
      ['-hide_banner', '-nostdin', ...args],
      { timeout: FFMPEG_TIMEOUT_MS, maxBuffer: 4 * 1024 * 1024, encoding: 'buffer' },
      (error, _stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ stderr: stderr.toString('utf8'), code });
      },
    );
  });
}

export interface Probe {
  duration?: number;
  bitrate?: number;
  video?: { width: number; height: number; frameRate?: string };
  hasAudio: boolean;
}

/** Reads what ffmpeg reports about a file (it prints the streams, then refuses to run with no output). */
export async function probe(file: string): Promise<Probe> {
  const { stderr } = await ffmpeg(['-i', file]);
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

/** The first frame of a video as a PNG, for its preview. */
export async function firstFrame(file: string, out: string): Promise<void> {
  const { code, stderr } = await ffmpeg([
    '-y',
    '-i',
    file,
    '-frames:v',
    '1',
    '-f',
    'image2',
    '-vcodec',
    'png',
    out,
  ]);
  if (code !== 0) throw new MediaError(`No frame could be read: ${stderr.split('\n').slice(-2).join(' ')}`);
}

/** Whether an image has more than one frame (an animated GIF or WebP). */
export async function isAnimated(input: Buffer): Promise<boolean> {
  try {
    return ((await sharp(input).metadata()).pages ?? 1) > 1;
  } catch {
    return false;
  }
}

/** An animated GIF as a silent H.264 MP4, as Mastodon serves them (type gifv); sizes made even for H.264. */
export async function gifToMp4(file: string, out: string): Promise<void> {
  const { code, stderr } = await ffmpeg([
    '-y',
    '-i',
    file,
    '-movflags',
    'faststart',
    '-pix_fmt',
    'yuv420p',
    '-vf',
    'scale=trunc(iw/2)*2:trunc(ih/2)*2',
    '-c:v',
    'libx264',
    '-an',
    out,
  ]);
  if (code !== 0)
    throw new MediaError(`The GIF could not be converted: ${stderr.split('\n').slice(-2).join(' ')}`);
}

/** Runs ffmpeg to make a file (used to generate the seed's video and audio). */
export async function generate(args: string[]): Promise<void> {
  const { code, stderr } = await ffmpeg(['-y', ...args]);
  if (code !== 0) throw new MediaError(`ffmpeg failed: ${stderr.split('\n').slice(-3).join(' ')}`);
}

export { blurhashOf, sized };
