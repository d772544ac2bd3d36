import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ServerContext } from '../context';
import { ApiError } from '../errors';
import { uploadTempDir } from '../media/temp';
import { expandRailsKeys, obj } from './params';

/**
 * A file part of a multipart body, written to a temporary file. Only the reader below makes these, so a
 * JSON or form body can never pass for one (`instanceof`). `size` counts every byte received; when it is
 * over the field's limit only the first bytes were kept (`complete` is false) and the call refuses it.
 */
export class UploadedFile {
  constructor(
    readonly filename: string,
    readonly mimetype: string,
    readonly path: string,
    readonly size: number,
    readonly complete: boolean,
  ) {}
}

/** Mastodon's video size limit; images are held to 16 MiB when they are processed, avatars to 8 MiB. */
export const MAX_FILE_BYTES = 103_809_024;
const MIB = 1024 * 1024;

/**
 * The calls that take files, by method and route, with the file fields each takes and how many bytes of
 * each are written to disk: a file part may be as large as MAX_FILE_BYTES (413 beyond), but beyond its
 * field's own limit only its size is counted, and the call answers its 422 from the size. Every other
 * call takes text fields only.
 */
const UPLOAD_ROUTES: Record<string, Record<string, number>> = {
  'POST /api/v1/media': { file: MAX_FILE_BYTES, thumbnail: 16 * MIB },
  'POST /api/v2/media': { file: MAX_FILE_BYTES, thumbnail: 16 * MIB },
  'PUT /api/v1/media/:id': { thumbnail: 16 * MIB },
  'PATCH /api/v1/accounts/update_credentials': { avatar: 8 * MIB, header: 8 * MIB },
};

/**
 * Bounds of a multipart body. On the upload calls: the files named above (two at most), 100 text fields
 * of at most 64 KiB, and the whole body within MAX_FILE_BYTES a file plus 1 MiB. Elsewhere: text fields
 * only, 1,000 of at most 64 KiB (a filter's keywords come as several fields each), and 1 MiB in all.
 */
export const UPLOAD_LIMITS = { fields: 100, fieldBytes: 64 * 1024, textBytes: MIB };
export const FORM_LIMITS = { fields: 1000, fieldBytes: 64 * 1024, bodyBytes: MIB };
const FIELD_NAME_BYTES = 256;
const HEADER_PAIRS = 16;

const routeKey = (req: FastifyRequest): string => `${req.method} ${req.routeOptions.url ?? ''}`;

/** Temporary files written for each request, deleted when its answer has gone (or failed). */
const written = new WeakMap<FastifyRequest, string[]>();

function removeFiles(files: string[]): void {
  for (const file of files.splice(0)) fs.rmSync(file, { force: true });
}

class BodyLimit extends Error {}

interface ReadSpec {
  files: Record<string, number>;
  fields: number;
  fieldBytes: number;
  bodyBytes: number;
  dir?: string;
  /** What a file part on a call that takes none answers. */
  noFiles: string;
}

const mib = (bytes: number): string => `${Math.round((bytes / MIB) * 10) / 10} MiB`;

/** A refused body: the rest of it is read and thrown away as it comes, never parsed nor kept. */
function drain(req: FastifyRequest): void {
  req.raw.unpipe();
  req.raw.resume();
}

function multipartError(error: unknown, spec: ReadSpec): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof BodyLimit)
    return new ApiError(413, `The multipart body is larger than ${mib(spec.bodyBytes)}`);
  const code = (error as { code?: unknown }).code;
  switch (code) {
    case 'FST_FIELDS_LIMIT':
      return new ApiError(413, `The multipart body has more than ${spec.fields} fields`);
    case 'FST_PARTS_LIMIT':
    case 'FST_FILES_LIMIT':
      return new ApiError(
        413,
        `The multipart body has more than ${spec.fields} fields and ${Object.keys(spec.files).length} files`,
      );
    case 'FST_REQ_FILE_TOO_LARGE':
      return new ApiError(413, `File is larger than ${mib(MAX_FILE_BYTES)}`);
    case 'FST_PROTO_VIOLATION':
      return new ApiError(400, 'Invalid parameter name in the multipart body');
    default:
      break;
  }
  const status = (error as { statusCode?: unknown }).statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500 && status !== 406)
    return new ApiError(status, (error as Error).message);
  return new ApiError(400, `Malformed multipart body: ${(error as Error).message}`);
}

/**
 * Reads a multipart body part by part within `spec`: text fields as strings, file parts streamed to a
 * temporary file (never held whole in memory). A file under a name the call does not take, too many
 * parts, a field or name too long, or more bytes than allowed stop the reading at once.
 */
