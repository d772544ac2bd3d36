import { EventHub } from './events';
import { subscribePush } from './push/deliver';
import { subscribeStreaming } from './streaming/fanout';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import webpush from 'web-push';
import { buildApp } from './app';
import type { ServerContext, ServerOptions } from './context';
import { createFaultState } from './http/fault';
import { listeningOrigin, publicOrigin } from './http/origin';
import { seedDemoWorld } from './seed';
import { seedMediaPosts } from './seed/media';
import { getSetting, openDatabase, setSetting, wipe, migrate, type Db } from './store/db';
import { failInterruptedMedia, startMediaExpiry, stopMediaProcessing } from './store/media';
import { StreamingHub } from './streaming/hub';
import { attachStreaming } from './streaming/socket';

export type { ServerOptions } from './context';

export interface RunningServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

/** VAPID keys are generated once and kept in the database, so push subscriptions survive restarts. */
function vapidKeys(db: Db): { publicKey: string; privateKey: string } {
  const stored = getSetting(db, 'vapid_keys');
  if (stored) return JSON.parse(stored) as { publicKey: string; privateKey: string };
  const keys = webpush.generateVAPIDKeys();
  setSetting(db, 'vapid_keys', JSON.stringify(keys));
  return keys;
}

function isSeeded(db: Db): boolean {
  return getSetting(db, 'seeded_at') !== undefined;
}

/** Opens the database (seeding the demo world when empty) without serving; used by `--seed-only`. */
export function prepareData(options: ServerOptions): { db: Db; ctx: ServerContext } {
  const db = openDatabase(options.dataDir);
  const mediaDir = path.resolve(options.dataDir, 'media');
  if (options.resetSeed) {
    wipe(db);
    fs.rmSync(mediaDir, { recursive: true, force: true });
    migrate(db);
  }
  fs.mkdirSync(mediaDir, { recursive: true });
  const hub = new StreamingHub();
  const host = options.host ?? '127.0.0.1';
  const base = options.publicUrl
    ? publicOrigin(options.publicUrl)
    : listeningOrigin(host, options.port ?? 3000);
  const ctx: ServerContext = {
    db,
    options,
    hub,
    events: new EventHub(),
    fault: createFaultState(),
    vapidPublicKey: vapidKeys(db).publicKey,
    mediaDir,
    publicBase: base,
    localDomain: new URL(base).host,
  };
  // What the store reports reaches the streams and the push services.
  subscribeStreaming(ctx);
  subscribePush(ctx);
  if (!isSeeded(db)) {
    seedDemoWorld(ctx, { demoPassword: options.demoPassword ?? 'demo' });
    setSetting(db, 'seeded_at', new Date().toISOString());
  }
  failInterruptedMedia(ctx);
  return { db, ctx };
}

export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const { db, ctx } = prepareData(options);
  if (options.seedMedia !== false) await seedMediaPosts(ctx);
  const app = await buildApp(ctx);
  const host = options.host ?? '127.0.0.1';
  attachStreaming(ctx, app.server);
  // Unattached uploads expire a day after they were uploaded or freed: swept now and every hour.
  const stopMediaExpiry = startMediaExpiry(ctx);
  await app.listen({ host, port: options.port ?? 3000 });
  const port = (app.server.address() as AddressInfo).port;
  const url = listeningOrigin(host, port);
  // Without a configured public URL, the port is known only now (port 0 picks one).
  if (!options.publicUrl) {
    ctx.publicBase = url;
    ctx.localDomain = new URL(url).host;
  }
  return {
    url,
    port,
    async close() {
      ctx.hub.closeAll();
      stopMediaExpiry();
      await app.close();
      await stopMediaProcessing(ctx);
      db.close();
    },
  };
}
