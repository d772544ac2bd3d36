// What the first-load chunks are made of: each chunk's bytes attributed to the source modules they
// came from, read from the build's source maps (source-map-js, the maintained fork of Mozilla's
// source-map that postcss and webpack's tooling use, with a synchronous consumer). A module is its
// package name under node_modules, its path in the app otherwise.
//
// Approximation: gzip does not compress every module equally, and a source map says nothing of that;
// each module is given its share of the chunk's raw (minified) bytes times the chunk's gzip -9 size.
// Columns in a source map count UTF-16 units, not bytes; the minified output is nearly all ASCII.
//
// Alone: `node bench/composition.mjs [file.js ...]` (names under dist/; by default the entry's initial
// chunks from dist/build-stats.json, plus whatever files are named), prints the top modules.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { SourceMapConsumer } from 'source-map-js';

const UNMAPPED = '(unmapped: webpack runtime and glue)';

/** `webpack://app/../x/node_modules/@scope/pkg/dist/a.js` → `@scope/pkg`; `…/src/app/App.tsx` → `src/app/App.tsx`. */
export function moduleName(source) {
  if (!source) return UNMAPPED;
  const clean = source.replace(/^webpack:\/\/[^/]*\//, '').replace(/\?.*$/, '');
  const inPackages = clean.lastIndexOf('node_modules/');
  if (inPackages >= 0) {
    const parts = clean.slice(inPackages + 'node_modules/'.length).split('/');
    return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  const app = clean.match(/(?:^|\/)((?:src|service-worker)\/.*)$/);
  return app ? app[1] : clean.replace(/^(\.\.?\/)+/, '');
}

/** Raw characters of `code` per module, from its source map. */
export function attributeCode(code, map) {
  const consumer = new SourceMapConsumer(typeof map === 'string' ? JSON.parse(map) : map);
  const lines = code.split('\n');
  const perLine = lines.map(() => []);
  consumer.eachMapping((mapping) => {
    perLine[mapping.generatedLine - 1]?.push([mapping.generatedColumn, moduleName(mapping.source)]);
  });
  const sizes = new Map();
  const add = (name, count) => {
    if (count > 0) sizes.set(name, (sizes.get(name) ?? 0) + count);
  };
  lines.forEach((line, index) => {
    const marks = perLine[index].sort((a, b) => a[0] - b[0]);
    // A newline belongs to the module whose code ends the line.
    const length = line.length + (index < lines.length - 1 ? 1 : 0);
    add(UNMAPPED, marks.length ? marks[0][0] : length);
    marks.forEach(([column, name], i) =>
      add(name, (i + 1 < marks.length ? marks[i + 1][0] : length) - column),
    );
  });
  return sizes;
}

/** Each file's raw and gzip bytes, and its modules with their raw bytes and estimated gzip bytes. */
export function composition(distDir, files) {
  const chunks = files.map((file) => {
    const name = file.replace(/^\//, '');
    const code = readFileSync(path.join(distDir, name), 'utf8');
    const gzipBytes = gzipSync(Buffer.from(code), { level: 9 }).length;
    const sizes = attributeCode(code, readFileSync(path.join(distDir, `${name}.map`), 'utf8'));
    const raw = [...sizes.values()].reduce((sum, n) => sum + n, 0);
    const modules = [...sizes]
      .map(([module, bytes]) => ({ module, bytes, gzipBytes: Math.round((bytes / raw) * gzipBytes) }))
      .sort((a, b) => b.bytes - a.bytes);
    return { file: name, bytes: Buffer.byteLength(code), gzipBytes, modules };
  });
  const totals = new Map();
  for (const chunk of chunks) {
    for (const { module, bytes, gzipBytes } of chunk.modules) {
      const total = totals.get(module) ?? { module, bytes: 0, gzipBytes: 0, chunks: [] };
      total.bytes += bytes;
      total.gzipBytes += gzipBytes;
      total.chunks.push(chunk.file);
      totals.set(module, total);
    }
  }
  const modules = [...totals.values()].sort((a, b) => b.gzipBytes - a.gzipBytes);
  return {
    gzipBytes: chunks.reduce((sum, chunk) => sum + chunk.gzipBytes, 0),
    chunks: chunks.map(({ file, bytes, gzipBytes }) => ({ file, bytes, gzipBytes })),
    // The same module in two first-load files is downloaded twice.
    duplicated: modules.filter((m) => m.chunks.length > 1 && m.module !== UNMAPPED).map((m) => m.module),
    modules,
  };
}

/** The composition as lines of text: files, then the `top` modules by estimated gzip bytes. */
export function formatComposition(result, top = 25) {
  const rows = [`first-load JavaScript: ${result.gzipBytes} B gzip -9`];
  for (const chunk of result.chunks)
    rows.push(`  ${chunk.file}: ${chunk.gzipBytes} B gzip, ${chunk.bytes} B raw`);
  rows.push(`top ${top} modules (gzip estimated from each module's share of its file's raw bytes):`);
  for (const m of result.modules.slice(0, top)) {
    rows.push(`  ${String(m.gzipBytes).padStart(6)} B  ${String(m.bytes).padStart(7)} raw  ${m.module}`);
  }
  if (result.duplicated.length)
    rows.push(`in more than one first-load file: ${result.duplicated.join(', ')}`);
  return rows.join('\n');
}

if (process.argv[1] && path.basename(process.argv[1]) === 'composition.mjs') {
  const distDir = path.resolve(path.dirname(process.argv[1]), '..', 'dist');
  const stats = JSON.parse(readFileSync(path.join(distDir, 'build-stats.json'), 'utf8'));
  const files = [...new Set([...stats.files.map((f) => f.name), ...process.argv.slice(2)])];
  console.log(formatComposition(composition(distDir, files)));
}
