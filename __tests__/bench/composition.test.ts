import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SourceMapGenerator } from 'source-map-js';
import { attributeCode, composition, moduleName } from '../../bench/composition.mjs';

/** A minified-looking file made of pieces, each mapped to its source, and its source map. */
function build(pieces: [string, string | null][]) {
  const generator = new SourceMapGenerator({ file: 'out.js' });
  let code = '';
  for (const [text, source] of pieces) {
    if (source) {
      generator.addMapping({
        generated: { line: 1, column: code.length },
        original: { line: 1, column: 0 },
        source,
      });
    }
    code += text;
  }
  return { code, map: generator.toString() };
}

describe('first-load composition from source maps', () => {
  test('a package under node_modules is named by its package, scoped or not, and app code by its path', () => {
    expect(moduleName('webpack://fedideck/../main/node_modules/@formatjs/intl/index.js')).toBe(
      '@formatjs/intl',
    );
    expect(moduleName('webpack://fedideck/./node_modules/dompurify/dist/purify.es.mjs')).toBe('dompurify');
    expect(moduleName('webpack://fedideck/./src/app/Routes.tsx')).toBe('src/app/Routes.tsx');
    expect(moduleName(null)).toMatch(/unmapped/);
  });

  test("each module gets the characters from its mapping to the next one, and a package's files add up", () => {
    const { code, map } = build([
      ['!function(){', null],
      ['var a=1;', 'webpack://app/./node_modules/dompurify/dist/purify.es.mjs'],
      ['var bb=22;', 'webpack://app/./src/index.tsx'],
      ['var c=3;', 'webpack://app/./node_modules/dompurify/dist/other.mjs'],
    ]);
    const sizes = attributeCode(code, map);
    expect(sizes.get('dompurify')).toBe(16);
    expect(sizes.get('src/index.tsx')).toBe(10);
    expect([...sizes.values()].reduce((a, b) => a + b, 0)).toBe(code.length);
  });

  test("a file's gzip size is shared by its modules' raw shares, and a module in two files is reported", () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'composition-'));
    const shared = 'webpack://app/./node_modules/wouter/src/index.js';
    const files = {
      'a.js': build([
        ['x'.repeat(300), 'webpack://app/./src/a.ts'],
        ['y'.repeat(100), shared],
      ]),
      'b.js': build([['z'.repeat(50), shared]]),
    };
    for (const [name, { code, map }] of Object.entries(files)) {
      writeFileSync(path.join(dir, name), code);
      writeFileSync(path.join(dir, `${name}.map`), map);
    }
    const result = composition(dir, ['/a.js', 'b.js']);
    const a = result.chunks.find((chunk) => chunk.file === 'a.js')!;
    const appModule = result.modules.find((m) => m.module === 'src/a.ts')!;
    expect(appModule.gzipBytes).toBe(Math.round(a.gzipBytes * 0.75));
    expect(result.duplicated).toEqual(['wouter']);
    expect(result.gzipBytes).toBe(result.chunks.reduce((sum, chunk) => sum + chunk.gzipBytes, 0));
  });
});
