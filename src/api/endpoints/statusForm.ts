import type { StatusParams } from './statuses';

/**
 * A post's parameters form-encoded as Rails reads them (`poll[options][]=a`, `media_ids[]=1`), for a
 * server that reads a poll only in that form (snac ignores the poll of a JSON body).
 */
export function statusForm(params: StatusParams): URLSearchParams {
  const form = new URLSearchParams();
  const add = (key: string, value: unknown) => {
    if (value === null || value === undefined) return;
    if (Array.isArray(value)) value.forEach((item) => add(`${key}[]`, item));
    else if (typeof value === 'object')
      Object.entries(value).forEach(([name, item]) => add(`${key}[${name}]`, item));
    else if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
      form.append(key, String(value));
  };
  Object.entries(params).forEach(([key, value]) => add(key, value));
  return form;
}
