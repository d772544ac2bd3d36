// `npm run bench`: builds the app if needed, starts the local instance on loopback with a fresh demo
// world, and prints the figures as JSON with their budgets. Figures come from this machine: run it
// on a quiet one.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { ensureChromium } from '../scripts/ensure-chromium.mjs';
import { signIn, startInstance } from './instance.mjs';
import { measureClient } from './client-paint.mjs';
import { measureDeck } from './deck-load.mjs';
import { measureClickToPressed } from './click-pressed.mjs';
import { measureInstance } from './server-load.mjs';
import { measureKeystroke } from './keystroke.mjs';
import { composition, formatComposition } from './composition.mjs';
import { measureSoak } from './soak.mjs';
import { measureLanguages } from './languages.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distDir = path.join(root, 'dist');

if (!existsSync(path.join(distDir, 'index.html')) || process.argv.includes('--build')) {
  const build = spawnSync('npx', ['webpack', '--mode', 'production'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status || 1);
}
const executablePath = ensureChromium();

const instance = await startInstance();
try {
  // BENCH_ONLY=soak: the long session alone.
  if (process.env.BENCH_ONLY === 'soak') {
    console.log(
      JSON.stringify({ client: { soak: await measureSoak(instance.baseUrl, { executablePath }) } }, null, 2),
    );
    await instance.stop();
    process.exit(0);
  }
  // BENCH_ONLY=languages: the first loads in German, Japanese and Arabic alone.
  if (process.env.BENCH_ONLY === 'languages') {
    const languages = await measureLanguages(instance.baseUrl, { distDir, executablePath });
    console.log(JSON.stringify({ client: { languages } }, null, 2));
    await instance.stop();
    process.exit(0);
  }
  const token = await signIn(instance.baseUrl);
  const client = await measureClient(instance.baseUrl, { distDir, executablePath });
  // The same first load in other interface languages: the catalogue counts with the scripts.
  const languages = await measureLanguages(instance.baseUrl, { distDir, executablePath });
  // What the scripts loaded before a first post are made of (on stderr; the top modules in the JSON).
  const made = composition(distDir, client.firstLoadScripts);
  console.error(formatComposition(made));
  // BENCH_ONLY=client: the first load and the first post's paints alone.
  if (process.env.BENCH_ONLY === 'client') {
    console.log(JSON.stringify({ client: { ...client, firstLoadGzipBytes: made.gzipBytes } }, null, 2));
    await instance.stop();
    process.exit(0);
  }
  const firstLoadComposition = {
    gzipBytes: made.gzipBytes,
    chunks: made.chunks,
    duplicated: made.duplicated,
    topModules: made.modules
      .slice(0, 25)
      .map(({ module, gzipBytes, bytes }) => ({ module, gzipBytes, bytes })),
  };
  const clickToPressed = await measureClickToPressed(instance.baseUrl, { executablePath });
  const server = await measureInstance(instance.baseUrl, token);
  // It adds a few hundred posts to the demo world: after the figures that read it as it starts.
  const keystroke = await measureKeystroke(instance.baseUrl, { executablePath });
  // Last: it adds well over a thousand posts to the demo world, which would change the figures above.
  const deckLoad = await measureDeck(instance.baseUrl, { executablePath });
  // A 10-minute session (BENCH_SOAK_MINUTES to shorten it): after everything, it adds 1,200 posts.
  const soak = await measureSoak(instance.baseUrl, { executablePath });
  const results = {
    machine: { cpus: (await import('node:os')).cpus().length, node: process.version },
    client: { ...client, languages, firstLoadComposition, clickToPressed, keystroke, deckLoad, soak },
    instance: server,
  };
  console.log(JSON.stringify(results, null, 2));
} finally {
  await instance.stop();
}
