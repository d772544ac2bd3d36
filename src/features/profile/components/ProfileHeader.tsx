import type { ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'wouter';
import type { Account, Relationship } from '../../../api/entities';
import { Avatar } from '../../../ui/Avatar';
import { Icon } from '../../../ui/Icon';
import { safeHttpUrl } from '../../../ui/safeUrl';
import { DisplayName, RichText } from '../../statuses';
import { accountPath } from '../../statuses/public';
import { FollowButton } from '../../relationships';
import { profileMessages as messages, profileValueMessages as valueMessages } from './messages';
import { ProfileFields } from './ProfileFields';
import { ProfileMenu } from './ProfileMenu';

const ownMessages = defineMessages({
  editProfile: { id: 'account.edit_profile', defaultMessage: 'Edit profile' },
});

/** A role's colour only when it is a plain hex colour: anything else from a server is not styled. */
const roleColor = (color: string | null | undefined) =>
  color && /^#[0-9a-f]{3,8}$/i.test(color) ? color : undefined;

/** A count, a link to its list only where there is something in it (a zero leads nowhere). */
function Counter({ label, href }: { label: string; href: string | null }) {
  return href ? (
    <Link href={href} className="profile__counter">
      {label}
    </Link>
  ) : (
    <span className="profile__counter">{label}</span>
  );
}

interface ProfileHeaderProps {
  account: Account;
  relationship: Relationship | undefined;
  me: string | null | undefined;
  /** What the profile shows under its bio (familiar followers, the note). */
  children?: ReactNode;
}

/** The profile's head: header image, avatar, name, badges, bio, fields, counts and the actions. */
export function ProfileHeader({ account, relationship, me, children }: ProfileHeaderProps) {
  const intl = useIntl();
  const header = safeHttpUrl(account.header_static || account.header);
  const base = accountPath(account.acct);
  const collections = !account.hide_collections || account.id === me;
  const count = (value: number | undefined) => ({
    count: value ?? 0,
    counter: intl.formatNumber(value ?? 0, { notation: 'compact', maximumFractionDigits: 1 }),
  });
  const roles = Array.isArray(account.roles) ? account.roles : [];
  return (
    <header className="profile">
      <div className="profile__header-image">
        {header && !header.endsWith('/missing.png') && (
          <img src={header} alt={intl.formatMessage(messages.header)} loading="lazy" />
        )}
      </div>
      <div className="profile__bar">
        <div className="profile__avatar">
          <Avatar account={account} size={90} />
        </div>
        <div className="profile__actions">
          {!account.suspended && account.id !== me && <FollowButton accountId={account.id} />}
          {/* The user's own profile: where Follow would be, the way to the profile editor. */}
          {account.id === me && (
            <Link href="/profile/edit" className="button button--secondary">
              {intl.formatMessage(ownMessages.editProfile)}
            </Link>
          )}
          <ProfileMenu account={account} relationship={relationship} signedIn={!!me && account.id !== me} />
        </div>
      </div>
      <div className="profile__about">
        <h1 className="profile__name">
          <DisplayName account={account} withAcct />
          {account.locked && (
            <span
              className="profile__lock"
              role="img"
              aria-label={intl.formatMessage(messages.locked)}
              title={intl.formatMessage(messages.locked)}
            >
              <Icon id="lock" size={16} />
            </span>
          )}
        </h1>
        <ul className="profile__badges">
          {account.bot && <li className="profile__badge">{intl.formatMessage(messages.bot)}</li>}
          {account.group && <li className="profile__badge">{intl.formatMessage(messages.group)}</li>}
          {roles.map((role) => (
            <li
              key={role.id}
              className="profile__badge profile__badge--role"
              style={roleColor(role.color) ? { borderColor: roleColor(role.color) } : undefined}
            >
              {role.name}
            </li>
          ))}
          {relationship?.followed_by && (
            <li className="profile__badge">{intl.formatMessage(messages.followsYou)}</li>
          )}
          {relationship?.blocking && (
            <li className="profile__badge">{intl.formatMessage(messages.blocked)}</li>
          )}
          {relationship?.muting && <li className="profile__badge">{intl.formatMessage(messages.muted)}</li>}
        </ul>
        {account.memorial && <p className="profile__memorial">{intl.formatMessage(messages.memorial)}</p>}
        {!account.suspended && (
          <RichText html={account.note ?? ''} emojis={account.emojis} className="rich-text profile__bio" />
        )}
        {!account.suspended && <ProfileFields account={account} />}
        <p className="profile__counters">
          <Counter
            label={intl.formatMessage(valueMessages.statuses, count(account.statuses_count))}
            href={null}
          />
          <Counter
            label={intl.formatMessage(valueMessages.following, count(account.following_count))}
            href={collections && (account.following_count ?? 0) > 0 ? `${base}/following` : null}
          />
          <Counter
            label={intl.formatMessage(valueMessages.followers, count(account.followers_count))}
            href={collections && (account.followers_count ?? 0) > 0 ? `${base}/followers` : null}
          />
        </p>
        {children}
      </div>
    </header>
  );
}

/** "… has indicated that their new account is now:" with the new account and a way there. */
export function MovedBanner({ account }: { account: Account }) {
  const intl = useIntl();
  const moved = account.moved;
  if (!moved?.acct) return null;
  return (
    <div className="profile__moved" role="note">
      <p>
        {intl.formatMessage(valueMessages.movedTo, { name: <DisplayName key="name" account={account} /> })}
      </p>
      <Link href={accountPath(moved.acct)} className="profile__moved-account">
        <Avatar account={moved} size={40} />
        <DisplayName account={moved} withAcct />
      </Link>
      <Link href={accountPath(moved.acct)} className="button button--secondary">
        {intl.formatMessage(messages.goToProfile)}
      </Link>
    </div>
  );
}
