import { readFileSync } from 'node:fs';
import { join } from 'node:path';

// The colour tokens are light-dark() pairs in theme.css; every pair of them drawn together must reach
// WCAG 2's AA contrast in both themes: 4.5:1 for text, 3:1 for control edges and the focus ring.

const themeCss = readFileSync(join(__dirname, '../../../src/styles/theme.css'), 'utf8');

function readTokens(css: string): Map<string, { light: string; dark: string }> {
  const tokens = new Map<string, { light: string; dark: string }>();
  for (const match of css.matchAll(
    /--([\w-]+):\s*light-dark\(\s*(#[0-9a-f]{6})\s*,\s*(#[0-9a-f]{6})\s*\)/gi,
  )) {
    tokens.set(match[1], { light: match[2].toLowerCase(), dark: match[3].toLowerCase() });
  }
  return tokens;
}

/** WCAG 2 relative luminance of an sRGB colour written #rrggbb. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const channel = parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [lighter, darker] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (lighter + 0.05) / (darker + 0.05);
}

const tokens = readTokens(themeCss);
const backgrounds = ['bg', 'surface', 'surface-raised'];
const textColours = ['text', 'text-muted', 'accent', 'danger', 'boost', 'favourite'];
const controlColours = ['control-border', 'focus'];

const pairs: [string, string, number][] = [
  ...textColours.flatMap((fg) => backgrounds.map((bg): [string, string, number] => [fg, bg, 4.5])),
  ['accent-text', 'accent', 4.5],
  ['accent-text', 'accent-hover', 4.5],
  ['danger-text', 'danger', 4.5],
  ...controlColours.flatMap((fg) => backgrounds.map((bg): [string, string, number] => [fg, bg, 3])),
];

describe('colour tokens', () => {
  it('reads every token the pairs name as a light-dark() pair of hex colours', () => {
    const names = new Set(pairs.flatMap(([fg, bg]) => [fg, bg]));
    for (const name of names) expect(tokens.has(name)).toBe(true);
  });

  describe.each(['light', 'dark'] as const)('in the %s theme', (theme) => {
    it.each(pairs)('%s on %s reaches %d:1', (fg, bg, minimum) => {
      const ratio = contrast(tokens.get(fg)![theme], tokens.get(bg)![theme]);
      expect(Math.round(ratio * 100) / 100).toBeGreaterThanOrEqual(minimum);
    });
  });

  it('computes the WCAG ratio: black on white is 21:1, a colour on itself 1:1, #767676 on white 4.54:1', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#565ad6', '#565ad6')).toBe(1);
    expect(contrast('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });
});
