import { useEffect, useId, useState } from 'react';
import type { FormEvent } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { ReportParams } from '../../../api/endpoints/moderation';
import { moderationIntents } from '../../../domain/moderation';
import type { Rule } from '../../../api/entities';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { Button } from '../../../ui/Button';
import { selectAccountById } from '../../accounts/public';
import { selectInstance } from '../../instance/public';
import type { ModalComponentProps } from '../../modals/public';
import { htmlToPlainText, selectRecentPostIds, selectStatusView } from '../../statuses/public';
import type { RootState } from '../../../store/types';

const withValues = defineMessages<{ title: { name: string }; forward: { target: string } }>({
  title: { id: 'report.title', defaultMessage: 'Report @{name}' },
  forward: { id: 'report.forward', defaultMessage: 'Forward to {target}' },
});

const messages = defineMessages({
  category: { id: 'report.category.title', defaultMessage: "Tell us what's going on with this post" },
  spam: { id: 'report.reasons.spam', defaultMessage: "It's spam" },
  legal: { id: 'report.reasons.legal', defaultMessage: "It's illegal" },
  violation: { id: 'report.reasons.violation', defaultMessage: 'It violates server rules' },
  other: { id: 'report.reasons.other', defaultMessage: "It's something else" },
  rules: { id: 'report.rules.title', defaultMessage: 'Which rules are being violated?' },
  posts: { id: 'report.statuses.title', defaultMessage: 'Are there any posts that back up this report?' },
  comment: { id: 'report.placeholder', defaultMessage: 'Additional comments' },
  submit: { id: 'report.submit', defaultMessage: 'Submit report' },
  cancel: { id: 'confirmation_modal.cancel', defaultMessage: 'Cancel' },
});

const CATEGORIES = ['spam', 'legal', 'violation', 'other'] as const;
const EXCERPT = 120;
/** As many of the account's recent posts as the server is asked for. */
const REPORT_CANDIDATES = 20;

function excerpt(html: string): string {
  const text = htmlToPlainText(html);
  return text.length > EXCERPT ? `${text.slice(0, EXCERPT)}…` : text;
}

function PostChoice({
  statusId,
  checked,
  onToggle,
}: {
  statusId: string;
  checked: boolean;
  onToggle: () => void;
}) {
  const status = useAppSelector((state: RootState) => selectStatusView(state, statusId));
  if (!status) return null;
  const shown = status.spoiler_text?.trim() || excerpt(status.content);
  return (
    <label className="modal__choice report-modal__post">
      <input type="checkbox" checked={checked} onChange={onToggle} />
      <span lang={status.language ?? undefined}>{shown}</span>
    </label>
  );
}

/**
 * Report an account (REPORT): why (with the instance's rules for a rule violation), a comment, the
 * post it was opened from and any other recent post of theirs, and for a remote account whether to
 * forward the report to its server.
 */
export function ReportModal({ accountId, statusId, onClose, titleId }: ModalComponentProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const id = typeof accountId === 'string' ? accountId : '';
  const account = useAppSelector((state) => selectAccountById(state, id));
  const rules: Rule[] = useAppSelector((state) => selectInstance(state)?.rules) ?? [];
  const candidates = useAppSelector(
    (state) => selectRecentPostIds(state, id, REPORT_CANDIDATES),
    (a, b) => a.length === b.length && a.every((x, i) => x === b[i]),
  );
  const [category, setCategory] = useState<ReportParams['category']>('spam');
  const [ruleIds, setRuleIds] = useState<string[]>([]);
  const [statusIds, setStatusIds] = useState<string[]>(typeof statusId === 'string' ? [statusId] : []);
  const [comment, setComment] = useState('');
  const [forward, setForward] = useState(false);
  const commentId = useId();
  useEffect(() => {
    if (id) dispatch(moderationIntents.requested({ kind: 'reportCandidates', accountId: id }));
  }, [dispatch, id]);

  const domain = account?.acct.includes('@') ? account.acct.split('@')[1] : null;
  const toggle = (list: string[], item: string) =>
    list.includes(item) ? list.filter((x) => x !== item) : [...list, item];
  const posts = [...statusIds.filter((s) => !candidates.includes(s)), ...candidates];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const report: ReportParams = {
      account_id: id,
      status_ids: statusIds,
      comment,
      category,
      rule_ids: category === 'violation' ? ruleIds : [],
      forward: domain !== null && forward,
    };
    dispatch(moderationIntents.requested({ kind: 'report', report }));
  };

  return (
    <form className="modal report-modal" onSubmit={submit}>
      <h2 id={titleId} className="modal__title">
        {intl.formatMessage(withValues.title, { name: account?.acct ?? '' })}
      </h2>
      <fieldset className="modal__choices">
        <legend>{intl.formatMessage(messages.category)}</legend>
        {CATEGORIES.filter((c) => c !== 'violation' || rules.length > 0).map((choice) => (
          <label key={choice} className="modal__choice">
            <input
              type="radio"
              name="category"
              value={choice}
              checked={category === choice}
              onChange={() => setCategory(choice)}
            />
            {intl.formatMessage(messages[choice])}
          </label>
        ))}
      </fieldset>
      {category === 'violation' && (
        <fieldset className="modal__choices">
          <legend>{intl.formatMessage(messages.rules)}</legend>
          {rules.map((rule) => (
            <label key={rule.id} className="modal__choice">
              <input
                type="checkbox"
                checked={ruleIds.includes(rule.id)}
                onChange={() => setRuleIds((list) => toggle(list, rule.id))}
              />
              {rule.text}
            </label>
          ))}
        </fieldset>
      )}
      {posts.length > 0 && (
        <fieldset className="modal__choices report-modal__posts">
          <legend>{intl.formatMessage(messages.posts)}</legend>
          {posts.map((post) => (
            <PostChoice
              key={post}
              statusId={post}
              checked={statusIds.includes(post)}
              onToggle={() => setStatusIds((list) => toggle(list, post))}
            />
          ))}
        </fieldset>
      )}
      <div className="modal__field">
        <label htmlFor={commentId}>{intl.formatMessage(messages.comment)}</label>
        <textarea
          id={commentId}
          value={comment}
          rows={3}
          onChange={(event) => setComment(event.target.value)}
        />
      </div>
      {domain && (
        <label className="modal__choice">
          <input type="checkbox" checked={forward} onChange={(event) => setForward(event.target.checked)} />
          {intl.formatMessage(withValues.forward, { target: domain })}
        </label>
      )}
      <div className="modal__actions">
        <Button variant="secondary" onClick={onClose}>
          {intl.formatMessage(messages.cancel)}
        </Button>
        <Button type="submit">{intl.formatMessage(messages.submit)}</Button>
      </div>
    </form>
  );
}
