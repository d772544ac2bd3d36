import type { FastifyInstance } from 'fastify';
import { emojiPack, encodedEmojiPack } from '../store/emoji-data';

/**
 * `/packs/emoji/{locale}.json`: the client keeps the ETag and asks again with If-None-Match. The data is
 * large and never changes while the instance runs, so it is compressed once per locale and encoding.
 */
export function registerEmojiPackRoutes(app: FastifyInstance): void {
  app.get<{ Params: { file: string } }>('/packs/emoji/:file', async (req, reply) => {
    const match = /^(.+)\.json$/.exec(req.params.file);
    const pack = match ? emojiPack(match[1]) : null;
    if (!pack) return reply.code(404).send({ error: 'Not Found' });
    reply
      .header('ETag', pack.etag)
      .header('Cache-Control', 'public, max-age=0, must-revalidate')
      .header('Vary', 'Accept-Encoding');
    const asked = (req.headers['if-none-match'] ?? '').split(',').map((t) => t.trim().replace(/^W\//, ''));
    if (asked.includes(pack.etag)) return reply.code(304).send();
    reply.type('application/json; charset=utf-8');
    const accepted = String(req.headers['accept-encoding'] ?? '');
    const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
    if (encoding === null) return reply.send(pack.body);
    return reply.header('Content-Encoding', encoding).send(encodedEmojiPack(pack, encoding));
  });
}
