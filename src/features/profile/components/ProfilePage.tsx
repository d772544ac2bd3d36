import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { useParams } from 'wouter';
import type { Account } from '../../../api/entities';
import { keyOf } from '../../../domain/timelineKey';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { Button } from '../../../ui/Button';
import { Column } from '../../../ui/Column';
import { inlineStep } from '../../../ui/direction';
import { LoadingIndicator } from '../../../ui/LoadingIndicator';
import { accountLookupRequested, selectAccountByAcct, selectIsAcctNonexistent } from '../../accounts/public';
import { relationshipsIntents, useRelationship } from '../../relationships/public';
import { StatusList } from '../../statusLists';
import { TimelineColumn } from '../../timelines';
import { ColumnNavigationContext } from '../../../ui/ColumnNavigationContext';
import { displayNameText } from '../../statuses';

import { profileMessages as messages, profileValueMessages as valueMessages } from './messages';
import { FamiliarFollowers, FeaturedSections } from './ProfileExtras';
import { MovedBanner, ProfileHeader } from './ProfileHeader';
import { PrivateNote } from './PrivateNote';

/** The acct a `/@{acct}` route names. */
export function useRouteAcct() {
  const handle = useParams<{ handle: string }>().handle ?? '';
  let acct = handle;
  try {
    acct = decodeURIComponent(handle);
  } catch {
    // a malformed escape: kept as typed
  }
  return acct.replace(/^@/, '');
}

/** The account a route names, looked up once; `missing` once the server said it does not exist. */
export function useRouteAccount() {
  const dispatch = useAppDispatch();
  const acct = useRouteAcct();
  const account = useAppSelector((state) => selectAccountByAcct(state, acct));
  const missing = useAppSelector((state) => selectIsAcctNonexistent(state, acct));
  useEffect(() => {
    if (acct) dispatch(accountLookupRequested({ acct }));
  }, [acct, dispatch]);
  return { acct, account, missing };
}

type Tab = 'posts' | 'replies' | 'media';
const TABS: Tab[] = ['posts', 'replies', 'media'];
/** The account timeline each tab shows: `account:{id}:posts`, `account:{id}`, `account:{id}:media`. */
const TAB_KEYS: Record<Tab, string | undefined> = { posts: 'posts', replies: undefined, media: 'media' };
const TAB_LABELS = { posts: messages.posts, replies: messages.postsWithReplies, media: messages.media };

function ProfileTabs({ account }: { account: Account }) {
  const intl = useIntl();
  const [tab, setTab] = useState<Tab>('posts');
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent) => {
    const at = TABS.indexOf(tab);
    // The arrows follow the tabs as drawn: swapped under right to left.
    const step = inlineStep(event.key, event.currentTarget);
    const next = step ? at + step : event.key === 'Home' ? 0 : event.key === 'End' ? TABS.length - 1 : null;
    if (next === null) return;
    event.preventDefault();
    const index = (next + TABS.length) % TABS.length;
    setTab(TABS[index] ?? 'posts');
    refs.current[index]?.focus();
  };
  const timelineId = keyOf({
    kind: 'account',
    id: TAB_KEYS[tab] ? `${account.id}:${TAB_KEYS[tab]}` : account.id,
  });
  return (
    <>
      <div role="tablist" aria-label={intl.formatMessage(messages.tabs)} className="profile__tabs">
        {TABS.map((name, index) => (
          <button
            key={name}
            ref={(element) => {
              refs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`profile-tab-${name}`}
            aria-selected={tab === name}
            aria-controls="profile-tabpanel"
            tabIndex={tab === name ? 0 : -1}
            className="profile__tab"
            onClick={() => setTab(name)}
            onKeyDown={onKeyDown}
          >
            {intl.formatMessage(TAB_LABELS[name])}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id="profile-tabpanel"
        aria-labelledby={`profile-tab-${tab}`}
        className="profile__tabpanel"
      >
        {tab === 'posts' && <PinnedPosts accountId={account.id} />}
        {/* The profile's own header has Back and Close; the posts' column inside it has none. */}
        <ColumnNavigationContext.Provider value={null}>
          <TimelineColumn
            key={timelineId}
            timelineId={timelineId}
            title={intl.formatMessage(TAB_LABELS[tab])}
          />
        </ColumnNavigationContext.Provider>
      </div>
    </>
  );
}

/** Pinned posts above Posts. */
function PinnedPosts({ accountId }: { accountId: string }) {
  const intl = useIntl();
  return (
    <section className="account-pinned" aria-label={intl.formatMessage(messages.pinned)}>
      <StatusList list={`pins:${accountId}`} prepend={intl.formatMessage(messages.pinned)} />
    </section>
  );
}

function ProfileBody({ account }: { account: Account }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { relationship, me } = useRelationship(account.id);
  const [showLimited, setShowLimited] = useState(false);
  useEffect(() => {
    if (!account.suspended) dispatch(relationshipsIntents.profileExtrasRequested({ accountId: account.id }));
  }, [account.id, account.suspended, dispatch]);

  const domain = account.acct.split('@')[1] ?? window.location.hostname;
  if (account.limited && !showLimited && account.id !== me) {
    return (
      <div className="profile__limited">
        <p>{intl.formatMessage(valueMessages.limited, { domain })}</p>
        <Button variant="secondary" onClick={() => setShowLimited(true)}>
          {intl.formatMessage(messages.showAnyway)}
        </Button>
      </div>
    );
  }
  const others = !!me && account.id !== me;
  return (
    <>
      <MovedBanner account={account} />
      <ProfileHeader account={account} relationship={relationship} me={me}>
        {others && <FamiliarFollowers accountId={account.id} />}
        {others && relationship && <PrivateNote accountId={account.id} note={relationship.note ?? ''} />}
      </ProfileHeader>
      {account.suspended ? (
        <p className="timeline__empty profile__suspended">{intl.formatMessage(messages.suspended)}</p>
      ) : (
        <>
          <FeaturedSections accountId={account.id} />
          <ProfileTabs account={account} />
        </>
      )}
    </>
  );
}

/** /@{acct}: the profile, its featured parts and its posts. */
export function ProfilePage() {
  const intl = useIntl();
  const { acct, account, missing } = useRouteAccount();
  // A column title is plain text: custom emoji shortcodes are left out.
  const title = account
    ? displayNameText(account).replace(/:\w+:/g, '').trim() || account.username
    : `@${acct}`;
  return (
    <Column title={title} icon="profile" className="profile-page">
      {missing ? (
        <p className="timeline__empty">{intl.formatMessage(messages.notFound)}</p>
      ) : !account ? (
        <LoadingIndicator />
      ) : (
        <ProfileBody key={account.id} account={account} />
      )}
    </Column>
  );
}
