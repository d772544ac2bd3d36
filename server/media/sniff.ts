import fs from 'node:fs';

/**
 * What an uploaded file is, read from its first bytes (magic numbers) before any decoder sees it. Only the
 * formats Mastodon takes for media are recognised; anything else (SVG and other XML, DASH or HLS
 * manifests, ffmpeg concat scripts, PDF, unknown bytes) is not, whatever type the upload declared.
 */

/** An ffmpeg demuxer that reads one plain container file and never opens another file or address. */
export type Demuxer = 'mov' | 'matroska' | 'ogg' | 'mp3' | 'wav' | 'flac' | 'aac' | 'asf' | 'gif';

/** The demuxers ffmpeg may use at all (`-format_whitelist`). */
export const DEMUXERS: readonly Demuxer[] = [
  'mov',
  'matroska',
  'ogg',
  'mp3',
  'wav',
  'flac',
  'aac',
  'asf',
  'gif',
];

export interface Sniffed {
  /** The format's name, and for images the format sharp must report when it reads the header. */
  format:
    | 'png'
    | 'jpeg'
    | 'gif'
    | 'webp'
    | 'avif'
    | 'mp4'
    | 'mov'
    | 'm4a'
    | '3gp'
    | 'webm'
    | 'ogg'
    | 'mp3'
    | 'wav'
    | 'flac'
    | 'aac'
    | 'asf';
  /**
   * `image`: decoded by sharp (a GIF may become a gifv); `audio`: always audio; `av`: a container of
   * video or audio, which the declared type tells apart (video unless it says audio).
   */
  kind: 'image' | 'audio' | 'av';
  /** The type it is stored as, for video and audio by the kind it ends up as. */
  mime: { video?: string; audio?: string; image?: string };
  ext: string;
  demuxer?: Demuxer;
}

/** A format recognised but not taken here, with the reason to give. */
export class UnsupportedMedia extends Error {}

const ascii = (data: Buffer, start: number, end: number): string =>
  data.length >= end ? data.toString('latin1', start, end) : '';

const ISO_AUDIO_BRANDS = new Set(['M4A ', 'M4B ', 'M4P ', 'F4A ', 'F4B ']);
const HEIF_BRANDS = new Set([
  'heic',
  'heix',
  'hevc',
  'hevx',
  'heim',
  'heis',
  'hevm',
  'hevs',
  'mif1',
  'msf1',
  'mif2',
  'heif',
]);
// Top-level atoms a QuickTime file without a `ftyp` box may start with.
const QUICKTIME_ATOMS = new Set(['moov', 'mdat', 'free', 'skip', 'wide', 'pnot']);

/** An ISO base media file (MP4, QuickTime, M4A, 3GP, AVIF, HEIC), told apart by its `ftyp` brands. */
function isoMedia(data: Buffer): Sniffed | undefined {
  const box = ascii(data, 4, 8);
  if (box !== 'ftyp') {
    if (QUICKTIME_ATOMS.has(box) && data.readUInt32BE(0) >= 8)
      return { format: 'mov', kind: 'av', mime: { video: 'video/quicktime' }, ext: 'mov', demuxer: 'mov' };
    return undefined;
  }
  const size = data.readUInt32BE(0);
  if (size < 16 || size > 4096 || size > data.length || size % 4 !== 0) return undefined;
  const major = ascii(data, 8, 12);
  const brands = new Set([major]);
  for (let offset = 16; offset + 4 <= size; offset += 4) brands.add(ascii(data, offset, offset + 4));
  if (brands.has('avif') || brands.has('avis'))
    return { format: 'avif', kind: 'image', mime: { image: 'image/avif' }, ext: 'avif' };
  if (HEIF_BRANDS.has(major))
    throw new UnsupportedMedia('Validation failed: File is a HEIC/HEIF image, which this server cannot read');
  if (ISO_AUDIO_BRANDS.has(major))
    return { format: 'm4a', kind: 'audio', mime: { audio: 'audio/mp4' }, ext: 'm4a', demuxer: 'mov' };
  if (major.startsWith('3g'))
    return { format: '3gp', kind: 'audio', mime: { audio: 'audio/3gpp' }, ext: '3gp', demuxer: 'mov' };
  if (major === 'qt  ')
    return { format: 'mov', kind: 'av', mime: { video: 'video/quicktime' }, ext: 'mov', demuxer: 'mov' };
  return {
    format: 'mp4',
    kind: 'av',
    mime: { video: 'video/mp4', audio: 'audio/mp4' },
    ext: 'mp4',
    demuxer: 'mov',
  };
}

/** The DocType of a Matroska file's EBML header (`webm` or `matroska`). */
function ebmlDocType(data: Buffer): string | undefined {
  const end = Math.min(data.length, 64);
  for (let i = 4; i + 3 < end; i++) {
    if (data[i] !== 0x42 || data[i + 1] !== 0x82) continue;
    const sizeByte = data[i + 2];
    if ((sizeByte & 0x80) === 0) return undefined;
    const length = sizeByte & 0x7f;
    return ascii(data, i + 3, i + 3 + length);
  }
  return undefined;
}

/** The length of the ID3v2 tag whose 10-byte header starts at `at` (header and footer included), or -1. */
function id3Length(data: Buffer, at: number): number {
  const sizeBytes = data.subarray(at + 6, at + 10);
  if (sizeBytes.some((byte) => byte & 0x80)) return -1;
  const size = (sizeBytes[0] << 21) | (sizeBytes[1] << 14) | (sizeBytes[2] << 7) | sizeBytes[3];
  const footer = data[at + 5] & 0x10 ? 10 : 0;
  return 10 + size + footer;
}

