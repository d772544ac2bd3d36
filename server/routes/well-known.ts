import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ALL_SCOPES, hasScope, requireToken } from '../auth';
import type { ServerContext } from '../context';
import { ApiError, notFound } from '../errors';
import { escapeXml, publicHost } from '../http/origin';
import { baseUrl, issuerOf } from '../http/paging';
import { obj, str } from '../http/params';
import { accountByUsername, accountRow, instanceCounts } from '../store/accounts';
import type { AccountRow } from '../store/rows';
import { DESCRIPTION, TITLE, VERSION } from './instance';

const NODEINFO_SCHEMA = 'http://nodeinfo.diaspora.software/ns/schema/2.0';
/** The sub-scopes Mastodon lists beside the top-level ones in its OAuth metadata. */
const SUB_SCOPES = [
  'read:accounts',
  'read:blocks',
  'read:bookmarks',
  'read:favourites',
  'read:filters',
  'read:follows',
  'read:lists',
  'read:mutes',
  'read:notifications',
  'read:search',
  'read:statuses',
  'write:accounts',
  'write:blocks',
  'write:bookmarks',
  'write:conversations',
  'write:favourites',
  'write:filters',
  'write:follows',
  'write:lists',
  'write:media',
  'write:mutes',
  'write:notifications',
  'write:reports',
  'write:statuses',
];

/** A local account named by `acct:user@host`, `user@host`, `@user` or its profile or actor URL. */
function accountFromResource(
  ctx: ServerContext,
  req: FastifyRequest,
  resource: string,
): AccountRow | undefined {
  const base = baseUrl(req);
  let username: string | undefined;
  const acct = /^(?:acct:)?@?([a-z0-9_]+)(?:@([^@/\s]+))?$/i.exec(resource);
  if (acct) {
    const domain = acct[2]?.toLowerCase();
    if (
      domain === undefined ||
      domain === publicHost(req).toLowerCase() ||
      domain === ctx.localDomain.toLowerCase()
    )
      username = acct[1];
  } else {
    const url = /^(https?:\/\/[^/]+)\/(?:@|users\/)([a-z0-9_]+)\/?$/i.exec(resource);
    if (url && url[1].toLowerCase() === base.toLowerCase()) username = url[2];
  }
  if (username === undefined) return undefined;
  return accountByUsername(ctx.db, username, true);
}

/**
 * The discovery documents other software reads before it talks to the API: OAuth server metadata
 * (RFC 8414), NodeInfo 2.0, host-meta and WebFinger for local accounts, and the OAuth userinfo of a token.
 * They answer to any origin (CORS), as Mastodon's do.
 */
export function registerWellKnownRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.get('/.well-known/oauth-authorization-server', async (req) => {
    const base = baseUrl(req);
    return {
      issuer: issuerOf(req),
      service_documentation: 'https://docs.joinmastodon.org/',
      authorization_endpoint: `${base}/oauth/authorize`,
      token_endpoint: `${base}/oauth/token`,
      app_registration_endpoint: `${base}/api/v1/apps`,
      revocation_endpoint: `${base}/oauth/revoke`,
      userinfo_endpoint: `${base}/oauth/userinfo`,
      scopes_supported: [...ALL_SCOPES, ...SUB_SCOPES],
      response_types_supported: ['code'],
      response_modes_supported: ['query'],
      grant_types_supported: ['authorization_code', 'password', 'client_credentials'],
      token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
      code_challenge_methods_supported: ['S256'],
      // Every authorization response names this server (`iss`), so a client can tell a mix-up (RFC 9207).
      authorization_response_iss_parameter_supported: true,
    };
  });

  app.get('/.well-known/nodeinfo', async (req) => ({
    links: [{ rel: NODEINFO_SCHEMA, href: `${baseUrl(req)}/nodeinfo/2.0` }],
  }));

  app.get('/nodeinfo/2.0', async (_req, reply) => {
    const { users, statuses } = instanceCounts(ctx.db);
    reply.type(`application/json; profile="${NODEINFO_SCHEMA}#"`);
    return {
      version: '2.0',
      software: { name: 'mastodon', version: VERSION },
      protocols: ['activitypub'],
      services: { outbound: [], inbound: [] },
      usage: { users: { total: users, activeMonth: users, activeHalfyear: users }, localPosts: statuses },
      openRegistrations: false,
      metadata: { nodeName: TITLE, nodeDescription: DESCRIPTION },
    };
  });

  app.get('/.well-known/host-meta', async (req, reply) => {
    const template = escapeXml(`${baseUrl(req)}/.well-known/webfinger?resource={uri}`);
    return reply
      .type('application/xrd+xml; charset=utf-8')
      .send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<XRD xmlns="http://docs.oasis-open.org/ns/xri/xrd-1.0">\n  <Link rel="lrdd" template="${template}"/>\n</XRD>\n`,
      );
  });

  app.get('/.well-known/webfinger', async (req, reply) => {
    const resource = str(obj(req.query).resource)?.trim();
    if (!resource) throw new ApiError(400, 'Missing resource parameter');
    const account = accountFromResource(ctx, req, resource);
    if (!account) throw notFound();
    const base = baseUrl(req);
    const profile = `${base}/@${account.username}`;
    const actor = `${base}/users/${account.username}`;
    reply.type('application/jrd+json; charset=utf-8');
    return {
      subject: `acct:${account.username}@${publicHost(req)}`,
      aliases: [profile, actor],
      links: [
        { rel: 'http://webfinger.net/rel/profile-page', type: 'text/html', href: profile },
        { rel: 'self', type: 'application/activity+json', href: actor },
      ],
    };
  });

  const userinfo = async (req: FastifyRequest) => {
    const token = requireToken(ctx, req);
    if (!hasScope(token.scopes, 'profile') && !hasScope(token.scopes, 'read:accounts'))
      throw new ApiError(403, 'This action is outside the authorized scopes');
    if (!token.accountId) throw new ApiError(403, 'This method requires an authenticated user');
    const account = accountRow(ctx.db, token.accountId);
    if (!account) throw new ApiError(403, 'This method requires an authenticated user');
    const base = baseUrl(req);
    return {
      iss: `${base}/`,
      sub: `${base}/users/${account.username}`,
      name: account.display_name || account.username,
      preferred_username: account.username,
      profile: `${base}/@${account.username}`,
      picture: account.avatar
        ? new URL(account.avatar, base).toString()
        : `${base}/avatars/original/missing.png`,
    };
  };
  app.get('/oauth/userinfo', userinfo);
  app.post('/oauth/userinfo', userinfo);
}
