// End-to-end tests and the bench drive Debian's Chromium. Install it when it is missing and we are
// root; otherwise say what to install. Nothing is downloaded from anywhere but Debian's archive.
import { existsSync, readFileSync } from 'node:fs';
import { execSync } from 'node:child_process';

export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** Headless, and nothing that reaches for the network on its own (this machine has none). */
export const CHROMIUM_ARGS = JSON.parse(
  readFileSync(new URL('./chromium-args.json', import.meta.url), 'utf8'),
);

export function ensureChromium() {
  if (existsSync(chromiumPath)) return chromiumPath;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `Chromium was not found at ${chromiumPath}.\n` +
        "Install Debian's chromium package (as root: apt-get update && apt-get install -y chromium),\n" +
        'or set CHROMIUM_PATH to a Chromium binary, then run the tests again.',
    );
    process.exit(1);
  }
  console.log("Installing Debian's chromium package (needed by the end-to-end tests)...");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execSync('apt-get update -qq', { stdio: 'inherit', env });
  execSync('apt-get install -y -qq chromium', { stdio: 'inherit', env });
  if (!existsSync(chromiumPath)) {
    console.error(`apt-get finished but ${chromiumPath} is still missing.`);
    process.exit(1);
  }
  return chromiumPath;
}

if (import.meta.url === `file://${process.argv[1]}`) ensureChromium();
