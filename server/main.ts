import { prepareData, startServer } from './index';
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

async function main(): Promise<void> {
  if (args.has('--seed-only')) {
    const { db, ctx } = prepareData(options);
    await seedMediaPosts(ctx);
    db.close();
    console.log(`Demo world ready in ${options.dataDir} — sign in as demo / ${options.demoPassword}`);
    return;
  }
  const server = await startServer(options);
  console.log(`Local instance on ${server.url} — sign in as demo / ${options.demoPassword}`);
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
