/**
 * The Mastodon OpenAPI description in `schema.json` deviates from what Mastodon sends in a few known
 * places (listed in openapi/README.md). Both the generated client types and the server's response
 * validation use the schema through this function, so the corrections live in one place.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a JSON document walked by key
type JsonObject = Record<string, any>;

export function correctSchema<T extends JsonObject>(original: T): T {
  const schema: JsonObject = structuredClone(original);
  const schemas: JsonObject = schema.components.schemas;

  // 1. Mastodon sends most_recent_notification_id as a string (ids are strings everywhere).
  schemas.NotificationGroup.properties.most_recent_notification_id = {
    description: 'ID of the most recent notification in the group.',
    type: 'string',
  };

  // 2. Quote and ShallowQuote both require only `state`, so a correct Quote matches both branches of
  //    Status.quote's oneOf. Mastodon always sends quoted_status (Quote) or quoted_status_id (ShallowQuote).
  schemas.Quote.required = [...new Set([...(schemas.Quote.required ?? []), 'state', 'quoted_status'])];
  schemas.ShallowQuote.required = [
    ...new Set([...(schemas.ShallowQuote.required ?? []), 'state', 'quoted_status_id']),
  ];
  schemas.Quote.additionalProperties = false;
  schemas.ShallowQuote.additionalProperties = false;

  // 3. Mastodon's generic 422 handler sends only {"error": "..."}.
  schemas.ValidationError.required = ['error'];

  // 4. Nullable fields Mastodon always sends (as null when empty) must be present.
  const alwaysSent: Record<string, string[]> = {
    Status: ['edited_at', 'in_reply_to_id', 'in_reply_to_account_id', 'reblog', 'poll', 'card', 'url'],
    Account: ['last_status_at'],
  };
  for (const [name, fields] of Object.entries(alwaysSent)) {
    schemas[name].required = [...new Set([...(schemas[name].required ?? []), ...fields])];
  }
  return schema as T;
}

/** Mastodon's language codes: ISO 639-1, some three-letter ISO 639-3 codes, and "". */
export function isLanguageCode(value: string): boolean {
  return value === '' || /^[a-z]{2,3}(-[A-Za-z]{2,4})?$/.test(value);
}
