// Starts the local instance for the end-to-end tests and the bench: a fresh data folder, the demo
// world seeded anew, the built app from dist/, and the fault mode on (steered through /__fault).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { raisedRateLimits } from '../server/http/ratelimit';
import { startServer } from '../server/index';

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fedideck-e2e-'));
  const server = await startServer({
    host: '127.0.0.1',
    port: Number(process.env.PORT || 4317),
    dataDir,
    staticDir: path.resolve(__dirname, '..', 'dist'),
    faultMode: true,
    resetSeed: true,
    // The any-server tests' proxy names its own origin in X-Forwarded-Proto/Host, as a TLS proxy would.
    trustProxy: true,
    // The push tests run their push service on 127.0.0.1.
    pushAllowLoopback: true,
    // Every spec and the bench come from one address: the specs sign in dozens of times and the load
    // test makes about 10,000 requests with one token, so no limit may stop them.
    rateLimits: raisedRateLimits(),
    // The specs and the bench sign in as the other demo accounts (alice ...) with this password.
    seedPassword: 'password',
  });
  console.log(`e2e instance on ${server.url} (data in ${dataDir})`);
  const stop = () => {
    void server.close().finally(() => {
      rmSync(dataDir, { recursive: true, force: true });
      process.exit(0);
    });
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
