/** A server's own words for a refusal, and when the app may show them. Loaded with the first refusal. */
/** What the app says of a refusal whose own words cannot be shown. */
export const NOT_ACCEPTED = 'The server did not accept it.';

// Words no user should meet: status codes, protocol and authentication terms, markup, code.
const JARGON =
  /^\s*[1-5]\d\d\b|\b(?:error|status|code)\s*[1-5]\d\d\b|\b(?:https?|oauth|tokens?|bearer|unauthori[sz]ed|forbidden|unprocessable|bad request|internal server error|exception|stack|null|undefined|nan)\b|[<>{}[\]\\`]/i;
const MAX_SERVER_WORDS = 200;

/**
 * A server's own words for a refusal (a 422's "Text can't be blank"), when they read as a sentence
 * for a person; null for a status code, token wording, markup or anything too long to be one.
 */
export function plainServerWords(text: string | undefined): string | null {
  const words = text?.trim();
  if (!words || words.length > MAX_SERVER_WORDS || JARGON.test(words)) return null;
  return /\p{L}/u.test(words) ? words : null;
}