/** Where the audio starts after any ID3v2 tags (MP3, AAC and FLAC files may begin with one). */
function afterId3(data: Buffer): number {
  let offset = 0;
  while (offset + 10 <= data.length && ascii(data, offset, offset + 3) === 'ID3') {
    const length = id3Length(data, offset);
    if (length < 0) return -1;
    offset += length;
  }
  return offset;
}

/** An MPEG audio frame header (layer I, II or III): sync, and no reserved version, layer, rate. */
function isMpegAudioFrame(data: Buffer, at: number): boolean {
  if (at + 4 > data.length || data[at] !== 0xff || (data[at + 1] & 0xe0) !== 0xe0) return false;
  const version = (data[at + 1] >> 3) & 3;
  const layer = (data[at + 1] >> 1) & 3;
  const bitrate = data[at + 2] >> 4;
  const sampleRate = (data[at + 2] >> 2) & 3;
  return version !== 1 && layer !== 0 && bitrate !== 15 && sampleRate !== 3;
}

const isAdts = (data: Buffer, at: number): boolean =>
  at + 7 <= data.length &&
  data[at] === 0xff &&
  (data[at + 1] & 0xf6) === 0xf0 &&
  ((data[at + 2] >> 2) & 0xf) < 13;

const ASF_GUID = Buffer.from('3026b2758e66cf11a6d900aa0062ce6c', 'hex');

/**
 * The format of an upload from its bytes; undefined when it is none Mastodon takes for media. Throws
 * UnsupportedMedia for HEIC/HEIF, which Mastodon takes but the image library here cannot decode.
 */
export function sniff(data: Buffer): Sniffed | undefined {
  if (data.length < 12) return undefined;
  if (data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return { format: 'png', kind: 'image', mime: { image: 'image/png' }, ext: 'png' };
  if (data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff)
    return { format: 'jpeg', kind: 'image', mime: { image: 'image/jpeg' }, ext: 'jpg' };
  const head6 = ascii(data, 0, 6);
  if (head6 === 'GIF87a' || head6 === 'GIF89a')
    return { format: 'gif', kind: 'image', mime: { image: 'image/gif' }, ext: 'gif', demuxer: 'gif' };
  const riff = ascii(data, 0, 4) === 'RIFF' ? ascii(data, 8, 12) : '';
  if (riff === 'WEBP') return { format: 'webp', kind: 'image', mime: { image: 'image/webp' }, ext: 'webp' };
  if (riff === 'WAVE')
    return { format: 'wav', kind: 'audio', mime: { audio: 'audio/wav' }, ext: 'wav', demuxer: 'wav' };
  const iso = isoMedia(data);
  if (iso) return iso;
  if (data.readUInt32BE(0) === 0x1a45dfa3) {
    // Mastodon takes WebM; other Matroska files are refused as it refuses video/x-matroska.
    if (ebmlDocType(data) !== 'webm') return undefined;
    return {
      format: 'webm',
      kind: 'av',
      mime: { video: 'video/webm', audio: 'audio/webm' },
      ext: 'webm',
      demuxer: 'matroska',
    };
  }
  if (ascii(data, 0, 4) === 'OggS')
    return {
      format: 'ogg',
      kind: 'av',
      mime: { video: 'video/ogg', audio: 'audio/ogg' },
      ext: 'ogg',
      demuxer: 'ogg',
    };
  if (data.subarray(0, 16).equals(ASF_GUID))
    return { format: 'asf', kind: 'audio', mime: { audio: 'video/x-ms-asf' }, ext: 'asf', demuxer: 'asf' };
  const start = afterId3(data);
  if (start < 0) return undefined;
  return audioAt(data, start);
}

/** FLAC, AAC (ADTS) or MP3 starting at `start` (after any ID3v2 tags). */
function audioAt(data: Buffer, start: number): Sniffed | undefined {
  if (start + 4 > data.length) return undefined;
  if (ascii(data, start, start + 4) === 'fLaC')
    return { format: 'flac', kind: 'audio', mime: { audio: 'audio/flac' }, ext: 'flac', demuxer: 'flac' };
  if (isAdts(data, start))
    return { format: 'aac', kind: 'audio', mime: { audio: 'audio/aac' }, ext: 'aac', demuxer: 'aac' };
  if (isMpegAudioFrame(data, start))
    return { format: 'mp3', kind: 'audio', mime: { audio: 'audio/mpeg' }, ext: 'mp3', demuxer: 'mp3' };
  return undefined;
}

/** How much of a file's start `sniffFile` reads, and how many ID3v2 tags in a row it walks past. */
const HEAD_BYTES = 4096;
const MAX_ID3_TAGS = 16;

function readAt(fd: number, position: number, length: number): Buffer {
  const buffer = Buffer.alloc(length);
  const read = fs.readSync(fd, buffer, 0, length, position);
  return buffer.subarray(0, read);
}

/**
 * `sniff` for a file on disk, reading only its first bytes: after ID3v2 tags (which may hold megabytes of
 * cover art) only the audio frame that follows them is read.
 */
export function sniffFile(file: string): Sniffed | undefined {
  const fd = fs.openSync(file, 'r');
  try {
    const head = readAt(fd, 0, HEAD_BYTES);
    if (head.length < 12 || ascii(head, 0, 3) !== 'ID3') return sniff(head);
    let offset = 0;
    for (let tags = 0; ; tags++) {
      const header = readAt(fd, offset, 10);
      if (header.length < 10 || ascii(header, 0, 3) !== 'ID3') break;
      const length = id3Length(header, 0);
      if (length < 0 || tags === MAX_ID3_TAGS) return undefined;
      offset += length;
    }
    return audioAt(readAt(fd, offset, 16), 0);
  } finally {
    fs.closeSync(fd);
  }
}
