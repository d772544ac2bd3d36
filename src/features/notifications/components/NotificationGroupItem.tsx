import { lazy, memo, Suspense, useId, type ReactNode } from 'react';
import { useIntl, type IntlShape, type MessageDescriptor } from 'react-intl';
import { shallowEqual } from 'react-redux';
import { Link } from 'wouter';
import type { Account, NotificationGroup, Report } from '../../../api/entities';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { Avatar } from '../../../ui/Avatar';
import { Button } from '../../../ui/Button';
import { safeHttpUrl } from '../../../ui/safeUrl';
import { selectAccountById } from '../../accounts/public';
import { selectCurrentAccountId } from '../../auth/public';
import { selectFilterState } from '../../filters/public';
import { selectInstance } from '../../instance/public';
import {
  DisplayName,
  FilteredNotice,
  loadCompactStatus,
  onPostClick,
  onPostPointerDown,
  StatusContainer,
} from '../../statuses';
import { accountPath, selectStatusView } from '../../statuses/public';
import { relationshipsIntents, useRelationship } from '../../relationships/public';
import { selectNotificationRows } from '../rows';
import {
  eventMessages,
  grouped,
  messages,
  severanceReasons,
  single,
  warningActions,
} from './notificationMessages';
import { NotificationIcon } from './NotificationIcon';
import { SPACE, handleOf, countMessages } from '../../../ui/textPieces';
import { notificationRequestsIntents } from '../../notificationRequests/public';

const CompactStatus = lazy(() => loadCompactStatus().then((component) => ({ default: component })));

/** Avatars shown in a row; the rest of the group is counted after them. */
export const MAX_AVATARS = 8;

/** Types drawn; any other (a newer server's) is left out of the column. */
export const RENDERED_TYPES = new Set([
  'follow',
  'follow_request',
  'favourite',
  'reblog',
  'mention',
  'quote',
  'poll',
  'status',
  'update',
  'quoted_update',
  'admin.sign_up',
  'admin.report',
  'moderation_warning',
  'severed_relationships',
  'annual_report',
]);

/** Fields some servers add to a group that the schema does not name. */
type Group = NotificationGroup & { annual_report?: { year?: number } | null };

/** A message whose values are elements (the names, as links): the typed descriptors hold plain values only. */
function rich(intl: IntlShape, descriptor: object, values: Record<string, ReactNode>): ReactNode {
  return intl.formatMessage(descriptor as MessageDescriptor, values as Record<string, string>);
}

function Name({ account }: { account: Account }) {
  return (
    <Link to={accountPath(account.acct)} className="notification-group__name">
      <DisplayName account={account} />
    </Link>
  );
}

function Avatars({ accounts, total }: { accounts: Account[]; total: number }) {
  const intl = useIntl();
  const shown = accounts.slice(0, MAX_AVATARS);
  const rest = total - shown.length;
  return (
    <div className="notification-group__avatars">
      {shown.map((account) => (
        <Link key={account.id} to={accountPath(account.acct)} aria-label={handleOf(account.acct)}>
          <Avatar account={account} size={28} />
        </Link>
      ))}
      {rest > 0 && (
        <span className="notification-group__more" aria-hidden="true">
          {intl.formatMessage(countMessages.more, { count: rest })}
        </span>
      )}
    </div>
  );
}

function Post({ id, full }: { id: string; full: boolean }) {
  const status = useAppSelector((state) => selectStatusView(state, id));
  const filter = useAppSelector((state) => selectFilterState(state, id, 'notifications'));
  const revealed = useAppSelector((state) => state.statuses.entities[id]?.revealed === true);
  if (full) return <StatusContainer id={id} filterContext="notifications" />;
  if (!status) return null;
  return (
    // A press on the post opens it, as on a post in a timeline.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div
      className="notification-group__post"
      onPointerDown={onPostPointerDown}
      onClick={onPostClick}
      onAuxClick={onPostClick}
    >
      {filter.action === 'warn' && !revealed ? (
        <FilteredNotice id={id} titles={filter.titles} />
      ) : (
        <Suspense fallback={null}>
          <CompactStatus status={status} />
        </Suspense>
      )}
    </div>
  );
}

