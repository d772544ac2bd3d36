// Draws the Fedideck logo (three deck columns on a rounded tile) into the PNG icons the web app
// manifest and the HTML shell use. Run `node scripts/make-icons.mjs` after changing the drawing; the
// outputs in manifest/icons/ are committed so that builds need no drawing step.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PNG } from 'pngjs';

const OUT_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'manifest', 'icons');
const BRAND = [0x56, 0x5a, 0xd6]; // indigo tile
const INK = [0xff, 0xff, 0xff];
const SAMPLES = 4; // 4x4 supersampling for smooth edges

const ICONS = [
  { file: 'icon-192.png', size: 192, maskable: false },
  { file: 'icon-512.png', size: 512, maskable: false },
  { file: 'icon-512-maskable.png', size: 512, maskable: true },
  // iOS draws its own rounded corners and shows transparency as black: a full-bleed tile.
  { file: 'apple-touch-icon.png', size: 180, maskable: true },
];

function insideRoundedRect(x, y, left, top, width, height, radius) {
  if (x < left || y < top || x > left + width || y > top + height) return false;
  const cx = Math.min(Math.max(x, left + radius), left + width - radius);
  const cy = Math.min(Math.max(y, top + radius), top + height - radius);
  return (x - cx) ** 2 + (y - cy) ** 2 <= radius ** 2;
}

/** Shape in unit coordinates (0..1): which colour covers the point, or null for transparent. */
function colourAt(u, v, maskable) {
  // Maskable icons are cropped to a circle of 80 % of the size: the tile fills the square and the
  // columns stay inside the safe zone.
  const tile = maskable
    ? insideRoundedRect(u, v, 0, 0, 1, 1, 0)
    : insideRoundedRect(u, v, 0.04, 0.04, 0.92, 0.92, 0.2);
  if (!tile) return null;
  const scale = maskable ? 0.62 : 0.78;
  const x = (u - 0.5) / scale + 0.5;
  const y = (v - 0.5) / scale + 0.5;
  const columns = [
    [0.2, 0.24, 0.17, 0.52],
    [0.415, 0.24, 0.17, 0.52],
    [0.63, 0.24, 0.17, 0.36],
  ];
  const inColumn = columns.some(([left, top, width, height]) =>
    insideRoundedRect(x, y, left, top, width, height, 0.05),
  );
  return inColumn ? INK : BRAND;
}

function drawIcon(size, maskable) {
  const png = new PNG({ width: size, height: size });
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let r = 0;
      let g = 0;
      let b = 0;
      let covered = 0;
      for (let sy = 0; sy < SAMPLES; sy++) {
        for (let sx = 0; sx < SAMPLES; sx++) {
          const colour = colourAt(
            (px + (sx + 0.5) / SAMPLES) / size,
            (py + (sy + 0.5) / SAMPLES) / size,
            maskable,
          );
          if (!colour) continue;
          r += colour[0];
          g += colour[1];
          b += colour[2];
          covered++;
        }
      }
      const offset = (py * size + px) * 4;
      png.data[offset] = covered ? Math.round(r / covered) : 0;
      png.data[offset + 1] = covered ? Math.round(g / covered) : 0;
      png.data[offset + 2] = covered ? Math.round(b / covered) : 0;
      png.data[offset + 3] = Math.round((covered / SAMPLES ** 2) * 255);
    }
  }
  return PNG.sync.write(png);
}

mkdirSync(OUT_DIR, { recursive: true });
for (const { file, size, maskable } of ICONS) {
  writeFileSync(join(OUT_DIR, file), drawIcon(size, maskable));
  console.log(`wrote manifest/icons/${file} (${size}x${size})`);
}
