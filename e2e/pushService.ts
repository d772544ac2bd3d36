// A browser's side of Web Push for tests: its subscription keys, RFC 8291 decryption, and a push service on
// loopback that records what the instance posts to it.
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A browser's subscription keys: a P-256 key pair and an auth secret. */
export function browserKeys(): { ecdh: crypto.ECDH; auth: Buffer; p256dh: string; authText: string } {
  const ecdh = crypto.createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = crypto.randomBytes(16);
  return {
    ecdh,
    auth,
    p256dh: ecdh.getPublicKey().toString('base64url'),
    authText: auth.toString('base64url'),
  };
}

/** RFC 8291 (aes128gcm, RFC 8188) decryption of a single-record message, as a browser does it. */
export function decrypt(body: Buffer, ecdh: crypto.ECDH, auth: Buffer): string {
  const salt = body.subarray(0, 16);
  const idLength = body[20];
  const senderKey = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), ecdh.getPublicKey(), senderKey]);
  const ikm = Buffer.from(crypto.hkdfSync('sha256', ecdh.computeSecret(senderKey), auth, keyInfo, 32));
  const cek = Buffer.from(
    crypto.hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16),
  );
  const nonce = Buffer.from(
    crypto.hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12),
  );
  const decipher = crypto.createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([
    decipher.update(ciphertext.subarray(0, ciphertext.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with a 0x02 delimiter, then zero padding.
  return padded.subarray(0, padded.lastIndexOf(2)).toString('utf8');
}

export interface PushMessage {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A push service on 127.0.0.1 that answers `status()` and keeps every message it is sent. */
export async function startPushService(status: () => number = () => 201) {
  const received: PushMessage[] = [];
  const waiters: (() => void)[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(status()).end();
      waiters.splice(0).forEach((wake) => wake());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    /** Waits until `count` messages in all have arrived. */
    async waitFor(count: number, timeoutMs = 5000): Promise<void> {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline) throw new Error('no push message arrived');
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 200);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