function FollowRequestActions({ accountId }: { accountId: string }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const answer = useAppSelector((state) => selectNotificationRows(state).requests[accountId]);
  if (answer === 'accepted')
    return (
      <p className="notification-group__outcome" role="status">
        {intl.formatMessage(messages.accepted)}
      </p>
    );
  const answering = answer === 'answering';
  return (
    <div className="notification-group__actions">
      <Button
        variant="secondary"
        disabled={answering}
        onClick={() =>
          dispatch(notificationRequestsIntents.followRequestAnswerRequested({ accountId, authorize: false }))
        }
      >
        {intl.formatMessage(messages.reject)}
      </Button>
      <Button
        disabled={answering}
        onClick={() =>
          dispatch(notificationRequestsIntents.followRequestAnswerRequested({ accountId, authorize: true }))
        }
      >
        {intl.formatMessage(messages.accept)}
      </Button>
    </div>
  );
}

/** Offered once the relationships store knows the user does not follow the account (nor asked to). */
function FollowBack({ accountId }: { accountId: string }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { relationship } = useRelationship(accountId);
  const locked = useAppSelector((state) => !!selectAccountById(state, accountId)?.locked);
  if (!relationship || relationship.following || relationship.requested) return null;
  return (
    <div className="notification-group__actions">
      <Button
        variant="secondary"
        onClick={() => dispatch(relationshipsIntents.followRequested({ accountId, locked }))}
      >
        {intl.formatMessage(messages.followBack)}
      </Button>
    </div>
  );
}

function reportCategory(report: Report) {
  const category = report.category as string;
  return category === 'spam' || category === 'legal' || category === 'violation'
    ? messages[category]
    : undefined;
}

function ReportSummary({ report, name }: { report: Report; name: ReactNode }) {
  const intl = useIntl();
  const category = reportCategory(report);
  const target = report.target_account ? <Name account={report.target_account} /> : '';
  return (
    <>
      {category ? (
        <>{rich(intl, messages.reportFor, { name, target, category: intl.formatMessage(category) })}</>
      ) : (
        <>{rich(intl, messages.report, { name, target })}</>
      )}
      {report.comment && <q className="notification-group__comment">{report.comment}</q>}
    </>
  );
}

function instanceLink(domain: string | undefined, path: string) {
  const base = domain ? `https://${domain}` : window.location.origin;
  return safeHttpUrl(`${base}${path}`, window.location.href);
}

function LearnMore({ href }: { href: string | null | undefined }) {
  const intl = useIntl();
  if (!href) return null;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className="notification-group__link">
      {intl.formatMessage(messages.learnMore)}
    </a>
  );
}

