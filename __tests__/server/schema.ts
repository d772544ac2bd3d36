import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import fs from 'node:fs';
import path from 'node:path';
import { correctSchema, isLanguageCode } from '../../openapi/corrections';
import type { AnyJson } from './helpers';

type Json = Record<string, AnyJson>;

const schema = correctSchema(
  JSON.parse(fs.readFileSync(path.join(__dirname, '../../openapi/schema.json'), 'utf8')) as Json,
);
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addFormat('iso-639-1', { type: 'string', validate: isLanguageCode });
ajv.addSchema(schema, 'openapi');

const templates = Object.keys(schema.paths as Json)
  .map((template) => ({
    template,
    regex: new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`),
    params: (template.match(/\{/g) ?? []).length,
  }))
  .sort((a, b) => a.params - b.params);

const pointer = (segments: string[]): string =>
  segments.map((s) => encodeURIComponent(s.replace(/~/g, '~0').replace(/\//g, '~1'))).join('/');

const cache = new Map<string, ValidateFunction | null>();

export interface Operation {
  template: string;
  validate: ValidateFunction | null;
  pagedByLink: boolean;
}

/** The OpenAPI operation for a request, with the validator of its 200 JSON answer (null if the schema has none). */
export function operationFor(method: string, urlPath: string): Operation | undefined {
  const found = templates.find((t) => t.regex.test(urlPath));
  if (!found) return undefined;
  const op = (schema.paths as Json)[found.template]?.[method.toLowerCase()];
  if (!op) return undefined;
  const ok = op.responses?.['200'];
  const key = `${method} ${found.template}`;
  if (!cache.has(key)) {
    cache.set(
      key,
      ok?.content?.['application/json']?.schema
        ? (ajv.getSchema(
            `openapi#/${pointer(['paths', found.template, method.toLowerCase(), 'responses', '200', 'content', 'application/json', 'schema'])}`,
          ) ?? null)
        : null,
    );
  }
  return { template: found.template, validate: cache.get(key)!, pagedByLink: Boolean(ok?.headers?.Link) };
}

export function schemaErrors(validate: ValidateFunction, body: unknown): string | null {
  if (validate(body)) return null;
  return ajv.errorsText(validate.errors, { separator: '\n' });
}

/** Validates a value against a named component schema (for streaming payloads). */
export function componentErrors(name: string, value: unknown): string | null {
  const validate = ajv.getSchema(`openapi#/components/schemas/${name}`)!;
  return schemaErrors(validate, value);
}
