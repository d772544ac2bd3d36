import type { ApiClient } from '../client';
import type { CredentialAccount } from '../entities';

/** Saves the user's profile: multipart, as avatar and header are files. */
export async function updateCredentials(api: ApiClient, form: FormData) {
  return (await api.patch<CredentialAccount>('/api/v1/accounts/update_credentials', { form })).data;
}
