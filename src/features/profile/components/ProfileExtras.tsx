import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { useAppSelector } from '../../../store/hooks';
import { Avatar } from '../../../ui/Avatar';
import { selectAccountById } from '../../accounts/public';
import { DisplayName } from '../../statuses';
import { accountPath, hashtagPath } from '../../statuses/public';
import { selectProfileExtras } from '../../relationships/public';
import { profileMessages as messages, profileValueMessages as valueMessages } from './messages';
import { hashtagLabel } from '../../../utils/hashtag';
import { SPACE, handleOf } from '../../../ui/textPieces';

function AccountChip({ id, withName }: { id: string; withName: boolean }) {
  const account = useAppSelector((state) => selectAccountById(state, id));
  if (!account) return null;
  return (
    <li>
      <Link href={accountPath(account.acct)} className="profile__chip" title={handleOf(account.acct)}>
        <Avatar account={account} size={withName ? 32 : 24} />
        {withName ? (
          <DisplayName account={account} withAcct />
        ) : (
          <span className="sr-only">
            <DisplayName account={account} />
          </span>
        )}
      </Link>
    </li>
  );
}

/** "Followed by people you know", their avatars leading to them. */
export function FamiliarFollowers({ accountId }: { accountId: string }) {
  const intl = useIntl();
  const ids = useAppSelector((state) => selectProfileExtras(state, accountId).familiarFollowers);
  if (!ids?.length) return null;
  return (
    <section className="profile__familiar" aria-label={intl.formatMessage(messages.familiarFollowers)}>
      <span>{intl.formatMessage(messages.familiarFollowers)}</span>
      <ul className="profile__chips">
        {ids.slice(0, 8).map((id) => (
          <AccountChip key={id} id={id} withName={false} />
        ))}
      </ul>
    </section>
  );
}

/** The profile's featured hashtags (the most used first) and the accounts it features. */
export function FeaturedSections({ accountId }: { accountId: string }) {
  const intl = useIntl();
  const { featuredTags, endorsed } = useAppSelector((state) => selectProfileExtras(state, accountId));
  return (
    <>
      {!!featuredTags?.length && (
        <section className="profile__featured" aria-label={intl.formatMessage(messages.featuredTags)}>
          <h2 className="profile__section-title">{intl.formatMessage(messages.featuredTags)}</h2>
          <ul className="profile__tags">
            {featuredTags.map((tag) => (
              <li key={tag.id ?? tag.name}>
                <Link href={hashtagPath(tag.name)} className="profile__tag">
                  <bdi>{hashtagLabel(tag.name)}</bdi>
                  {SPACE}
                  <span className="profile__tag-count">
                    {intl.formatMessage(valueMessages.taggedPosts, {
                      count: Number(tag.statuses_count) || 0,
                    })}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      {!!endorsed?.length && (
        <section className="profile__featured" aria-label={intl.formatMessage(messages.endorsed)}>
          <h2 className="profile__section-title">{intl.formatMessage(messages.endorsed)}</h2>
          <ul className="profile__chips profile__chips--column">
            {endorsed.map((id) => (
              <AccountChip key={id} id={id} withName />
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
