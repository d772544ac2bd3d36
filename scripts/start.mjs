// `npm start`: build the app unless dist/ already holds the build of the current sources, then start
// the local instance serving it with its demo world. The instance prints its address, the demo sign-in
// and the passwords generated for the other demo accounts.
// The build's own report is shown only when it fails, in full.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { isBuildFresh } = createRequire(import.meta.url)('../webpack/build-stamp.js');

/** Runs the production build with its output held back; resolves with its exit code and output. */
function build() {
  return new Promise((resolve) => {
    const child = spawn('npx', ['webpack', '--mode', 'production'], { cwd: root });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => resolve({ code: code ?? 1, output: Buffer.concat(output).toString() }));
  });
}

if (isBuildFresh(root)) {
  console.log('The app is built and up to date with its sources.');
} else {
  console.log('Building the app (about a minute)…');
  const { code, output } = await build();
  if (code !== 0) {
    process.stderr.write(output);
    console.error('The build failed.');
    process.exit(code);
  }
}

// tsx as Node's loader, in this process's Node: seconds sooner than through npx and tsx's CLI.
const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
});
const forward = (signal) => server.kill(signal);
process.on('SIGINT', forward);
process.on('SIGTERM', forward);
server.on('exit', (code) => process.exit(code ?? 0));
