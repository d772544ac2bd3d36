// Starts the local instance for the end-to-end tests and the bench: a fresh data folder, the demo
// world seeded anew, the built app from dist/, and the fault mode on (steered through /__fault).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
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
