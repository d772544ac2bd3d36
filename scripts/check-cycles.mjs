// Import cycles between layers that must not have any: between the app's feature folders
// (src/features/<name>) and between the instance's store and serialisers (server/store, server/serialize).
// madge reads the file graph; files are grouped by folder and any cycle of folders fails the check.
import madge from 'madge';

const GROUPS = [/^src\/features\/([^/]+)\//, /^server\/(store|serialize)\//];
const groupOf = (file) => {
  for (const pattern of GROUPS) {
    const match = pattern.exec(file);
    if (match) return match[0].slice(0, -1);
  }
  return null;
};

const result = await madge(['src', 'server'], {
  fileExtensions: ['ts', 'tsx'],
  tsConfig: 'tsconfig.json',
  detectiveOptions: { ts: { skipTypeImports: false }, tsx: { skipTypeImports: false } },
});
const edges = new Map();
const examples = new Map();
for (const [from, targets] of Object.entries(result.obj())) {
  const a = groupOf(from);
  if (!a) continue;
  for (const to of targets) {
    const b = groupOf(to);
    if (!b || a === b) continue;
    if (!edges.has(a)) edges.set(a, new Set());
    edges.get(a).add(b);
    if (!examples.has(`${a}>${b}`)) examples.set(`${a}>${b}`, `${from} -> ${to}`);
  }
}

// Tarjan's strongly connected components: any component of more than one folder is a cycle.
let index = 0;
const stack = [];
const state = new Map();
const cycles = [];
function visit(node) {
  state.set(node, { index, low: index, onStack: true });
  index += 1;
  stack.push(node);
  for (const next of edges.get(node) ?? []) {
    if (!state.has(next)) {
      visit(next);
      state.get(node).low = Math.min(state.get(node).low, state.get(next).low);
    } else if (state.get(next).onStack) {
      state.get(node).low = Math.min(state.get(node).low, state.get(next).index);
    }
  }
  if (state.get(node).low === state.get(node).index) {
    const component = [];
    let member;
    do {
      member = stack.pop();
      state.get(member).onStack = false;
      component.push(member);
    } while (member !== node);
    if (component.length > 1) cycles.push(component);
  }
}
for (const node of edges.keys()) if (!state.has(node)) visit(node);

if (cycles.length === 0) {
  console.log('No import cycle between feature folders, nor between server/store and server/serialize.');
} else {
  for (const component of cycles) {
    console.error(`Import cycle between ${component.sort().join(', ')}:`);
    for (const a of component)
      for (const b of component) if (examples.has(`${a}>${b}`)) console.error(`  ${examples.get(`${a}>${b}`)}`);
  }
  process.exit(1);
}
