import { useEffect } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { Button } from '../../../ui/Button';
import { Column } from '../../../ui/Column';
import { LoadingIndicator } from '../../../ui/LoadingIndicator';
import { LoadMore } from '../../../ui/LoadMore';
import { NotAvailableOnServer } from '../../../ui/NotAvailableOnServer';
import { selectCapability } from '../../capabilities/public';
import { tagsIntents } from '../intents';
import { selectFollowedTags, selectTag, selectTagBusy } from '../slice';
import { tagMessages } from './tagMessages';
import { TagUsage } from './TagUsage';
import { bareTag, hashtagLabel } from '../../../utils/hashtag';

const unfollowMessages = defineMessages<{ unfollowTag: { name: string } }>({
  unfollowTag: { id: 'followed_tags.unfollow_tag', defaultMessage: 'Unfollow hashtag #{name}' },
});

const messages = defineMessages({
  title: { id: 'navigation_bar.followed_tags', defaultMessage: 'Followed hashtags' },
  empty: {
    id: 'empty_column.followed_tags',
    defaultMessage: 'You have not followed any hashtags yet. When you do, they will show up here.',
  },
});

function FollowedTag({ name }: { name: string }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const tag = useAppSelector((state) => selectTag(state, name));
  const busy = useAppSelector((state) => selectTagBusy(state, name));
  if (!tag) return null;
  return (
    <li className="followed-tag">
      <div className="followed-tag__text">
        <Link href={`/tags/${encodeURIComponent(bareTag(tag.name))}`} className="followed-tag__name">
          <bdi>{hashtagLabel(tag.name)}</bdi>
        </Link>
        <TagUsage tag={tag} />
      </div>
      <Button
        variant="secondary"
        disabled={busy}
        aria-label={intl.formatMessage(unfollowMessages.unfollowTag, { name: tag.name })}
        onClick={() => dispatch(tagsIntents.followRequested({ name: tag.name, follow: false }))}
      >
        {intl.formatMessage(tagMessages.unfollow)}
      </Button>
    </li>
  );
}

function FollowedTagList() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { names, loaded, isLoading, next, stale } = useAppSelector(selectFollowedTags);
  const unsupported = useAppSelector((state) => selectCapability(state, 'followedTags') === 'no');
  // Loaded on the first visit, and again when a tag was followed elsewhere since.
  useEffect(() => {
    if (!unsupported && (!loaded || stale)) dispatch(tagsIntents.followedRequested());
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dispatch]);
  if (unsupported) return <NotAvailableOnServer />;
  return (
    <div aria-busy={isLoading}>
      {isLoading && names.length === 0 && <LoadingIndicator />}
      {loaded && names.length === 0 && (
        <p className="timeline__empty">{intl.formatMessage(messages.empty)}</p>
      )}
      <ul className="followed-tags">
        {names.map((name) => (
          <FollowedTag key={name} name={name} />
        ))}
      </ul>
      {loaded && next && (
        <LoadMore
          disabled={isLoading}
          onClick={() => dispatch(tagsIntents.followedRequested({ more: true }))}
        />
      )}
    </div>
  );
}

/** /followed_tags: the hashtags whose posts reach Home, each to unfollow. */
export function FollowedTagsPage() {
  const intl = useIntl();
  return (
    <Column title={intl.formatMessage(messages.title)}>
      <FollowedTagList />
    </Column>
  );
}
