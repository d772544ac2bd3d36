// Builds the app's one icon sprite from Material Symbols (outlined, weight 400, Apache-2.0) at build
// time. The loader reads `src/ui/icons.json` (the app's name of each icon → the symbol's file name in
// @material-symbols/svg-400), emits `assets/icons.<hash>.svg` with a <symbol> per icon (its viewBox is
// the package's, 0 -960 960 960), and gives the module the sprite's URL. No path data enters the
// JavaScript: an icon costs the bundle its name.
const { createHash } = require('node:crypto');
const { readFileSync } = require('node:fs');

const PACKAGE = '@material-symbols/svg-400';
const VIEW_BOX = '0 -960 960 960';

/** The file of one symbol in the package, by its name (`arrow_back`, `home-fill`). */
function symbolFile(symbol) {
  if (!/^[a-z0-9_]+(-fill)?$/.test(symbol)) throw new Error(`Not a Material Symbols name: "${symbol}"`);
  return require.resolve(`${PACKAGE}/outlined/${symbol}.svg`);
}

/** The `d` attributes of a symbol's file (the package draws each symbol as one path). */
function pathData(svg, symbol) {
  const paths = [...svg.matchAll(/<path\b[^>]*\sd="([^"]+)"/g)].map((match) => match[1]);
  if (paths.length === 0) throw new Error(`No path in the Material Symbols file for "${symbol}"`);
  return paths;
}

/**
 * The sprite for a table of icons: one <symbol id="name"> per entry, in the table's order.
 * `read` gives a symbol file's text (the file system in the build, anything in tests).
 */
function buildSprite(table, read = (file) => readFileSync(file, 'utf8')) {
  const symbols = Object.entries(table).map(([name, symbol]) => {
    if (!/^[a-z][a-z0-9-]*$/i.test(name)) throw new Error(`Not an icon name: "${name}"`);
    const file = symbolFile(symbol);
    const paths = pathData(read(file), symbol)
      .map((d) => `<path d="${d}"/>`)
      .join('');
    return { file, markup: `<symbol id="${name}" viewBox="${VIEW_BOX}">${paths}</symbol>` };
  });
  return {
    files: symbols.map((entry) => entry.file),
    svg: `<svg xmlns="http://www.w3.org/2000/svg">${symbols.map((entry) => entry.markup).join('')}</svg>`,
  };
}

function materialSymbolsSpriteLoader(source) {
  const table = JSON.parse(source);
  const { files, svg } = buildSprite(table);
  for (const file of files) this.addDependency(file);
  const name = `assets/icons.${createHash('sha256').update(svg).digest('hex').slice(0, 8)}.svg`;
  this.emitFile(name, svg);
  return `export default __webpack_public_path__ + ${JSON.stringify(name)};`;
}

module.exports = materialSymbolsSpriteLoader;
module.exports.buildSprite = buildSprite;
module.exports.VIEW_BOX = VIEW_BOX;
