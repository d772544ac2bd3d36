// `npm test`: type check, lint (with the layer boundaries), import cycles, the lazy core's counts, the
// production build and Chromium's install side by side, then the unit and component tests, and the
// end-to-end tests (in shards: scripts/e2e-shards.mjs).
// Each step stops the run on failure. The checks that run side by side print their output when done.
import { spawn, spawnSync } from 'node:child_process';
import { cpus } from 'node:os';
import { runE2eShards } from './e2e-shards.mjs';

const env = { ...process.env, FORCE_COLOR: '0' };
const workers = String(Math.max(1, Math.min(2, cpus().length)));

/** Runs commands side by side, each one's output kept and printed once it ends; 0 when all passed. */
async function together(commands) {
  const runs = commands.map(
    ([name, command, args]) =>
      new Promise((resolve) => {
        const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
        let output = '';
        child.stdout.on('data', (chunk) => (output += chunk));
        child.stderr.on('data', (chunk) => (output += chunk));
        child.on('close', (code) => {
          process.stdout.write(`--- ${name} (exit ${code}) ---\n${output}`);
          resolve(code ?? 1);
        });
      }),
  );
  const codes = await Promise.all(runs);
  return codes.every((code) => code === 0) ? 0 : 1;
}

const steps = [
  [
    'type check, lint, import cycles, the lazy core, the build and Chromium',
    () =>
      together([
        ['type check', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']],
        ['lint', 'npx', ['eslint', '.', '--max-warnings=0']],
        ['import cycles', 'node', ['scripts/check-cycles.mjs']],
        ['lazy core', 'node', ['scripts/check-lazy-core.mjs']],
        ['build', 'npx', ['webpack', '--mode', 'production']],
        ['chromium', 'node', ['scripts/ensure-chromium.mjs']],
      ]),
  ],
  ['unit and component tests', 'npx', ['jest', '--ci', `--maxWorkers=${workers}`]],
  ['end-to-end tests', runE2eShards],
];

const startedAll = Date.now();
for (const [name, command, args] of steps) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  if (typeof command === 'function') {
    const status = await command();
    if (typeof status === 'number' && status !== 0) {
      console.error(`\n${name} failed.`);
      process.exit(status);
    }
  } else {
    const result = spawnSync(command, args, { stdio: 'inherit', env });
    if (result.status !== 0) {
      console.error(`\n${name} failed (exit ${result.status ?? result.signal}).`);
      process.exit(result.status || 1);
    }
  }
  console.log(`=== ${name}: ok in ${((Date.now() - started) / 1000).toFixed(1)} s ===`);
}
console.log(`\nAll passed in ${((Date.now() - startedAll) / 60_000).toFixed(1)} min.`);