/** What the row says, and what it holds under that (buttons, details). */
function useSummary(group: Group, accounts: Account[]): { text: ReactNode; extra?: ReactNode } | null {
  const intl = useIntl();
  const currentAccountId = useAppSelector(selectCurrentAccountId);
  const domain = useAppSelector((state) => selectInstance(state)?.domain);
  const status = useAppSelector((state) =>
    group.status_id ? selectStatusView(state, group.status_id) : undefined,
  );
  const first = accounts[0];
  const name = first ? <Name account={first} /> : '';
  const others = Math.max(group.notifications_count, accounts.length) - 1;
  // Not in every server's list of types yet.
  if ((group.type as string) === 'annual_report') {
    const year = group.annual_report?.year;
    return year ? { text: intl.formatMessage(eventMessages.annualReport, { year }) } : null;
  }
  switch (group.type) {
    case 'favourite':
    case 'reblog':
    case 'follow':
    case 'follow_request':
    case 'admin.sign_up': {
      const text =
        others > 0 ? (
          <>{rich(intl, grouped[group.type], { name, count: others })}</>
        ) : (
          <>{rich(intl, single[group.type], { name })}</>
        );
      if (group.type === 'follow_request' && first)
        return { text, extra: <FollowRequestActions accountId={first.id} /> };
      if (group.type === 'follow' && first && others === 0)
        return { text, extra: <FollowBack accountId={first.id} /> };
      return { text };
    }
    case 'status':
    case 'update':
    case 'quote':
    case 'quoted_update':
      return { text: <>{rich(intl, single[group.type], { name })}</> };
    case 'mention': {
      const isPrivate = status?.visibility === 'direct';
      const isReply = !!currentAccountId && status?.in_reply_to_account_id === currentAccountId;
      const label = isReply
        ? isPrivate
          ? messages.privateReply
          : messages.reply
        : isPrivate
          ? messages.privateMention
          : messages.mention;
      return { text: intl.formatMessage(label) };
    }
    case 'poll':
      return {
        text: intl.formatMessage(
          status && status.account.id === currentAccountId ? messages.ownPoll : messages.poll,
        ),
      };
    case 'admin.report':
      return group.report ? { text: <ReportSummary report={group.report} name={name} /> } : null;
    case 'moderation_warning': {
      const warning = group.moderation_warning;
      if (!warning) return null;
      const action = warningActions[warning.action];
      return {
        text: intl.formatMessage(messages.moderationWarning),
        extra: (
          <p className="notification-group__detail">
            {action && intl.formatMessage(action)}
            {action && SPACE}
            <LearnMore href={instanceLink(domain, `/disputes/strikes/${encodeURIComponent(warning.id)}`)} />
          </p>
        ),
      };
    }
    case 'severed_relationships': {
      const event = group.event;
      if (!event) return null;
      const values = {
        from: domain ?? window.location.host,
        target: event.target_name,
        followersCount: event.followers_count,
        followingCount: event.following_count,
      };
      const reason = severanceReasons[event.type];
      return {
        text: intl.formatMessage(eventMessages.severed, { name: event.target_name }),
        extra: (
          <p className="notification-group__detail">
            {reason && intl.formatMessage(reason, values)}
            {reason && SPACE}
            <LearnMore href={instanceLink(domain, '/severed_relationships')} />
          </p>
        ),
      };
    }
    default:
      return null;
  }
}

const FULL_POST_TYPES = new Set(['mention', 'quote']);
const ACCOUNT_TYPES = new Set(['follow', 'follow_request', 'favourite', 'reblog', 'admin.sign_up']);

/**
 * One notification group as Mastodon's web UI draws it: icon, who, what, and the post if any. A group
 * that did not change (the same object) does not render again when others arrive.
 */
export const NotificationGroupItem = memo(function NotificationGroupItem({ group }: { group: Group }) {
  const summaryId = useId();
  const accounts = useAppSelector(
    (state) =>
      group.sample_account_ids.flatMap((id) => {
        const account = selectAccountById(state, id);
        return account ? [account] : [];
      }),
    shallowEqual,
  );
  // A notification about a post a hide filter of the notifications context matches is left out.
  const hidden = useAppSelector(
    (state) =>
      !!group.status_id && selectFilterState(state, group.status_id, 'notifications').action === 'hide',
  );
  const rejected = useAppSelector(
    (state) =>
      group.type === 'follow_request' &&
      !!accounts[0] &&
      selectNotificationRows(state).requests[accounts[0].id] === 'rejected',
  );
  const summary = useSummary(group, accounts);
  if (!summary || rejected || hidden) return null;
  const fullPost = FULL_POST_TYPES.has(group.type);
  return (
    <article
      className={`notification-group notification-group--${group.type.replace('.', '-')}`}
      aria-labelledby={summaryId}
    >
      <NotificationIcon type={group.type} />
      <div className="notification-group__main">
        {ACCOUNT_TYPES.has(group.type) && (
          <Avatars accounts={accounts} total={Math.max(group.notifications_count, accounts.length)} />
        )}
        <p className="notification-group__summary" id={summaryId}>
          {summary.text}
        </p>
        {summary.extra}
        {group.status_id && <Post id={group.status_id} full={fullPost} />}
      </div>
    </article>
  );
});
