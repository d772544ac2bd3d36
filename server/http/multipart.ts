import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../errors';

/** A file part of a multipart body, read into memory. */
export interface UploadedFile {
  filename: string;
  mimetype: string;
  data: Buffer;
}

/** Mastodon's video size limit; images are held to 16 MiB when they are processed, avatars to 8 MiB. */
export const MAX_FILE_BYTES = 103_809_024;
const MAX_FILES = 8;

/**
 * Multipart bodies become `req.body` as fields and in-memory files before validation, like form bodies.
 * A body that cannot be parsed (cut short, a boundary that is missing or does not match) answers 400 in
 * the API's error shape rather than failing inside the parser; a file over the limit answers 413.
 */
export async function registerMultipart(app: FastifyInstance): Promise<void> {
  await app.register(multipart, { limits: { fileSize: MAX_FILE_BYTES, files: MAX_FILES } });
  app.addHook('preValidation', async (req) => {
    if (!req.isMultipart()) return;
    const body = Object.create(null) as Record<string, unknown>;
    const add = (name: string, value: unknown): void => {
      const existing = body[name];
      if (existing === undefined) body[name] = value;
      else if (Array.isArray(existing)) existing.push(value);
      else body[name] = [existing, value];
    };
    try {
      for await (const part of req.parts()) {
        if (part.type === 'file') {
          const data = await part.toBuffer();
          add(part.fieldname, {
            filename: part.filename,
            mimetype: part.mimetype,
            data,
          } satisfies UploadedFile);
        } else {
          add(part.fieldname, part.value);
        }
      }
    } catch (error) {
      const status = (error as { statusCode?: unknown }).statusCode;
      if (error instanceof ApiError || (typeof status === 'number' && status >= 400 && status < 500))
        throw error;
      throw new ApiError(400, `Malformed multipart body: ${(error as Error).message}`);
    }
    req.body = body;
  });
}
