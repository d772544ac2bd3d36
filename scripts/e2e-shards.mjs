// The end-to-end suite, in one shard or several run side by side (`E2E_SHARDS`, 1 by default). On two
// cores two shards took each test about twice as long (Chromium's many processes, mostly in the
// kernel's time), so the run took no less and the heaviest tests neared their timeouts: one is the
// default; a machine with more cores can run more. Each shard starts its own instance on its own port
// (the specs derive every other port they open from it), writes to its own output folder and JSON
// report; the run fails if any shard fails, and ends with the slowest spec files and tests.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const SHARD_PORT_STEP = 100;

function runShard(index, count, basePort, extraArgs) {
  const port = basePort + index * SHARD_PORT_STEP;
  const dir = path.resolve('test-results', `shard-${index + 1}`);
  mkdirSync(dir, { recursive: true });
  const report = path.join(dir, 'report.json');
  const args = ['playwright', 'test', `--shard=${index + 1}/${count}`, ...extraArgs];
  const child = spawn('npx', args, {
    env: {
      ...process.env,
      FORCE_COLOR: '0',
      E2E_PORT: String(port),
      E2E_OUTPUT_DIR: path.join(dir, 'output'),
      E2E_JSON_REPORT: report,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = count > 1 ? `[e2e ${index + 1}/${count}] ` : '';
  const forward = (stream, out) => {
    let rest = '';
    stream.on('data', (chunk) => {
      const lines = (rest + chunk.toString()).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) out.write(`${prefix}${line}\n`);
    });
    stream.on('end', () => rest && out.write(`${prefix}${rest}\n`));
  };
  forward(child.stdout, process.stdout);
  forward(child.stderr, process.stderr);
  return new Promise((resolve) => child.on('close', (code) => resolve({ code: code ?? 1, report })));
}

function testsOf(suite, file = suite.file) {
  const tests = [];
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) {
      const duration = (test.results ?? []).reduce((sum, result) => sum + (result.duration ?? 0), 0);
      tests.push({ file: spec.file ?? file, title: spec.title, duration });
    }
  }
  for (const child of suite.suites ?? []) tests.push(...testsOf(child, file));
  return tests;
}

function printSlowest(reports) {
  const tests = reports.filter(existsSync).flatMap((report) => {
    const json = JSON.parse(readFileSync(report, 'utf8'));
    return (json.suites ?? []).flatMap((suite) => testsOf(suite));
  });
  if (tests.length === 0) return;
  const byFile = new Map();
  for (const t of tests) byFile.set(t.file, (byFile.get(t.file) ?? 0) + t.duration);
  const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`.padStart(8);
  console.log('\nSlowest spec files:');
  for (const [file, ms] of [...byFile].sort((a, b) => b[1] - a[1]).slice(0, 12))
    console.log(`${seconds(ms)}  ${file}`);
  console.log('Slowest tests:');
  for (const t of tests.sort((a, b) => b.duration - a.duration).slice(0, 12)) {
    console.log(`${seconds(t.duration)}  ${t.file} › ${t.title.slice(0, 110)}`);
  }
}

export async function runE2eShards(extraArgs = []) {
  const count = Math.max(1, Number(process.env.E2E_SHARDS || 1));
  const basePort = Number(process.env.E2E_PORT || 4317);
  const results = await Promise.all(
    Array.from({ length: count }, (_, index) => runShard(index, count, basePort, extraArgs)),
  );
  printSlowest(results.map((r) => r.report));
  return results.every((r) => r.code === 0) ? 0 : 1;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  runE2eShards(process.argv.slice(2)).then((code) => process.exit(code));
}
