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

export async function obtainToken(api: ApiClient, params: TokenParams) {
  return (await api.post<Token>('/oauth/token', { form: { ...params }, auth: false })).data;
}

export async function revokeToken(
  api: ApiClient,
  params: { client_id: string; client_secret: string; token: string },
) {
  await api.post<unknown>('/oauth/revoke', { form: params, auth: false });
}

/** The browser URL of the sign-in page (navigated to, never fetched). */
export function authorizeUrl(
  baseUrl: string,
  params: { client_id: string; redirect_uri: string; scope: string; state: string; code_challenge: string },
): string {
  const query = new URLSearchParams({ response_type: 'code', code_challenge_method: 'S256', ...params });
  return `${baseUrl.replace(/\/+$/, '')}/oauth/authorize?${query.toString()}`;
}
