import type { FastifyInstance, FastifyReply } from 'fastify';
import { requireUser } from '../auth';
import type { ServerContext } from '../context';
import { notFound, unprocessable } from '../errors';
import { readUploadBody, UploadedFile } from '../http/multipart';
import { baseUrl } from '../http/paging';
import { str } from '../http/params';
import { serializeMedia } from '../serialize/media';
import {
  createMedia,
  deleteMedia,
  mediaRow,
  ownMediaOr404,
  updateMedia,
  type MediaRow,
} from '../store/media';

type IdParams = { Params: { id: string } };

/** A file part of the multipart body (only the multipart reader makes these), not empty. */
function fileFrom(value: unknown, name: string): UploadedFile {
  const file = Array.isArray(value) ? value[value.length - 1] : value;
  if (!(file instanceof UploadedFile) || file.size === 0)
    throw unprocessable(`Validation failed: ${name} must be a file sent as multipart form data`);
  return file;
}

/** As Mastodon: 422 when processing failed, 206 while it runs, 200 when the file is ready. */
function answer(reply: FastifyReply, base: string, row: MediaRow, processing: 202 | 206): unknown {
  if (row.state === 'failed') return reply.code(422).send({ error: 'Error processing the uploaded media' });
  return reply.code(row.state === 'ready' ? 200 : processing).send(serializeMedia(base, row));
}

export function registerMediaRoutes(app: FastifyInstance, ctx: ServerContext): void {
  /** Media not yet posted: Mastodon answers 404 for attached ones on these calls. */
  const unattached = (me: string, id: string): MediaRow => {
    const row = ownMediaOr404(ctx, me, id);
    if (row.status_id !== null) throw notFound();
    return row;
  };

  const upload = async (me: string, body: Record<string, unknown>) => {
    const file = fileFrom(body.file, 'File');
    return createMedia(ctx, me, {
      file: file.path,
      mimetype: file.mimetype,
      description: str(body.description),
      focus: str(body.focus),
    });
  };

  app.post('/api/v2/media', async (req, reply) => {
    const me = requireUser(ctx, req, 'write:media');
    const { row } = await upload(me, await readUploadBody(req, ctx));
    return answer(reply, baseUrl(req), row, 202);
  });

  // The older call answers only once the file is processed.
  app.post('/api/v1/media', async (req, reply) => {
    const me = requireUser(ctx, req, 'write:media');
    const { row, done } = await upload(me, await readUploadBody(req, ctx));
    await done;
    return answer(reply, baseUrl(req), mediaRow(ctx.db, row.id)!, 206);
  });

  app.get<IdParams>('/api/v1/media/:id', async (req, reply) => {
    const me = requireUser(ctx, req, 'read:media');
    return answer(reply, baseUrl(req), unattached(me, req.params.id), 206);
  });

  app.put<IdParams>('/api/v1/media/:id', async (req, reply) => {
    const me = requireUser(ctx, req, 'write:media');
    const row = unattached(me, req.params.id);
    const body = await readUploadBody(req, ctx);
    const updated = await updateMedia(ctx, row, {
      description: str(body.description),
      focus: str(body.focus),
      thumbnail: body.thumbnail === undefined ? undefined : fileFrom(body.thumbnail, 'Thumbnail'),
    });
    return answer(reply, baseUrl(req), updated, 206);
  });

  app.delete<IdParams>('/api/v1/media/:id', async (req) => {
    const me = requireUser(ctx, req, 'write:media');
    const row = unattached(me, req.params.id);
    deleteMedia(ctx, row.id);
    return {};
  });
}
