// A proxy in front of the e2e instance that makes the network bad on demand: latency on every request,
// connections dropped before the answer, and answers replaced by 502, 503 or 429 (with Retry-After).
// It serves the app and the API, and passes the streaming socket through, so the app's origin is the
// proxy's. Every switch is off until `set` turns it on.
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import net from 'node:net';
import type { Duplex } from 'node:stream';

export interface FaultSwitches {
  /** Added before every request and socket handshake is passed on. */
  latencyMs: number;
  /** Share of API requests whose connection is destroyed after the instance answered, before the client hears it. */
  dropShare: number;
  /** Share of API requests answered 502 or 503 (half each) without reaching the instance. */
  serverErrorShare: number;
  /** Share of API requests answered 429 with `Retry-After: 2` without reaching the instance. */
  rateLimitShare: number;
  /**
   * Faults that must happen, besides the shares' chance: the next API request matching each entry gets its
   * fault, once (so a spec meets each kind where it matters: a post's answer dropped, a favourite limited).
   */
  planned: { method: string; path: RegExp; fault: Fault }[];
}

export type Fault = 'drop' | 502 | 503 | 429;

export interface FaultCounts {
  requests: number;
  dropped: number;
  badGateway: number;
  unavailable: number;
  rateLimited: number;
  sockets: number;
}

export interface FaultProxy {
  url: string;
  set(switches: Partial<FaultSwitches>): void;
  /** What the proxy did since it started (or since `resetCounts`). */
  counts: FaultCounts;
  resetCounts(): void;
  close(): Promise<void>;
}

const OFF: FaultSwitches = {
  latencyMs: 0,
  dropShare: 0,
  serverErrorShare: 0,
  rateLimitShare: 0,
  planned: [],
};
const zero = (): FaultCounts => ({
  requests: 0,
  dropped: 0,
  badGateway: 0,
  unavailable: 0,
  rateLimited: 0,
  sockets: 0,
});

/** Only the API gets faults: the app's files and the sign-in pages come through whole. */
const faulty = (url: string) => url.startsWith('/api/');

export function startFaultProxy(target: string, port: number, random = Math.random): Promise<FaultProxy> {
  const upstream = new URL(target);
  let switches = { ...OFF };
  let counts = zero();
  const sockets = new Set<Duplex>();

  const later = (fn: () => void) => (switches.latencyMs > 0 ? setTimeout(fn, switches.latencyMs) : fn());

  const refuse = (res: ServerResponse, status: number, headers: Record<string, string> = {}) => {
    res.writeHead(status, {
      'content-type': 'application/json',
      'access-control-allow-origin': '*',
      ...headers,
    });
    res.end(JSON.stringify({ error: status === 429 ? 'Too many requests' : 'Bad gateway' }));
  };

  const server = http.createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = req.url ?? '/';
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () =>
      later(() => {
        const api = faulty(url) && req.method !== 'OPTIONS';
        if (api) counts.requests += 1;
        const planned = api
          ? switches.planned.findIndex((p) => p.method === req.method && p.path.test(url.split('?')[0]))
          : -1;
        let fault: Fault | undefined;
        if (planned >= 0) [{ fault }] = switches.planned.splice(planned, 1);
        else if (api) {
          // One draw decides the request's fate, so the shares add up as given.
          const draw = random();
          const { serverErrorShare, rateLimitShare, dropShare } = switches;
          if (draw < serverErrorShare) fault = draw < serverErrorShare / 2 ? 502 : 503;
          else if (draw < serverErrorShare + rateLimitShare) fault = 429;
          else if (draw < serverErrorShare + rateLimitShare + dropShare) fault = 'drop';
        }
        if (fault === 502 || fault === 503) {
          if (fault === 502) counts.badGateway += 1;
          else counts.unavailable += 1;
          refuse(res, fault);
          return;
        }
        if (fault === 429) {
          counts.rateLimited += 1;
          refuse(res, 429, { 'retry-after': '2' });
          return;
        }
        const drop = fault === 'drop';
        const body = Buffer.concat(chunks);
        const forwarded = http.request(
          {
            host: upstream.hostname,
            port: upstream.port,
            method: req.method,
            path: url,
            headers: {
              ...req.headers,
              'content-length': String(body.length),
              'x-forwarded-proto': 'http',
              'x-forwarded-host': req.headers.host,
            },
          },
          (answer) => {
            if (drop) {
              // The instance did the work; the client never hears of it.
              counts.dropped += 1;
              answer.resume();
              req.socket.destroy();
              return;
            }
            res.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(res);
          },
        );
        forwarded.on('error', (error) => {
          if (res.headersSent) res.destroy();
          else {
            res.writeHead(502, { 'content-type': 'text/plain' });
            res.end(`proxy: ${error.message}`);
          }
        });
        forwarded.end(body);
      }),
    );
  });

  // The streaming socket passes through as bytes once its handshake is written to the instance.
  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    later(() => {
      if (random() < switches.dropShare) {
        counts.dropped += 1;
        socket.destroy();
        return;
      }
      counts.sockets += 1;
      const connection = net.connect(Number(upstream.port), upstream.hostname, () => {
        const lines = [`${req.method} ${req.url} HTTP/${req.httpVersion}`];
        for (let i = 0; i < req.rawHeaders.length; i += 2)
          lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
        connection.write(`${lines.join('\r\n')}\r\n\r\n`);
        if (head.length > 0) connection.write(head);
        socket.pipe(connection).pipe(socket);
      });
      sockets.add(connection);
      connection.on('close', () => {
        sockets.delete(connection);
        socket.destroy();
      });
      connection.on('error', () => socket.destroy());
      socket.on('close', () => connection.destroy());
    });
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve({
        url: `http://127.0.0.1:${port}`,
        set: (next) => {
          switches = { ...switches, ...next, planned: [...(next.planned ?? switches.planned)] };
        },
        get counts() {
          return counts;
        },
        resetCounts: () => {
          counts = zero();
        },
        close: () =>
          new Promise<void>((done) => {
            for (const socket of sockets) socket.destroy();
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}
