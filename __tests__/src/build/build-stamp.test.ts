/**
 * @jest-environment node
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import webpack from 'webpack';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the plugin is CommonJS, like the webpack config
const stamp = require('../../../webpack/build-stamp') as {
  BUILD_INPUTS: string[];
  STAMP_FILE: string;
  BuildStampPlugin: new (options: { root: string; inputs?: string[] }) => webpack.WebpackPluginInstance;
  isBuildFresh: (root: string, outDir?: string) => boolean;
};

let root: string;

function write(file: string, text: string) {
  mkdirSync(join(root, file, '..'), { recursive: true });
  writeFileSync(join(root, file), text);
}

/** A production build of the temporary project with the stamp plugin, as `npm start` runs it. */
function build(): Promise<webpack.Stats> {
  const compiler = webpack({
    mode: 'production',
    context: root,
    entry: './src/index.js',
    output: { path: join(root, 'dist'), filename: 'main.js', clean: true },
    plugins: [
      new stamp.BuildStampPlugin({ root }),
      {
        apply: (c: webpack.Compiler) =>
          c.hooks.thisCompilation.tap('Html', (compilation) =>
            compilation.hooks.processAssets.tap('Html', () =>
              compilation.emitAsset('index.html', new webpack.sources.RawSource('<!doctype html>')),
            ),
          ),
      },
    ],
  });
  return new Promise((done, fail) =>
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error || !stats) fail(error ?? new Error('no stats'));
      else done(stats);
    }),
  );
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'build-stamp-'));
  write('src/index.js', "import { two } from './two';\nconsole.log(two);\n");
  write('src/two.js', 'export const two = 2;\n');
  write('service-worker/sw.js', 'self.x = 1;\n');
  write('package-lock.json', '{"lockfileVersion":3}\n');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('the build stamp that lets npm start reuse dist/', () => {
  test('a tree that was never built is stale', () => {
    expect(stamp.isBuildFresh(root)).toBe(false);
  });

  test('a build of the unchanged tree stays fresh, even with newer file times', async () => {
    expect((await build()).hasErrors()).toBe(false);
    expect(stamp.isBuildFresh(root)).toBe(true);
    const later = new Date(Date.now() + 60_000);
    utimesSync(join(root, 'src/two.js'), later, later);
    expect(stamp.isBuildFresh(root)).toBe(true);
  });

  test('a changed note for people in a source folder keeps the build fresh', async () => {
    await build();
    write('src/README.md', '# src\n');
    expect(stamp.isBuildFresh(root)).toBe(true);
  });

  test.each([
    ['a changed source', () => write('src/two.js', 'export const two = 3;\n')],
    ['a new source', () => write('src/three.js', 'export const three = 3;\n')],
    ['a removed source', () => rmSync(join(root, 'src/two.js'))],
    ['a changed service worker', () => write('service-worker/sw.js', 'self.x = 2;\n')],
    ['changed locked dependencies', () => write('package-lock.json', '{"lockfileVersion":3,"x":1}\n')],
    ['a new babel configuration', () => write('babel.config.js', 'module.exports = {};\n')],
  ])('%s makes the build stale', async (_name, change) => {
    await build();
    expect(stamp.isBuildFresh(root)).toBe(true);
    change();
    expect(stamp.isBuildFresh(root)).toBe(false);
  });

  test('a build that fails leaves no stamp, so the next start builds again', async () => {
    await build();
    write('src/two.js', 'export const two = ;\n');
    expect((await build()).hasErrors()).toBe(true);
    expect(existsSync(join(root, 'dist', stamp.STAMP_FILE))).toBe(false);
    expect(stamp.isBuildFresh(root)).toBe(false);
  });

  test('a stamp without the built files is not trusted', async () => {
    await build();
    rmSync(join(root, 'dist/index.html'));
    expect(stamp.isBuildFresh(root)).toBe(false);
  });

  test('every input the list names exists in the project, and the build configuration reads the list', () => {
    const project = resolve(__dirname, '../../..');
    for (const input of stamp.BUILD_INPUTS) expect(existsSync(join(project, input))).toBe(true);
    expect(stamp.BUILD_INPUTS).toEqual(
      expect.arrayContaining(['src', 'service-worker', 'manifest', 'webpack.config.js', 'package-lock.json']),
    );
    expect(readFileSync(join(project, 'webpack.config.js'), 'utf8')).toContain('new BuildStampPlugin(');
  });
});
