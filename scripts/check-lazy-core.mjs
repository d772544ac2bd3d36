// The lazy core's counts, each of which must be 0: a lazy feature is declared once (its intents as one
// object, its handlers as one map, its slice injecting itself) and its code loads one way (the registry).
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import madge from 'madge';

const files = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? files(full) : /\.tsx?$/.test(name) ? [full] : [];
  });

const source = files('src').map((file) => ({ file, text: readFileSync(file, 'utf8') }));
const occurrences = (pattern, only = () => true) =>
  source.flatMap(({ file, text }) => (only(file) ? [...text.matchAll(pattern)].map(() => file) : []));

// What the root reducer's module reaches by static imports (types aside): the store's first load.
const graph = (
  await madge('src/store/rootReducer.ts', {
    fileExtensions: ['ts', 'tsx'],
    tsConfig: 'tsconfig.json',
    detectiveOptions: { ts: { skipTypeImports: true }, tsx: { skipTypeImports: true } },
  })
).obj();
const fromRoot = Object.keys(graph).map((file) => path.normalize(path.join('src/store', file)));
const injecting = new Set(occurrences(/\binjectLazySlice\(/g, (file) => !file.startsWith('src/store/')));

const counts = {
  'useLazyReducer calls': occurrences(/\buseLazyReducer\(/g, (file) => !file.startsWith('src/store/')),
  'intent arrays': occurrences(/=\s*\[[^\]]*\]\s*as const/g, (file) => file.endsWith('/intents.ts')),
  'runIntent if-chains': occurrences(/\brunIntent\b/g),
  'import() in a feature saga or workers module': occurrences(/\bimport\(/g, (file) =>
    /^src\/features\/.+\/(sagas|workers)\.ts$/.test(file),
  ),
  'components reached from the root reducer': fromRoot.filter((file) => file.endsWith('.tsx')),
  'lazy slices reached from the root reducer (a runtime cycle)': fromRoot.filter((file) =>
    injecting.has(file),
  ),
};

let failed = false;
for (const [name, found] of Object.entries(counts)) {
  console.log(`${String(found.length).padStart(4)}  ${name}`);
  for (const file of new Set(found)) {
    failed = true;
    console.error(`        ${file}`);
  }
}
console.log(`${String(fromRoot.length).padStart(4)}  files reached from the root reducer (for the record)`);
if (failed) {
  console.error('The lazy core counts above must be 0 (src/README.md, "A lazy feature").');
  process.exit(1);
}
