/** How many name/value pairs a profile shows, as Mastodon allows. */
export const PROFILE_FIELD_COUNT = 4;

/** One of the profile's extra fields: a label and its value (plain text; a link is verified by the server). */
export interface ProfileField {
  name: string;
  value: string;
}

/** What the profile form edits; the pictures are files picked by the user, sent only when changed. */
export interface ProfileFields {
  display_name: string;
  note: string;
  discoverable: boolean;
  indexable: boolean;
  locked: boolean;
  bot: boolean;
  /** Always `PROFILE_FIELD_COUNT` rows; an empty row is a field the profile does not have. */
  fields: ProfileField[];
}

/** The rows the form edits: the account's fields in order, then empty ones up to the four. */
export function fieldRows(
  fields: readonly { name?: unknown; value?: unknown }[] | null | undefined,
): ProfileField[] {
  const rows = (Array.isArray(fields) ? fields : []).slice(0, PROFILE_FIELD_COUNT).map((field) => ({
    name: typeof field?.name === 'string' ? field.name : '',
    value: typeof field?.value === 'string' ? field.value : '',
  }));
  while (rows.length < PROFILE_FIELD_COUNT) rows.push({ name: '', value: '' });
  return rows;
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
  // Every row goes, the empty ones too: the server keeps the filled ones in order and drops the rest.
  fieldRows(fields.fields).forEach((field, index) => {
    form.append(`fields_attributes[${index}][name]`, field.name);
    form.append(`fields_attributes[${index}][value]`, field.value);
  });
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
