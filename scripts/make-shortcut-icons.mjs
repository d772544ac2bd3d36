// Draws the icons of the web app manifest's shortcuts (New post, Notifications, Search): the app's own
// Material Symbols for those places, white on the brand's indigo circle, 96 px as Android asks. Run
// `node scripts/make-shortcut-icons.mjs` after changing them; the PNGs in manifest/icons/ are committed.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const require = createRequire(import.meta.url);
const OUT_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'manifest', 'icons');
const SIZE = 96;
const SHORTCUTS = [
  { file: 'shortcut-publish.png', symbol: 'edit_square' },
  { file: 'shortcut-notifications.png', symbol: 'notifications' },
  { file: 'shortcut-search.png', symbol: 'search' },
];

for (const { file, symbol } of SHORTCUTS) {
  const svg = readFileSync(require.resolve(`@material-symbols/svg-400/outlined/${symbol}.svg`), 'utf8');
  const path = /<path[^>]*d="([^"]+)"/.exec(svg)[1];
  // The symbol's box is 0 -960 960 960: drawn at half the tile, centred.
  const tile = `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">
  <circle cx="48" cy="48" r="48" fill="#565ad6"/>
  <g transform="translate(24 24) scale(0.05) translate(0 960)"><path d="${path}" fill="#ffffff"/></g>
</svg>`;
  const png = await sharp(Buffer.from(tile)).png({ compressionLevel: 9, palette: true }).toBuffer();
  writeFileSync(join(OUT_DIR, file), png);
  console.log(`wrote manifest/icons/${file} (${png.length} bytes)`);
}
