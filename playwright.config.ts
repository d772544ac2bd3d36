import { defineConfig } from '@playwright/test';
import chromiumArgs from './scripts/chromium-args.json';

// End-to-end tests run in Debian's Chromium against the real local instance, started here on its own
// port with a fresh data folder and the fault mode on (steered by tests through the loopback-only
// control endpoint).
const port = Number(process.env.E2E_PORT || 4317);
export const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // `npm test` runs the suite in shards side by side, each with its own instance, port and output
  // folder; each shard's JSON report gives the per-test times it prints at the end.
  outputDir: process.env.E2E_OUTPUT_DIR || 'test-results',
  reporter: process.env.E2E_JSON_REPORT
    ? [['list'], ['json', { outputFile: process.env.E2E_JSON_REPORT }]]
    : [['list']],
  use: {
    baseURL,
    launchOptions: { executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: chromiumArgs },
    trace: 'off',
    // A test's new browser context would install the worker and fetch its whole precache (every chunk,
    // style sheet and catalogue) again: the specs about what the worker does allow it, the rest do without.
    serviceWorkers: 'block',
  },
  webServer: {
    command: `npx tsx e2e/start-server.ts`,
    url: `${baseURL}/api/v1/instance`,
    env: { PORT: String(port) },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
  },
});
