import type { FastifyInstance } from 'fastify';
import { requireUser } from '../auth';
import type { ServerContext } from '../context';
import { notFound, unprocessable } from '../errors';
import { baseUrl } from '../http/paging';
import { list, obj, str } from '../http/params';
import { snowflakeId } from '../ids';
import { Renderer } from '../serialize/renderer';
import { insertReport, type ReportRow } from '../store/reports';
import { iso } from '../store/rows';
import { canView, getStatusRow } from '../store/visibility';
import { accountOr404 } from './accounts';
import { RULES } from './instance';

const CATEGORIES = ['spam', 'legal', 'violation', 'other'];
/** Mastodon's limit on a report's comment. */
const COMMENT_MAX = 1000;

/** `POST /api/v1/reports`: a report about an account, with the posts and rules it names, kept for moderators. */
export function registerReportRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.post('/api/v1/reports', async (req) => {
    const me = requireUser(ctx, req, 'write:reports');
    const body = obj(req.body);
    const targetId = str(body.account_id);
    if (!targetId) throw notFound();
    const target = accountOr404(ctx, targetId);
    const statusIds = [...new Set(list(body.status_ids))];
    for (const id of statusIds) {
      const row = getStatusRow(ctx.db, id);
      // As Mastodon: only posts of the reported account that the reporter can see.
      if (!row || row.account_id !== target.id || !canView(ctx.db, me, row)) throw notFound();
    }
    const comment = str(body.comment) ?? '';
    if ([...comment].length > COMMENT_MAX)
      throw unprocessable(`Validation failed: Comment is too long (maximum is ${COMMENT_MAX} characters)`);
    const ruleIds = [...new Set(list(body.rule_ids))];
    const requested = str(body.category);
    if (requested !== undefined && !CATEGORIES.includes(requested))
      throw unprocessable('Validation failed: Category is not included in the list');
    // Mastodon files a report naming rules as a rule violation, and refuses rules it does not have.
    const category = ruleIds.length > 0 ? 'violation' : (requested ?? 'other');
    if (ruleIds.some((id) => !RULES.some((rule) => rule.id === id)))
      throw unprocessable('Validation failed: Rule ids are invalid');
    if (category === 'violation' && ruleIds.length === 0)
      throw unprocessable("Validation failed: Rule ids can't be blank");
    const now = Date.now();
    const row: ReportRow = {
      id: snowflakeId(now),
      account_id: me,
      target_account_id: target.id,
      category,
      comment,
      status_ids_json: JSON.stringify(statusIds),
      rule_ids_json: JSON.stringify(category === 'violation' ? ruleIds : []),
      // Forwarding needs another server: every account here is local, so `forward` changes nothing.
      forwarded: 0,
      created_at: now,
    };
    insertReport(ctx.db, row);
    return {
      id: row.id,
      action_taken: false,
      action_taken_at: null,
      category,
      comment,
      forwarded: row.forwarded === 1,
      created_at: iso(now),
      status_ids: statusIds,
      rule_ids: JSON.parse(row.rule_ids_json) as string[],
      target_account: new Renderer(ctx, baseUrl(req), me).account(target.id),
    };
  });
}
