// Fails the build when the gzipped JavaScript that the browser must load before the app starts (the
// initial chunks of every entry) grows past a budget, and writes the figure to a stats file that the
// benchmark reads. Measured after minification, on the bytes that are emitted.
const zlib = require('node:zlib');
const { Compilation, WebpackError, sources } = require('webpack');

const PLUGIN_NAME = 'SizeBudgetPlugin';

/** Gzip size at the level static servers typically use for precompressed files. */
function gzipBytes(content) {
  return zlib.gzipSync(content, { level: 9 }).length;
}

/** The JavaScript files of the initial chunks of every entry point, each listed once. */
function initialJsFiles(compilation) {
  const files = new Set();
  for (const entrypoint of compilation.entrypoints.values()) {
    for (const file of entrypoint.getFiles()) {
      if (/\.m?js$/.test(file)) files.add(file);
    }
  }
  return [...files].sort();
}

function measure(compilation) {
  const files = initialJsFiles(compilation).map((name) => {
    const asset = compilation.getAsset(name);
    const content = asset ? asset.source.buffer() : Buffer.alloc(0);
    return { name, bytes: content.length, gzipBytes: gzipBytes(content) };
  });
  const initialJsGzipBytes = files.reduce((sum, file) => sum + file.gzipBytes, 0);
  return { initialJsGzipBytes, files };
}

class SizeBudgetPlugin {
  /** @param {{ budgetBytes: number, statsFile?: string }} options */
  constructor(options) {
    if (!Number.isFinite(options?.budgetBytes) || options.budgetBytes <= 0) {
      throw new Error(`${PLUGIN_NAME}: budgetBytes must be a positive number`);
    }
    this.budgetBytes = options.budgetBytes;
    this.statsFile = options.statsFile ?? 'build-stats.json';
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap(PLUGIN_NAME, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: PLUGIN_NAME, stage: Compilation.PROCESS_ASSETS_STAGE_ANALYSE },
        () => {
          const stats = { ...measure(compilation), budgetBytes: this.budgetBytes };
          compilation.emitAsset(this.statsFile, new sources.RawSource(JSON.stringify(stats, null, 2) + '\n'));
          const kb = (stats.initialJsGzipBytes / 1024).toFixed(1);
          const budgetKb = (this.budgetBytes / 1024).toFixed(1);
          const logger = compilation.getLogger(PLUGIN_NAME);
          if (stats.initialJsGzipBytes > this.budgetBytes) {
            const error = new WebpackError(
              `${PLUGIN_NAME}: initial JavaScript is ${stats.initialJsGzipBytes} bytes gzipped (${kb} KB), ` +
                `over the budget of ${this.budgetBytes} bytes (${budgetKb} KB). Files: ` +
                stats.files.map((file) => `${file.name} ${file.gzipBytes}`).join(', '),
            );
            compilation.errors.push(error);
          } else {
            logger.info(
              `initial JavaScript: ${stats.initialJsGzipBytes} bytes gzipped (${kb} KB of ${budgetKb} KB)`,
            );
          }
        },
      );
    });
  }
}

module.exports = { SizeBudgetPlugin, gzipBytes };
