import type { FastifyInstance } from 'fastify';
import { ApiError } from '../errors';

/** Ruby's JSON parser (and so Mastodon) refuses documents nested deeper than 100 levels. */
export const JSON_MAX_DEPTH = 100;

/** Whether a JSON text opens more than `max` arrays and objects inside one another (strings skipped). */
export function nestedDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++;
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      if (++depth > max) return true;
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
  return false;
}

/**
 * JSON bodies go through Fastify's own parser (which refuses `__proto__` and `constructor.prototype` keys
 * with a 400) once a linear scan has found them at most 100 levels deep: deeper ones answer 400 before
 * anything walks them recursively.
 */
export function registerJsonParser(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    if (nestedDeeperThan(body as string, JSON_MAX_DEPTH)) {
      done(new ApiError(400, `JSON body is nested too deeply (at most ${JSON_MAX_DEPTH} levels)`), undefined);
      return;
    }
    void parse(req, body as string, done);
  });
}
