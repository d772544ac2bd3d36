// `npm test`: type check, lint (with the layer boundaries), import cycles, unit and component tests,
// production build, end-to-end tests.
// Each step stops the run on failure.
import { spawnSync } from 'node:child_process';
import { ensureChromium } from './ensure-chromium.mjs';
import { runE2eShards } from './e2e-shards.mjs';

const steps = [
  ['type check', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']],
  ['lint', 'npx', ['eslint', '.', '--max-warnings=0']],
  ['import cycles', 'node', ['scripts/check-cycles.mjs']],
  ['unit and component tests', 'npx', ['jest', '--ci']],
  ['build', 'npx', ['webpack', '--mode', 'production']],
  ['chromium', null, ensureChromium],
  ['end-to-end tests', null, runE2eShards],
];

for (const [name, command, args] of steps) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  if (command === null) {
    const status = await args();
    if (typeof status === 'number' && status !== 0) {
      console.error(`\n${name} failed.`);
      process.exit(status);
    }
  } else {
    const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, FORCE_COLOR: '0' } });
    if (result.status !== 0) {
      console.error(`\n${name} failed (exit ${result.status ?? result.signal}).`);
      process.exit(result.status || 1);
    }
  }
  console.log(`=== ${name}: ok in ${((Date.now() - started) / 1000).toFixed(1)} s ===`);
}
