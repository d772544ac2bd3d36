import { useEffect } from 'react';
import { defineMessages, useIntl, type MessageValue } from 'react-intl';
import { Link } from 'wouter';
import type { PreviewCard } from '../../../api/entities';
import { selectInstance } from '../../../features/instance/public';
import { Blurhash } from '../../../features/statuses/components/Blurhash';
import { DisplayName } from '../../../features/statuses';
import { accountPath } from '../../../features/statuses/public';
import { trendsIntents } from '../../../features/trends/intents';
import { selectTrendingLinks } from '../../../features/trends/slice';
import { useAppDispatch, useAppSelector } from '../../../store';
import { LoadingIndicator } from '../../../ui/LoadingIndicator';
import { RelativeTimestamp } from '../../../ui/RelativeTimestamp';
import { safeHttpUrl } from '../../../ui/safeUrl';

const messages = defineMessages({
  empty: {
    id: 'empty_column.explore_statuses',
    defaultMessage: 'Nothing is trending right now. Check back later!',
  },
});

const authorMessages = defineMessages<{ by: { name: MessageValue } }>({
  by: { id: 'link_preview.author', defaultMessage: 'By {name}' },
});

/** The link timeline (`/api/v1/timelines/link`) came with Mastodon's API version 2 (4.3). */
const LINK_TIMELINE_API_VERSION = 2;

function Authors({ card }: { card: PreviewCard }) {
  const intl = useIntl();
  const authors = Array.isArray(card.authors) ? card.authors : [];
  const account = authors.find((author) => author?.account)?.account;
  if (account)
    return (
      <span className="news-card__author">
        {intl.formatMessage(authorMessages.by, {
          name: (
            <Link key="author" href={accountPath(account.acct)}>
              <DisplayName account={account} />
            </Link>
          ),
        })}
      </span>
    );
  const name = authors.find((author) => author?.name)?.name || card.author_name;
  return name ? (
    <span className="news-card__author">{intl.formatMessage(authorMessages.by, { name })}</span>
  ) : null;
}

function NewsCard({ card, withPosts }: { card: PreviewCard; withPosts: boolean }) {
  const url = safeHttpUrl(card.url);
  const image = safeHttpUrl(card.image);
  if (!url) return null;
  const body = (
    <>
      <div className="news-card__image">
        {card.blurhash && <Blurhash hash={card.blurhash} className="news-card__preview" />}
        {image && (
          <img
            src={image}
            alt={(card as { image_description?: string | null }).image_description ?? ''}
            loading="lazy"
          />
        )}
      </div>
      <span className="news-card__text">
        <span className="news-card__provider">
          {card.provider_name || new URL(url).hostname}
          {card.published_at && (
            <>
              {' · '}
              <RelativeTimestamp timestamp={card.published_at} />
            </>
          )}
        </span>
        <strong className="news-card__title">{card.title}</strong>
        {card.description && <span className="news-card__description">{card.description}</span>}
      </span>
    </>
  );
  return (
    <li className="news-card">
      {withPosts ? (
        <Link href={`/links?url=${encodeURIComponent(url)}`} className="news-card__link">
          {body}
        </Link>
      ) : (
        <a href={url} target="_blank" rel="noopener noreferrer" className="news-card__link">
          {body}
        </a>
      )}
      <Authors card={card} />
    </li>
  );
}

/**
 * Trending links as cards; opening one shows the posts that share it where the instance has the link
 * timeline, else the link itself.
 */
export function NewsList() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { links, linksLoaded } = useAppSelector(selectTrendingLinks);
  const apiVersion = Number(
    (useAppSelector(selectInstance) as { api_versions?: { mastodon?: unknown } } | null)?.api_versions
      ?.mastodon ?? 0,
  );

  useEffect(() => {
    dispatch(trendsIntents.linksRequested());
  }, [dispatch]);

  if (!linksLoaded) return <LoadingIndicator />;
  if (links.length === 0) return <p className="timeline__empty">{intl.formatMessage(messages.empty)}</p>;
  return (
    <ul className="news-cards">
      {links.map((link) => (
        <NewsCard key={link.url} card={link.card} withPosts={apiVersion >= LINK_TIMELINE_API_VERSION} />
      ))}
    </ul>
  );
}
