import { prepareData, startServer } from './index';
import { readSeedPasswords, SEED_PASSWORDS_FILE } from './seed/accounts';
import { seedMediaPosts } from './seed/media';

const args = new Set(process.argv.slice(2));
const options = {
  host: process.env.HOST ?? '127.0.0.1',
  port: Number(process.env.PORT ?? 3000),
  dataDir: process.env.DATA_DIR ?? './data',
  staticDir: process.env.STATIC_DIR ?? './dist',
  demoPassword: process.env.DEMO_PASSWORD ?? 'demo',
  faultMode: process.env.FAULT_MODE === '1',
  translationDemo: process.env.TRANSLATION_DEMO === '1',
  trustProxy: process.env.TRUST_PROXY === '1',
  publicUrl: process.env.PUBLIC_URL || undefined,
  pushAllowLoopback: process.env.PUSH_ALLOW_LOOPBACK === '1',
  resetSeed: args.has('--reset-seed'),
};

/** The other seeded accounts' passwords, generated at seeding and kept in the data folder, as a table. */
function printSeedPasswords(): void {
  const passwords = readSeedPasswords(options.dataDir);
  if (!passwords || Object.keys(passwords).length === 0) return;
  const width = Math.max(...Object.keys(passwords).map((name) => name.length));
  console.log(`Other demo accounts (passwords kept in ${options.dataDir}/${SEED_PASSWORDS_FILE}):`);
  for (const [name, password] of Object.entries(passwords))
    console.log(`  ${name.padEnd(width)}  ${password}`);
}

async function main(): Promise<void> {
  if (args.has('--seed-only')) {
    const { db, ctx } = prepareData(options);
    await seedMediaPosts(ctx);
    db.close();
    console.log(`Demo world ready in ${options.dataDir} — sign in as demo / ${options.demoPassword}`);
    printSeedPasswords();
    return;
  }
  const server = await startServer(options);
  console.log(`Local instance on ${server.url} — sign in as demo / ${options.demoPassword}`);
  printSeedPasswords();
  if (options.faultMode) console.log('Fault mode is on: POST /__fault (loopback only)');
  const stop = (): void => {
    server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
