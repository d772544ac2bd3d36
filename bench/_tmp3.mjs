import { startInstance } from './instance.mjs';
import { measureClient } from './client-paint.mjs';
const instance = await startInstance();
try {
  const c = await measureClient(instance.baseUrl, { distDir: new URL('../dist', import.meta.url).pathname, runs: 3 });
  console.log('DECK', c.deck.firstLoadJsGzipBytes, 'PHONE', c.phone.firstLoadJsGzipBytes, 'warm', c.deck.firstPostPaintedMs.warm, 'offline', c.deck.firstPostPaintedMs.offline);
} finally { await instance.stop(); }
