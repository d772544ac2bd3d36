import path from 'node:path';
import { ResolverFactory, CachedInputFileSystem } from 'enhanced-resolve';
import fs from 'node:fs';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const makeConfig = require('../../webpack.config.js') as (
  env: unknown,
  argv: { mode: string },
) => { resolve: { alias: Record<string, string>; extensions: string[] } };

const root = path.resolve(__dirname, '../..');

/** Resolves `request` from `fromDir` as the build does for the browser, in `mode`. */
function resolveAs(mode: 'production' | 'development', request: string, fromDir: string) {
  const { resolve } = makeConfig({}, { mode });
  const resolver = ResolverFactory.createResolver({
    fileSystem: new CachedInputFileSystem(fs, 4000),
    useSyncFileSystemCalls: true,
    alias: resolve.alias,
    extensions: resolve.extensions,
    conditionNames: ['webpack', mode, 'browser', 'import', 'module', 'default'],
    mainFields: ['browser', 'module', 'main'],
  });
  const found = resolver.resolveSync({}, fromDir, request);
  return found ? fs.realpathSync(found) : found;
}

const packageDir = (name: string) => fs.realpathSync(path.join(root, 'node_modules', name));

describe('the build resolves vendor modules to their leanest builds', () => {
  test("wouter's useSyncExternalStore shim is React's own hook", () => {
    const wouterSrc = path.join(packageDir('wouter'), 'src');
    const shim = path.join(root, 'webpack/react-use-sync-external-store.js');
    expect(resolveAs('production', 'use-sync-external-store/shim/index.js', wouterSrc)).toBe(shim);
    expect(resolveAs('production', 'use-sync-external-store/shim', wouterSrc)).toBe(shim);
  });

  test('immer is its production build in production, and its checked build in development', () => {
    const toolkit = packageDir('@reduxjs/toolkit');
    expect(resolveAs('production', 'immer', toolkit)).toBe(
      path.join(packageDir('immer'), 'dist/immer.production.mjs'),
    );
    expect(resolveAs('development', 'immer', toolkit)).toBe(path.join(packageDir('immer'), 'dist/immer.mjs'));
  });

  test("react-intl's message parser is left out: messages are compiled at build time", () => {
    const intl = packageDir('intl-messageformat');
    expect(resolveAs('production', '@formatjs/icu-messageformat-parser', intl)).toBe(
      path.join(packageDir('@formatjs/icu-messageformat-parser'), 'no-parser.js'),
    );
  });
});