async function readParts(req: FastifyRequest, spec: ReadSpec): Promise<Record<string, unknown>> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > spec.bodyBytes) throw multipartError(new BodyLimit(), spec);
  const fileCount = Object.keys(spec.files).length;
  const parts = req.parts({
    limits: {
      fields: spec.fields,
      fieldSize: spec.fieldBytes,
      fieldNameSize: FIELD_NAME_BYTES,
      // One file more than taken, so a file part on a call taking none is seen (and refused) by name.
      files: fileCount + 1,
      fileSize: MAX_FILE_BYTES,
      parts: spec.fields + fileCount + 1,
      headerPairs: HEADER_PAIRS,
    },
  });
  const iterator = parts[Symbol.asyncIterator]();
  // The first step starts the parser, which reads the request from here on; the bytes are counted along.
  let step = iterator.next();
  let received = 0;
  let overflow: (error: Error) => void = () => undefined;
  const overflowed = new Promise<never>((_resolve, reject) => (overflow = reject));
  overflowed.catch(() => undefined);
  const count = (chunk: Buffer): void => {
    received += chunk.length;
    if (received > spec.bodyBytes) {
      req.raw.off('data', count);
      overflow(new BodyLimit());
    }
  };
  req.raw.on('data', count);
  const body = Object.create(null) as Record<string, unknown>;
  const add = (name: string, value: unknown): void => {
    const existing = body[name];
    if (existing === undefined) body[name] = value;
    else if (Array.isArray(existing)) existing.push(value);
    else body[name] = [existing, value];
  };
  const files = written.get(req) ?? [];
  written.set(req, files);
  // Stops a file being written when the reading ends early.
  const abort = new AbortController();
  try {
    for (;;) {
      const { value: part, done } = await Promise.race([step, overflowed]);
      if (done) break;
      if (part.type === 'field') {
        const field = part;
        if (field.fieldnameTruncated)
          throw new ApiError(413, `A field name is longer than ${FIELD_NAME_BYTES} bytes`);
        if (field.valueTruncated)
          throw new ApiError(
            413,
            `The field ${field.fieldname} is longer than ${spec.fieldBytes / 1024} KiB`,
          );
        add(field.fieldname, field.value);
      } else {
        const keep = spec.files[part.fieldname];
        if (keep === undefined || !spec.dir)
          throw new ApiError(
            422,
            fileCount === 0
              ? spec.noFiles
              : `Validation failed: ${part.fieldname} is not a file this call takes`,
          );
        const target = path.join(spec.dir, crypto.randomUUID());
        files.push(target);
        let size = 0;
        const keepFirst = new Transform({
          transform(chunk: Buffer, _encoding, callback) {
            const room = keep - size;
            size += chunk.length;
            callback(null, room <= 0 ? undefined : chunk.length <= room ? chunk : chunk.subarray(0, room));
          },
        });
        await Promise.race([
          pipeline(part.file, keepFirst, fs.createWriteStream(target, { flags: 'wx' }), {
            signal: abort.signal,
          }),
          overflowed,
        ]);
        if (part.file.truncated) throw new ApiError(413, `File is larger than ${mib(MAX_FILE_BYTES)}`);
        // A file input left empty sends a part with no name and no bytes: no file was chosen.
        if (part.filename === '' && size === 0) {
          fs.rmSync(target, { force: true });
          continue;
        }
        add(part.fieldname, new UploadedFile(part.filename, part.mimetype, target, size, size <= keep));
      }
      step = iterator.next();
    }
  } catch (error) {
    abort.abort();
    drain(req);
    removeFiles(files);
    throw multipartError(error, spec);
  } finally {
    req.raw.off('data', count);
  }
  return expandRailsKeys(body);
}

/**
 * The body of an upload call, read only now, once the caller has been authenticated and its scope
 * checked: a multipart body is parsed here (file parts streamed to temporary files, deleted when the
 * answer has gone), any other body was parsed before. A token must come in the Authorization header or
 * the query string, since the body is not read before.
 */
export async function readUploadBody(
  req: FastifyRequest,
  ctx: ServerContext,
): Promise<Record<string, unknown>> {
  if (!req.isMultipart()) return obj(req.body);
  const files = UPLOAD_ROUTES[routeKey(req)];
  if (!files) throw new Error(`${routeKey(req)} is not an upload route`);
  const bodyBytes = Object.keys(files).length * MAX_FILE_BYTES + UPLOAD_LIMITS.textBytes;
  const body = await readParts(req, {
    files,
    fields: UPLOAD_LIMITS.fields,
    fieldBytes: UPLOAD_LIMITS.fieldBytes,
    bodyBytes,
    dir: uploadTempDir(ctx),
    noFiles: '',
  });
  req.body = body;
  return body;
}

/**
 * Multipart bodies. On the upload calls nothing is read before the handler has checked the token and
 * its scope (`readUploadBody`): a refused request's body is read and thrown away as it arrives, never
 * parsed nor stored. Every other call takes multipart forms as Rack does, text fields only within
 * FORM_LIMITS, parsed into `req.body` before validation like form bodies; a file part there answers 422.
 * A body that cannot be parsed (cut short, a boundary that is missing or does not match) answers 400 in
 * the API's error shape; a body over its limits answers 413.
 */
export async function registerMultipart(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  const dir = uploadTempDir(ctx);
  // Files a stopped server was receiving are of no use to anyone.
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  await app.register(multipart, { limits: { fileSize: MAX_FILE_BYTES, files: 2 } });
  app.addHook('preValidation', async (req) => {
    if (!req.isMultipart() || req.routeOptions.url === undefined) return;
    if (UPLOAD_ROUTES[routeKey(req)]) return;
    req.body = await readParts(req, {
      files: {},
      fields: FORM_LIMITS.fields,
      fieldBytes: FORM_LIMITS.fieldBytes,
      bodyBytes: FORM_LIMITS.bodyBytes,
      noFiles:
        'Validation failed: this call takes no files (files are sent to /api/v2/media, or as avatar and header to update_credentials)',
    });
  });
  app.addHook('onResponse', async (req) => {
    const files = written.get(req);
    if (files) removeFiles(files);
  });
}
