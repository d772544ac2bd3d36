/**
 * A JSON object kept under `key` in a Storage: `{}` when nothing is there, when it does not parse, or when
 * it is not a plain object (an array, a number), so a damaged entry never stops the caller.
 */
export function readStoredObject(storage: Storage, key: string): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(key) ?? '{}');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}
