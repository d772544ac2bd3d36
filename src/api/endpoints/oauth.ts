import type { ApiClient } from '../client';
import type { CredentialApplication, Token } from '../entities';

export const OAUTH_SCOPES = 'read write follow push';

export interface RegisterAppParams {
  client_name: string;
  redirect_uris: string;
  scopes: string;
  website?: string;
}

export async function registerApp(api: ApiClient, params: RegisterAppParams) {
  return (await api.post<CredentialApplication>('/api/v1/apps', { json: params, auth: false })).data;
}

export interface TokenParams {
  grant_type: 'authorization_code';
  code: string;
  client_id: string;
  client_secret: string;
  redirect_uri: string;
  code_verifier: string;
  scope?: string;
}

/** `endpoint` is the server's advertised token endpoint (absolute), Mastodon's path by default. */
export async function obtainToken(api: ApiClient, params: TokenParams, endpoint = '/oauth/token') {
  return (await api.post<Token>(endpoint, { form: { ...params }, auth: false })).data;
}

export async function revokeToken(
  api: ApiClient,
  params: { client_id: string; client_secret: string; token: string },
  endpoint = '/oauth/revoke',
) {
  await api.post<unknown>(endpoint, { form: params, auth: false });
}

/** The fields of RFC 8414 server metadata the sign-in uses; any of them may be missing. */
export interface OAuthServerMetadata {
  issuer?: unknown;
  authorization_response_iss_parameter_supported?: unknown;
  authorization_endpoint?: unknown;
  token_endpoint?: unknown;
  revocation_endpoint?: unknown;
}

export async function fetchOAuthServerMetadata(api: ApiClient) {
  return (
    await api.get<OAuthServerMetadata | null>('/.well-known/oauth-authorization-server', { auth: false })
  ).data;
}

/** The browser URL of the sign-in page (navigated to, never fetched). */
export function authorizeUrl(
  baseUrl: string,
  params: { client_id: string; redirect_uri: string; scope: string; state: string; code_challenge: string },
  endpoint = `${baseUrl.replace(/\/+$/, '')}/oauth/authorize`,
): string {
  const query = new URLSearchParams({ response_type: 'code', code_challenge_method: 'S256', ...params });
  return `${endpoint}${endpoint.includes('?') ? '&' : '?'}${query.toString()}`;
}
