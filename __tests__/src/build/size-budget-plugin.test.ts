/**
 * @jest-environment node
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import webpack from 'webpack';
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the plugin is CommonJS, like the webpack config
const { SizeBudgetPlugin } = require('../../../webpack/size-budget-plugin') as {
  SizeBudgetPlugin: new (options: {
    budgetBytes: number;
    statsFile?: string;
  }) => webpack.WebpackPluginInstance;
};

let dir: string;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'size-budget-'));
  // Random text compresses badly, so its gzip size is predictably large.
  const payload = Array.from({ length: 4000 }, (_, i) => ((i * 2654435761) % 4294967296).toString(36)).join(
    '',
  );
  writeFileSync(join(dir, 'entry.js'), `console.log(${JSON.stringify(payload)});\n`);
});

afterEach(() => rmSync(dir, { recursive: true, force: true }));

function build(budgetBytes: number): Promise<webpack.Stats> {
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: './entry.js',
    output: { path: join(dir, 'dist'), filename: '[name].js' },
    plugins: [new SizeBudgetPlugin({ budgetBytes, statsFile: 'build-stats.json' })],
  });
  return new Promise((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error || !stats) reject(error ?? new Error('no stats'));
      else resolve(stats);
    });
  });
}

describe('SizeBudgetPlugin', () => {
  it('writes the gzip size of the initial JavaScript to build-stats.json', async () => {
    const stats = await build(10 * 1024 * 1024);
    expect(stats.hasErrors()).toBe(false);
    const report = JSON.parse(readFileSync(join(dir, 'dist', 'build-stats.json'), 'utf8'));
    const main = readFileSync(join(dir, 'dist', 'main.js'));
    expect(report.files).toEqual([
      { name: 'main.js', bytes: main.length, gzipBytes: gzipSync(main, { level: 9 }).length },
    ]);
    expect(report.initialJsGzipBytes).toBe(report.files[0].gzipBytes);
  }, 30_000);

  it('fails the build past the budget and prints the figure', async () => {
    const stats = await build(1000);
    expect(stats.hasErrors()).toBe(true);
    const [error] = stats.compilation.errors;
    expect(error.message).toMatch(/initial JavaScript is \d+ bytes gzipped .* over the budget of 1000 bytes/);
  }, 30_000);
});
