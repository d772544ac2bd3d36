import { defineMessages, useIntl } from 'react-intl';
import { Icon, type IconName } from '../../../ui/Icon';

const messages = defineMessages({
  label: { id: 'notifications.filter.label', defaultMessage: 'Filter notifications' },
  all: { id: 'notifications.filter.all', defaultMessage: 'All' },
  mention: { id: 'notifications.filter.mentions', defaultMessage: 'Mentions' },
  favourite: { id: 'notifications.filter.favourites', defaultMessage: 'Favorites' },
  reblog: { id: 'notifications.filter.boosts', defaultMessage: 'Boosts' },
  poll: { id: 'notifications.filter.polls', defaultMessage: 'Poll results' },
  status: { id: 'notifications.filter.statuses', defaultMessage: 'Updates from people you follow' },
  follow: { id: 'notifications.filter.follows', defaultMessage: 'Follows' },
});

export const QUICK_FILTERS = ['all', 'mention', 'favourite', 'reblog', 'poll', 'status', 'follow'] as const;

/** Every filter but "All" is an icon named by its words, as Mastodon's full filter bar: seven fit a column. */
const ICONS: Record<Exclude<(typeof QUICK_FILTERS)[number], 'all'>, IconName> = {
  mention: 'at',
  favourite: 'star',
  reblog: 'boost',
  poll: 'poll',
  status: 'home',
  follow: 'person-add',
};

/** Mastodon's quick filter bar: the column shows all notifications or those of one type. */
export function FilterBar({ active, onChange }: { active: string; onChange: (filter: string) => void }) {
  const intl = useIntl();
  return (
    <div className="notification-filter-bar" role="tablist" aria-label={intl.formatMessage(messages.label)}>
      {QUICK_FILTERS.map((filter) => {
        const words = intl.formatMessage(messages[filter]);
        return (
          <button
            key={filter}
            type="button"
            role="tab"
            aria-selected={active === filter}
            aria-label={filter === 'all' ? undefined : words}
            title={filter === 'all' ? undefined : words}
            className="notification-filter-bar__tab"
            onClick={() => onChange(filter)}
          >
            {filter === 'all' ? words : <Icon id={ICONS[filter]} />}
          </button>
        );
      })}
    </div>
  );
}
