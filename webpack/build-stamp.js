// Whether dist/ holds the production build of the sources as they are now. The build writes a stamp
// beside its files: a SHA-256 of every input that goes into it (the files and folders in BUILD_INPUTS:
// their paths and contents, never their times). `npm start` builds only when the stamp is missing or
// names other inputs, so a second start with nothing changed serves the build it has.
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');

/** What the production build reads, relative to the project's root: sources, configuration and the locked dependencies. */
const BUILD_INPUTS = [
  'src',
  'service-worker',
  'manifest',
  'webpack',
  'webpack.config.js',
  'babel.config.js',
  'package.json',
  'package-lock.json',
];

/** The stamp's name in the output folder; it is never precached (it is written after the build's assets). */
const STAMP_FILE = '.build-stamp';

const PLUGIN_NAME = 'BuildStampPlugin';

/** Files in the input folders that no build reads: their notes for people. */
const NOT_READ = /^README/;

/** Every file under the inputs, as sorted paths relative to the root (a missing input is left out). */
function inputFiles(root, inputs = BUILD_INPUTS) {
  const files = [];
  for (const input of inputs) {
    const full = path.join(root, input);
    if (!fs.existsSync(full)) continue;
    if (fs.statSync(full).isDirectory()) {
      for (const entry of fs.readdirSync(full, { recursive: true, withFileTypes: true })) {
        if (entry.isFile() && !NOT_READ.test(entry.name))
          files.push(path.relative(root, path.join(entry.parentPath ?? entry.path, entry.name)));
      }
    } else {
      files.push(input);
    }
  }
  return files.map((file) => file.split(path.sep).join('/')).sort();
}

/** The hash of the inputs: each file's path and content, in a fixed order. */
function inputsHash(root, inputs = BUILD_INPUTS) {
  const hash = crypto.createHash('sha256');
  for (const file of inputFiles(root, inputs)) {
    const content = fs.readFileSync(path.join(root, file));
    hash.update(`${file}\0${content.length}\0`);
    hash.update(content);
  }
  return hash.digest('hex');
}

/** Whether `outDir` holds a build of the inputs as they are now. */
function isBuildFresh(root, outDir = path.join(root, 'dist'), inputs = BUILD_INPUTS) {
  const stampPath = path.join(outDir, STAMP_FILE);
  if (!fs.existsSync(stampPath) || !fs.existsSync(path.join(outDir, 'index.html'))) return false;
  return fs.readFileSync(stampPath, 'utf8').trim() === inputsHash(root, inputs);
}

/**
 * Writes the stamp once a build has finished without errors, with the hash of the inputs taken when it
 * started (an edit made during the build leaves the next start building again).
 */
class BuildStampPlugin {
  /** @param {{ root: string, inputs?: string[] }} options */
  constructor(options) {
    this.root = options.root;
    this.inputs = options.inputs ?? BUILD_INPUTS;
  }

  apply(compiler) {
    let hash = null;
    // The old stamp goes first: a build that fails or is stopped halfway leaves none.
    compiler.hooks.beforeRun.tap(PLUGIN_NAME, () => {
      fs.rmSync(path.join(compiler.options.output.path, STAMP_FILE), { force: true });
      hash = inputsHash(this.root, this.inputs);
    });
    compiler.hooks.done.tap(PLUGIN_NAME, (stats) => {
      if (hash === null || stats.hasErrors()) return;
      const outDir = stats.compilation.outputOptions.path;
      fs.writeFileSync(path.join(outDir, STAMP_FILE), `${hash}\n`);
    });
  }
}

module.exports = { BUILD_INPUTS, STAMP_FILE, BuildStampPlugin, inputFiles, inputsHash, isBuildFresh };
