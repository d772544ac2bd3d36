import { defineMessages, useIntl } from 'react-intl';
import type { Tag } from '../../../api/entities';
import { TAG_PEOPLE_DAYS, tagPeople } from '../tagPeople';

const messages = defineMessages<{ people: { count: number; counter: string; days: number } }>({
  people: {
    id: 'trends.counter_by_accounts',
    defaultMessage:
      '{count, plural, one {{counter} person} other {{counter} people}} in the past {days, plural, one {day} other {{days} days}}',
  },
});

/** "N people in the past 2 days" under a hashtag, from its history. */
export function TagPeople({ tag }: { tag: Pick<Tag, 'history'> | undefined }) {
  const intl = useIntl();
  const count = tagPeople(tag);
  return (
    <span className="search__tag-people">
      {intl.formatMessage(messages.people, {
        count,
        counter: intl.formatNumber(count),
        days: TAG_PEOPLE_DAYS,
      })}
    </span>
  );
}
