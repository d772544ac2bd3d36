import { useEffect } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { Avatar } from '../../../ui/Avatar';
import { Button } from '../../../ui/Button';
import { Column } from '../../../ui/Column';
import { LoadingIndicator } from '../../../ui/LoadingIndicator';
import { LoadMore } from '../../../ui/LoadMore';
import { formatFullDate } from '../../../ui/RelativeTimestamp';
import { selectAccountById } from '../../accounts/public';
import { DisplayName } from '../../statuses';
import { accountPath } from '../../statuses/public';
import { safetyListIntents } from '../intents';
import { selectSafetyList, type SafetyListKind } from '../safetyLists';

const messages = defineMessages({
  blocks: { id: 'column.blocks', defaultMessage: 'Blocked users' },
  mutes: { id: 'column.mutes', defaultMessage: 'Muted users' },
  domain_blocks: { id: 'column.domain_blocks', defaultMessage: 'Blocked domains' },
  blocksEmpty: { id: 'empty_column.blocks', defaultMessage: "You haven't blocked any users yet." },
  mutesEmpty: { id: 'empty_column.mutes', defaultMessage: "You haven't muted any users yet." },
  domainBlocksEmpty: {
    id: 'empty_column.domain_blocks',
    defaultMessage: 'There are no blocked domains yet.',
  },
  unavailable: {
    id: 'domain_blocks.unavailable',
    defaultMessage: 'This server does not offer blocked domains.',
  },
  unblock: { id: 'account.unblock_short', defaultMessage: 'Unblock' },
  unmute: { id: 'account.unmute_short', defaultMessage: 'Unmute' },
  indefinitely: { id: 'mute_modal.indefinite', defaultMessage: 'Indefinitely' },
});
const withValues = defineMessages<{
  expires: { date: string };
  unblockDomain: { domain: string };
  unblockAccount: { name: string };
  unmuteAccount: { name: string };
}>({
  expires: { id: 'mutes.expires_at', defaultMessage: 'Expires {date}' },
  unblockDomain: { id: 'account.unblock_domain', defaultMessage: 'Unblock domain {domain}' },
  unblockAccount: { id: 'account.unblock', defaultMessage: 'Unblock @{name}' },
  unmuteAccount: { id: 'account.unmute', defaultMessage: 'Unmute @{name}' },
});

type EmptyKey = 'blocksEmpty' | 'mutesEmpty' | 'domainBlocksEmpty';

function AccountRow({
  id,
  kind,
  expiresAt,
}: {
  id: string;
  kind: 'blocks' | 'mutes';
  expiresAt?: string | null;
}) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const account = useAppSelector((state) => selectAccountById(state, id));
  if (!account) return null;
  const label = intl.formatMessage(kind === 'blocks' ? withValues.unblockAccount : withValues.unmuteAccount, {
    name: account.acct,
  });
  return (
    <li className="account-list__item safety-list__item">
      <Link href={accountPath(account.acct)} className="account-list__link">
        <Avatar account={account} size={40} />
        <DisplayName account={account} withAcct />
      </Link>
      {kind === 'mutes' && (
        <span className="safety-list__expiry">
          {expiresAt
            ? intl.formatMessage(withValues.expires, { date: formatFullDate(intl, expiresAt) })
            : intl.formatMessage(messages.indefinitely)}
        </span>
      )}
      <Button
        variant="secondary"
        aria-label={label}
        onClick={() => dispatch(safetyListIntents.undoRequested({ list: kind, item: id }))}
      >
        {intl.formatMessage(kind === 'blocks' ? messages.unblock : messages.unmute)}
      </Button>
    </li>
  );
}

function DomainRow({ domain }: { domain: string }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  return (
    <li className="account-list__item safety-list__item">
      <span className="safety-list__domain">{domain}</span>
      <Button
        variant="secondary"
        onClick={() => dispatch(safetyListIntents.undoRequested({ list: 'domain_blocks', item: domain }))}
      >
        {intl.formatMessage(withValues.unblockDomain, { domain })}
      </Button>
    </li>
  );
}

function SafetyList({ kind, empty }: { kind: SafetyListKind; empty: EmptyKey }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { items, expiresAt, loaded, isLoading, next, unavailable } = useAppSelector((state) =>
    selectSafetyList(state, kind),
  );
  useEffect(() => {
    dispatch(safetyListIntents.fetchRequested({ list: kind }));
  }, [dispatch, kind]);
  return (
    <div aria-busy={isLoading}>
      {isLoading && items.length === 0 && <LoadingIndicator />}
      {loaded && items.length === 0 && (
        <p className="timeline__empty">{intl.formatMessage(messages[unavailable ? 'unavailable' : empty])}</p>
      )}
      <ul className="account-list safety-list">
        {items.map((item) =>
          kind === 'domain_blocks' ? (
            <DomainRow key={item} domain={item} />
          ) : (
            <AccountRow key={item} id={item} kind={kind} expiresAt={expiresAt[item]} />
          ),
        )}
      </ul>
      {loaded && next && (
        <LoadMore
          disabled={isLoading}
          onClick={() => dispatch(safetyListIntents.fetchRequested({ list: kind, expand: true }))}
        />
      )}
    </div>
  );
}

function SafetyPage({ kind, empty }: { kind: SafetyListKind; empty: EmptyKey }) {
  const intl = useIntl();
  return (
    <Column title={intl.formatMessage(messages[kind])}>
      <SafetyList kind={kind} empty={empty} />
    </Column>
  );
}

/** /blocks: the accounts the user blocked, each with Unblock. */
export const BlocksPage = () => <SafetyPage kind="blocks" empty="blocksEmpty" />;
/** /mutes: the muted accounts, with when each mute ends, and Unmute. */
export const MutesPage = () => <SafetyPage kind="mutes" empty="mutesEmpty" />;
/** /domain_blocks: the blocked domains, each with Unblock domain. */
export const DomainBlocksPage = () => <SafetyPage kind="domain_blocks" empty="domainBlocksEmpty" />;
