import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

interface CompactEmoji {
  unicode: string;
  skins?: CompactEmoji[];
}

const LOCALE = /^[a-z]{2}(-[a-z]{2})?$/;
interface EmojiPack {
  body: string;
  etag: string;
  encoded?: { br?: Buffer; gzip?: Buffer };
}

const packs = new Map<string, EmojiPack | null>();
let unicodeSet: Set<string> | undefined;

function dataDir(): string {
  return path.dirname(require.resolve('emojibase-data/package.json'));
}

/**
 * The emoji data the web app loads for a locale: emojibase's compact dataset (the format Mastodon's
 * client reads), with a content hash as ETag. Null for a locale emojibase has no data for.
 */
export function emojiPack(locale: string): EmojiPack | null {
  const key = locale.toLowerCase();
  if (!LOCALE.test(key)) return null;
  if (!packs.has(key)) {
    const file = path.join(dataDir(), key, 'compact.json');
    if (!fs.existsSync(file)) {
      packs.set(key, null);
    } else {
      const body = JSON.stringify(JSON.parse(fs.readFileSync(file, 'utf8')) as unknown);
      const etag = `"${crypto.createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
      packs.set(key, { body, etag });
    }
  }
  return packs.get(key)!;
}

/** A pack's body compressed once (brotli or gzip), then kept with the pack. */
export function encodedEmojiPack(pack: EmojiPack, encoding: 'br' | 'gzip'): Buffer {
  pack.encoded ??= {};
  pack.encoded[encoding] ??=
    encoding === 'br'
      ? zlib.brotliCompressSync(pack.body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } })
      : zlib.gzipSync(pack.body, { level: 9 });
  return pack.encoded[encoding];
}

/** Whether a string is exactly one Unicode emoji (any skin tone), by emojibase's list. */
const withoutSelectors = (text: string) => text.replace(/\uFE0F/g, '');

export function isUnicodeEmoji(text: string): boolean {
  if (!unicodeSet) {
    const data = JSON.parse(
      fs.readFileSync(path.join(dataDir(), 'en', 'compact.json'), 'utf8'),
    ) as CompactEmoji[];
    // Compared without variation selectors: the data writes some emoji with U+FE0F, clients often without.
    unicodeSet = new Set(
      data.flatMap((e) => [e.unicode, ...(e.skins ?? []).map((s) => s.unicode)]).map(withoutSelectors),
    );
  }
  return unicodeSet.has(withoutSelectors(text));
}
