import type { FastifyInstance } from 'fastify';
import { requireUser } from '../auth';
import { type ServerContext } from '../context';
import { ApiError, notFound } from '../errors';
import { baseUrl } from '../http/paging';
import { obj, str } from '../http/params';
import { Renderer } from '../serialize/renderer';
import type { Json } from '../store/rows';
import { getStatusRow, maySee } from '../store/visibility';

export const DEMO_PROVIDER = 'Demo translator (not a real translation)';
const mark = (lang: string, text: string): string => (text === '' ? '' : `[demo ${lang}] ${text}`);

/**
 * `POST /api/v1/statuses/{id}/translate`. With no translation service Mastodon answers 503; the demo
 * provider (TRANSLATION_DEMO=1) returns the post's own text, visibly marked, so the flow can be shown.
 */
export function registerTranslateRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.post<{ Params: { id: string } }>('/api/v1/statuses/:id/translate', async (req) => {
    const me = requireUser(ctx, req, 'read:statuses');
    const row = getStatusRow(ctx.db, req.params.id);
    if (!row || row.reblog_of_id || !maySee(ctx.db, me, row)) throw notFound();
    if (row.visibility !== 'public' && row.visibility !== 'unlisted')
      throw new ApiError(403, 'This post cannot be translated');
    if (ctx.options.translationDemo !== true)
      throw new ApiError(503, 'Translation is not configured on this server');
    const lang = str(obj(req.body).lang) || 'en';
    const status = new Renderer(ctx, baseUrl(req), me).statusFromRow(row)!;
    const poll = status.poll as Json | null;
    const content = String(status.content);
    return {
      detected_source_language: row.language ?? 'und',
      language: lang,
      provider: DEMO_PROVIDER,
      content: content.startsWith('<p>')
        ? `<p>[demo ${lang}] ${content.slice(3)}`
        : `<p>[demo ${lang}]</p>${content}`,
      spoiler_text: mark(lang, row.spoiler_text),
      poll: poll
        ? {
            id: poll.id,
            options: (poll.options as Json[]).map((o) => ({ title: mark(lang, String(o.title)) })),
          }
        : null,
      media_attachments: (status.media_attachments as Json[]).map((m) => ({
        id: m.id,
        description: mark(lang, typeof m.description === 'string' ? m.description : ''),
      })),
    };
  });
}
