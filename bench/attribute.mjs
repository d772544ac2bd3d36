// Attributes a built chunk's gzip bytes to its source modules through the chunk's source map:
// each module's generated text is gzipped on its own, and the figures are scaled so that they add
// up to the chunk's own gzip size. Usage: node bench/attribute.mjs dist/main.*.js [top=40] [--dirs]
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { SourceMapConsumer } from 'source-map-js';

const [file, topArg = '40', ...flags] = process.argv.slice(2);
const byDir = flags.includes('--dirs');
const code = readFileSync(file, 'utf8');
const map = new SourceMapConsumer(JSON.parse(readFileSync(`${file}.map`, 'utf8')));
const lines = code.split('\n');
const lineStarts = [];
let offset = 0;
for (const line of lines) {
  lineStarts.push(offset);
  offset += line.length + 1;
}
const mappings = [];
map.eachMapping((m) => mappings.push(m), null, SourceMapConsumer.GENERATED_ORDER);
const text = new Map();
for (let i = 0; i < mappings.length; i += 1) {
  const m = mappings[i];
  const next = mappings[i + 1];
  const start = lineStarts[m.generatedLine - 1] + m.generatedColumn;
  const end =
    next && next.generatedLine === m.generatedLine
      ? lineStarts[next.generatedLine - 1] + next.generatedColumn
      : lineStarts[m.generatedLine - 1] + lines[m.generatedLine - 1].length;
  let name = (m.source ?? '(none)')
    .replace(/^webpack:\/\/[^/]*\//, '')
    .replace(/^\.\//, '')
    .replace(/^.*?node_modules\//, 'node_modules/');
  if (byDir) {
    const parts = name.split('/');
    name = name.startsWith('node_modules/')
      ? parts.slice(0, parts[1]?.startsWith('@') ? 3 : 2).join('/')
      : parts.slice(0, name.startsWith('src/features/') ? 3 : 2).join('/');
  }
  text.set(name, (text.get(name) ?? '') + code.slice(start, end));
}
const total = gzipSync(code, { level: 9 }).length;
const rows = [...text].map(([name, t]) => [name, gzipSync(t, { level: 9 }).length]);
const sum = rows.reduce((s, [, g]) => s + g, 0);
rows.sort((a, b) => b[1] - a[1]);
console.log(`${file}: ${total} B gzip, ${rows.length} ${byDir ? 'folders' : 'modules'}`);
for (const [name, g] of rows.slice(0, Number(topArg)))
  console.log(String(Math.round((g * total) / sum)).padStart(7), name);
