import { useEffect } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { LoadingIndicator } from '../../../ui/LoadingIndicator';
import { hashtagPath } from '../../statuses/public';
import { exploreIntents } from '../intents';
import { selectExplore } from '../slice';
import { TREND_SUMMARY_DAYS } from '../tagTrend';
import { Sparkline } from './Sparkline';
import { hashtagLabel } from '../../../utils/hashtag';

const countMessages = defineMessages<{
  people: { count: number; counter: string; days: number };
  uses: { count: number; counter: string };
}>({
  people: {
    id: 'trends.counter_by_accounts',
    defaultMessage:
      '{count, plural, one {{counter} person} other {{counter} people}} in the past {days, plural, one {day} other {{days} days}}',
  },
  uses: {
    id: 'hashtag.counter_by_uses',
    defaultMessage: '{count, plural, one {{counter} post} other {{counter} posts}}',
  },
});

const messages = defineMessages({
  empty: {
    id: 'empty_column.explore_statuses',
    defaultMessage: 'Nothing is trending right now. Check back later!',
  },
});

/** Explore's Hashtags: each trending tag with its people and posts of the last two days and its week. */
export function TrendingTags() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { items, loaded } = useAppSelector((state) => selectExplore(state).tags);

  useEffect(() => {
    dispatch(exploreIntents.tagsRequested());
  }, [dispatch]);

  if (!loaded) return <LoadingIndicator />;
  if (items.length === 0) return <p className="timeline__empty">{intl.formatMessage(messages.empty)}</p>;
  return (
    <ul className="trending-tags">
      {items.map((tag) => (
        <li key={tag.name} className="trending-tags__item">
          <div className="trending-tags__text">
            <Link href={hashtagPath(tag.name)} className="trending-tags__name">
              <bdi>{hashtagLabel(tag.name)}</bdi>
            </Link>
            <span className="trending-tags__people">
              {intl.formatMessage(countMessages.people, {
                count: tag.accounts,
                counter: intl.formatNumber(tag.accounts),
                days: TREND_SUMMARY_DAYS,
              })}
            </span>
          </div>
          <span className="trending-tags__uses">
            {intl.formatMessage(countMessages.uses, {
              count: tag.uses,
              counter: intl.formatNumber(tag.uses),
            })}
          </span>
          <Sparkline values={tag.dailyUses} />
        </li>
      ))}
    </ul>
  );
}
