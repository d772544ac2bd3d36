import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerContext } from '../context';

declare module 'fastify' {
  interface FastifyRequest {
    /** The origin every absolute URL of this answer is built on (never the request's Host header). */
    publicBase: string;
  }
}

/**
 * The proxies trusted with TRUST_PROXY: loopback, link-local and private addresses (10/8, 172.16/12,
 * 192.168/16, fc00::/7), as Rails' default trusted proxies in front of Mastodon. The client's address is
 * the right-most address of X-Forwarded-For that is not one of them: what the proxy itself saw, never a
 * value the client wrote to the left of it. X-Forwarded-Proto/Host count only from such a peer.
 */
export const TRUSTED_PROXIES = ['loopback', 'linklocal', 'uniquelocal'];

/** A host name, IPv4 address or bracketed IPv6 address, with an optional port: nothing else reaches a URL. */
const HOST =
  /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/** The origin of the listening address; a wildcard address is reached through loopback. */
export function listeningOrigin(host: string, port: number): string {
  const name = host === '0.0.0.0' ? '127.0.0.1' : host === '::' ? '::1' : host;
  return `http://${name.includes(':') ? `[${name}]` : name}:${port}`;
}

/** A configured public URL as a bare origin (`https://social.example`), or an error saying what is wrong. */
export function publicOrigin(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(`PUBLIC_URL must be an absolute http(s) URL: ${url}`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')
    throw new Error(`PUBLIC_URL must be an absolute http(s) URL: ${url}`);
  return parsed.origin;
}

/**
 * The origin answers are built on. A configured public URL always wins. Without one, behind a trusted
 * proxy (trustProxy) its X-Forwarded-Proto and X-Forwarded-Host say it, when they are well formed;
 * otherwise the listening address does. The Host header a client sends is never used.
 */
function originFor(ctx: ServerContext, req: FastifyRequest): string {
  if (ctx.options.publicUrl || !ctx.options.trustProxy) return ctx.publicBase;
  const listening = new URL(ctx.publicBase);
  const protocol = req.protocol === 'https' || req.protocol === 'http' ? req.protocol : 'http';
  const forwarded = req.headers['x-forwarded-host'] !== undefined ? req.host : '';
  const host = HOST.test(forwarded) ? forwarded : listening.host;
  return `${protocol}://${host}`;
}

/** Sets `req.publicBase` on every request, before any route or hook reads it. */
export function registerPublicOrigin(app: FastifyInstance, ctx: ServerContext): void {
  app.decorateRequest('publicBase', '');
  app.addHook('onRequest', async (req) => {
    req.publicBase = originFor(ctx, req);
  });
}

/** The host (and port) of the public origin, as `domain`, `uri` and `acct:` name it. */
export function publicHost(req: FastifyRequest): string {
  return new URL(req.publicBase).host;
}

/** Text safe inside an XML attribute or element. */
export function escapeXml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!,
  );
}
