/** What the profile form edits; the pictures are files picked by the user, sent only when changed. */
export interface ProfileFields {
  display_name: string;
  note: string;
  discoverable: boolean;
  indexable: boolean;
  locked: boolean;
  bot: boolean;
}

export interface ProfileFiles {
  avatar?: File;
  header?: File;
}

/** The multipart body of `PATCH /api/v1/accounts/update_credentials`; booleans as Rails reads them. */
export function profileFormData(fields: ProfileFields, files: ProfileFiles = {}): FormData {
  const form = new FormData();
  form.append('display_name', fields.display_name);
  form.append('note', fields.note);
  for (const flag of ['discoverable', 'indexable', 'locked', 'bot'] as const)
    form.append(flag, fields[flag] ? 'true' : 'false');
  if (files.avatar) form.append('avatar', files.avatar);
  if (files.header) form.append('header', files.header);
  return form;
}

/** A 422's `details` by field: `{"display_name":[{"error":"ERR_TOO_LONG","description":"is too long…"}]}`. */
export function fieldErrors(body: string | undefined): Record<string, string[]> {
  if (!body) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return {};
  }
  const details = (parsed as { details?: unknown } | null)?.details;
  if (!details || typeof details !== 'object') return {};
  const errors: Record<string, string[]> = {};
  for (const [field, entries] of Object.entries(details as Record<string, unknown>)) {
    const descriptions = (Array.isArray(entries) ? entries : []).flatMap((entry: unknown) => {
      const description = (entry as { description?: unknown } | null)?.description;
      return typeof description === 'string' ? [description] : [];
    });
    if (descriptions.length > 0) errors[field] = descriptions;
  }
  return errors;
}
