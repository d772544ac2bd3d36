import fs from 'node:fs';
import path from 'node:path';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const loader = require('../../webpack/material-symbols-sprite-loader.js') as {
  (this: unknown, source: string): string;
  buildSprite: (
    table: Record<string, string>,
    read?: (file: string) => string,
  ) => { files: string[]; svg: string };
};

const root = path.resolve(__dirname, '../..');
const symbolsDir = fs.realpathSync(path.join(root, 'node_modules/@material-symbols/svg-400/outlined'));
const pathOf = (symbol: string) =>
  /\sd="([^"]+)"/.exec(fs.readFileSync(path.join(symbolsDir, `${symbol}.svg`), 'utf8'))![1];

/** Runs the loader as webpack would, collecting what it emits and the files it depends on. */
function runLoader(source: string) {
  const emitted: Record<string, string> = {};
  const dependencies: string[] = [];
  const code = loader.call(
    {
      emitFile: (name: string, content: string) => (emitted[name] = content),
      addDependency: (file: string) => dependencies.push(file),
    },
    source,
  );
  return { code, emitted, dependencies };
}

describe('the Material Symbols sprite loader', () => {
  it('emits one sprite with a symbol per icon, named as the app names it, drawn with the package’s path and viewBox', () => {
    const { emitted } = runLoader(JSON.stringify({ home: 'home', boost: 'repeat' }));
    const [name] = Object.keys(emitted);
    expect(name).toMatch(/^assets\/icons\.[0-9a-f]{8}\.svg$/);
    const svg = emitted[name];
    expect(svg).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg">' +
        `<symbol id="home" viewBox="0 -960 960 960"><path d="${pathOf('home')}"/></symbol>` +
        `<symbol id="boost" viewBox="0 -960 960 960"><path d="${pathOf('repeat')}"/></symbol>` +
        '</svg>',
    );
  });

  it('gives the module the sprite’s URL under the public path, and no path data', () => {
    const { code, emitted } = runLoader(JSON.stringify({ home: 'home' }));
    const [name] = Object.keys(emitted);
    expect(code).toBe(`export default __webpack_public_path__ + ${JSON.stringify(name)};`);
    expect(code).not.toContain(pathOf('home'));
  });

  it('names the sprite by its content: another icon set, another file name', () => {
    const one = Object.keys(runLoader(JSON.stringify({ home: 'home' })).emitted)[0];
    const same = Object.keys(runLoader(JSON.stringify({ home: 'home' })).emitted)[0];
    const other = Object.keys(runLoader(JSON.stringify({ home: 'home-fill' })).emitted)[0];
    expect(same).toBe(one);
    expect(other).not.toBe(one);
  });

  it('rebuilds when a symbol file changes: each one read is a dependency', () => {
    const { dependencies } = runLoader(JSON.stringify({ home: 'home', menu: 'menu' }));
    expect(dependencies).toEqual([path.join(symbolsDir, 'home.svg'), path.join(symbolsDir, 'menu.svg')]);
  });

  it('fails the build on a symbol the package does not have, or a name that is not one', () => {
    expect(() => loader.buildSprite({ home: 'no_such_symbol_here' })).toThrow();
    expect(() => loader.buildSprite({ home: '../../package' })).toThrow(/Not a Material Symbols name/);
    expect(() => loader.buildSprite({ 'bad"id': 'home' })).toThrow(/Not an icon name/);
  });

  it('builds the app’s own table: every icon the app names is in the package', () => {
    const table = JSON.parse(fs.readFileSync(path.join(root, 'src/ui/icons.json'), 'utf8')) as Record<
      string,
      string
    >;
    const { svg } = loader.buildSprite(table);
    for (const name of Object.keys(table)) expect(svg).toContain(`<symbol id="${name}" `);
  });
});
