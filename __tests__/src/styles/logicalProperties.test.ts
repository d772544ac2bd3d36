import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

// Right to left: the layout mirrors by itself under dir="rtl" because every stylesheet of the app
// says start and end, never left and right (margin-inline-start, inset-inline-end, text-align:
// start...). A physical side is allowed only where it is meant, with the reason on the line:
// `/* physical: ... */` (a centring with left: 50% and a translation, a picture's own coordinates,
// the device's safe area).

const SRC = join(__dirname, '../../../src');

function filesUnder(folder: string, pattern: RegExp): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return filesUnder(path, pattern);
    return pattern.test(entry.name) ? [path] : [];
  });
}

/** A property that names a physical side: left, margin-left, border-top-right-radius, scroll-padding-left... */
const PHYSICAL_PROPERTY = /(^|-)(left|right)(-|$)/;
/** A value that names one: text-align: left, float: right, a gradient "to right", "left top"... */
const PHYSICAL_VALUE = /(^|[^\w-])(left|right)(?![\w-])/;
/** A horizontal translation moves the same way whatever the direction. */
const HORIZONTAL_TRANSLATION = /translateX\(|translate\(\s*(?!0[\s,)])[^,)]+,/;
/** Shorthands whose four values go top, right, bottom, left. */
const FOUR_SIDED = new Set([
  'margin',
  'padding',
  'inset',
  'border-width',
  'border-style',
  'border-color',
  'scroll-margin',
  'scroll-padding',
]);

/** The values of a declaration, functions kept whole. */
function valuesOf(value: string): string[] {
  const values: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of value.trim()) {
    if (char === '(') depth += 1;
    if (char === ')') depth -= 1;
    if (/\s/.test(char) && depth === 0) {
      if (current) values.push(current);
      current = '';
    } else current += char;
  }
  if (current) values.push(current);
  return values;
}

/** A shorthand whose left and right values differ (or, for corners, whose mirror differs). */
function asymmetric(property: string, value: string): boolean {
  if (value.includes('/')) return false;
  const values = valuesOf(value);
  if (FOUR_SIDED.has(property)) return values.length === 4 && values[1] !== values[3];
  if (property === 'border-radius') {
    // Top-left, top-right, bottom-right, bottom-left; mirrored, each swaps with its neighbour.
    const [a, b = a, c = a, d = b] = values;
    return a !== b || c !== d;
  }
  return false;
}

export interface PhysicalFinding {
  line: number;
  text: string;
}

/** Each declaration of a stylesheet that names a physical side without a `physical:` reason. */
export function physicalDeclarations(css: string): PhysicalFinding[] {
  const lines = css.split('\n');
  const reasoned = new Set(
    lines.flatMap((line, index) => (/\/\*\s*physical:\s*\S/.test(line) ? [index + 1] : [])),
  );
  // Comments become spaces (line breaks kept), so offsets still give line numbers.
  const code = css.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '));
  const lineAt = (offset: number) => code.slice(0, offset).split('\n').length;
  const findings: PhysicalFinding[] = [];
  for (const match of code.matchAll(/(?<=[{;]\s*)(-?[\w-]+)\s*:\s*([^;{}]+?)\s*(?:;|(?=}))/g)) {
    const [declaration, rawProperty, rawValue] = match;
    const property = rawProperty.toLowerCase();
    // Addresses and strings name files and texts, not sides.
    const value = rawValue.replace(/url\([^)]*\)|'[^']*'|"[^"]*"/g, 'x');
    if (property.startsWith('--')) {
      // A custom property is judged by what it holds: a direction or a side.
      if (!PHYSICAL_VALUE.test(value)) continue;
    } else if (
      !PHYSICAL_PROPERTY.test(property) &&
      !PHYSICAL_VALUE.test(value) &&
      !(property === 'transform' && HORIZONTAL_TRANSLATION.test(value)) &&
      !asymmetric(property, value)
    ) {
      continue;
    }
    const start = lineAt(match.index);
    const end = lineAt(match.index + declaration.length);
    let explained = false;
    for (let line = start; line <= end; line += 1) if (reasoned.has(line)) explained = true;
    if (!explained) findings.push({ line: start, text: declaration.replace(/\s+/g, ' ').trim() });
  }
  return findings;
}

describe('the guard itself', () => {
  it('finds physical properties, values, translations and lopsided shorthands', () => {
    const css = [
      '.a { margin-left: 4px; padding-right: 2px; }',
      '.b {',
      '  left: 0;',
      '  text-align: right;',
      '  float: left;',
      '  border-top-left-radius: 4px;',
      '  border-left: 1px solid;',
      '  transform: translateX(-50%);',
      '  padding: 0 8px 0 4px;',
      '  border-radius: 4px 0 0 4px;',
      '  background: linear-gradient(',
      '    to right,',
      '    red,',
      '    blue',
      '  );',
      '  --side: right;',
      '}',
    ].join('\n');
    expect(physicalDeclarations(css).map((finding) => finding.line)).toEqual([
      1, 1, 3, 4, 5, 6, 7, 8, 9, 10, 11, 16,
    ]);
  });

  it('passes logical properties, symmetric shorthands and reasoned exceptions', () => {
    const css = [
      '.a:dir(rtl) { margin-inline-start: 4px; inset-inline-end: 0; text-align: start; }',
      '.b { float: inline-start; border-start-start-radius: 4px; padding: 0 8px; }',
      '.c { padding: 1px 8px 2px 8px; border-radius: 4px 4px 0 0; transform: translate(0, -50%); }',
      '.d { left: 50%; /* physical: centred */ transform: translateY(-50%); }',
      ".e { background: url(left.svg); content: 'right'; }",
      '/* the left edge, said in a comment */',
      '.leftish { color: red; }',
    ].join('\n');
    expect(physicalDeclarations(css)).toEqual([]);
  });
});

describe('every stylesheet of the app uses logical directions', () => {
  const sheets = filesUnder(SRC, /\.css$/);

  it('finds the stylesheets', () => {
    expect(sheets.length).toBeGreaterThan(10);
  });

  it.each(sheets.map((path) => [relative(SRC, path), path]))(
    '%s names no physical side without a reason on the line',
    (_name, path) => {
      expect(physicalDeclarations(readFileSync(path, 'utf8'))).toEqual([]);
    },
  );

  it('no component writes a physical side in an inline style', () => {
    const found = filesUnder(SRC, /\.tsx$/).flatMap((path) =>
      readFileSync(path, 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          /\b(margin|padding|border|scrollMargin|scrollPadding)(Left|Right)\b|\b(textAlign|float|clear):\s*['"](left|right)['"]/.test(
            line,
          ) && !/physical:/.test(line)
            ? [`${relative(SRC, path)}:${index + 1}: ${line.trim()}`]
            : [],
        ),
    );
    expect(found).toEqual([]);
  });
});
