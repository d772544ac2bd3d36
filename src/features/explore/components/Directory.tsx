import { useEffect } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { Avatar } from '../../../ui/Avatar';
import { LoadingIndicator } from '../../../ui/LoadingIndicator';
import { LoadMore } from '../../../ui/LoadMore';
import { RelativeTimestamp } from '../../../ui/RelativeTimestamp';
import { safeHttpUrl } from '../../../ui/safeUrl';
import { selectAccountById } from '../../accounts/public';
import { selectInstance } from '../../instance/public';
import { DisplayName } from '../../statuses';
import { accountPath, htmlToPlainText } from '../../statuses/public';
import { exploreIntents } from '../intents';
import { selectExplore, type DirectoryQuery } from '../slice';

const messages = defineMessages({
  active: { id: 'directory.recently_active', defaultMessage: 'Recently active' },
  new: { id: 'directory.new_arrivals', defaultMessage: 'New arrivals' },
  federated: { id: 'directory.federated', defaultMessage: 'From known fediverse' },
  order: { id: 'directory.order', defaultMessage: 'Order' },
  origin: { id: 'directory.origin', defaultMessage: 'Accounts' },
  posts: { id: 'account.posts', defaultMessage: 'Posts' },
  followers: { id: 'account.followers', defaultMessage: 'Followers' },
  lastActive: { id: 'account.last_status', defaultMessage: 'Last active' },
  never: { id: 'account.never_active', defaultMessage: 'Never' },
  empty: { id: 'empty_column.directory', defaultMessage: 'No profiles to show.' },
});

const originMessages = defineMessages<{ local: { domain: string } }>({
  local: { id: 'directory.local', defaultMessage: 'From {domain} only' },
});

/** The note's first lines, as plain text: the card is a summary, the profile shows the rest. */
const NOTE_EXCERPT_CHARS = 160;

function AccountCard({ id }: { id: string }) {
  const intl = useIntl();
  const account = useAppSelector((state) => selectAccountById(state, id));
  if (!account) return null;
  const header = safeHttpUrl(account.header_static || account.header);
  const note = htmlToPlainText(account.note ?? '');
  const excerpt = note.length > NOTE_EXCERPT_CHARS ? `${note.slice(0, NOTE_EXCERPT_CHARS).trimEnd()}…` : note;
  return (
    <li className="account-card">
      <div className="account-card__header">{header && <img src={header} alt="" loading="lazy" />}</div>
      <Link href={accountPath(account.acct)} className="account-card__title">
        <Avatar account={account} size={56} />
        <DisplayName account={account} withAcct />
      </Link>
      {excerpt && (
        <p className="account-card__note" dir="auto">
          {excerpt}
        </p>
      )}
      <dl className="account-card__counts">
        <div>
          <dt>{intl.formatMessage(messages.posts)}</dt>
          <dd>{intl.formatNumber(account.statuses_count ?? 0)}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage(messages.followers)}</dt>
          <dd>{intl.formatNumber(account.followers_count ?? 0)}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage(messages.lastActive)}</dt>
          <dd>
            {account.last_status_at ? (
              <RelativeTimestamp timestamp={account.last_status_at} />
            ) : (
              intl.formatMessage(messages.never)
            )}
          </dd>
        </div>
      </dl>
    </li>
  );
}

/** Two choices shown as pressed buttons: each press asks for that query from its first page. */
function Switch<K extends keyof DirectoryQuery>({
  label,
  field,
  options,
}: {
  label: string;
  field: K;
  options: { value: DirectoryQuery[K]; text: string }[];
}) {
  const dispatch = useAppDispatch();
  const current = useAppSelector((state) => selectExplore(state).directory[field]);
  return (
    <div role="group" aria-label={label} className="directory__switch">
      {options.map((option) => (
        <button
          key={String(option.value)}
          type="button"
          aria-pressed={current === option.value}
          onClick={() =>
            current !== option.value && dispatch(exploreIntents.directoryRequested({ [field]: option.value }))
          }
        >
          {option.text}
        </button>
      ))}
    </div>
  );
}

/** /directory: the accounts that chose to be listed, recently active or new, local or from everywhere. */
export function Directory() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { items, loaded, isLoading, hasMore } = useAppSelector((state) => selectExplore(state).directory);
  const domain = useAppSelector(selectInstance)?.domain ?? window.location.host;

  useEffect(() => {
    dispatch(exploreIntents.directoryRequested({}));
  }, [dispatch]);

  return (
    <div className="directory" aria-busy={isLoading}>
      <div className="directory__filters">
        <Switch
          label={intl.formatMessage(messages.order)}
          field="order"
          options={[
            { value: 'active', text: intl.formatMessage(messages.active) },
            { value: 'new', text: intl.formatMessage(messages.new) },
          ]}
        />
        <Switch
          label={intl.formatMessage(messages.origin)}
          field="local"
          options={[
            { value: true, text: intl.formatMessage(originMessages.local, { domain }) },
            { value: false, text: intl.formatMessage(messages.federated) },
          ]}
        />
      </div>
      {!loaded && <LoadingIndicator />}
      {loaded && items.length === 0 && (
        <p className="timeline__empty">{intl.formatMessage(messages.empty)}</p>
      )}
      <ul className="account-cards">
        {items.map((id) => (
          <AccountCard key={id} id={id} />
        ))}
      </ul>
      {loaded && hasMore && (
        <LoadMore
          disabled={isLoading}
          onClick={() => dispatch(exploreIntents.directoryRequested({ expand: true }))}
        />
      )}
    </div>
  );
}
