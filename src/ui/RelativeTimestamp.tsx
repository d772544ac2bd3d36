import { defineMessages, useIntl } from 'react-intl';
import type { NoMessageValues } from 'react-intl';
import type { IntlShape } from 'react-intl';
import { dateFormat, fixedMessage } from './intlCache';
import { relativeTime } from './relativeTime';
import { useClock } from './useNow';

type NumberArg = { number: number };

const messages = defineMessages<{
  now: NoMessageValues;
  seconds: NumberArg;
  minutes: NumberArg;
  hours: NumberArg;
  days: NumberArg;
}>({
  now: { id: 'relative_time.just_now', defaultMessage: 'now' },
  seconds: { id: 'relative_time.seconds', defaultMessage: '{number}s' },
  minutes: { id: 'relative_time.minutes', defaultMessage: '{number}m' },
  hours: { id: 'relative_time.hours', defaultMessage: '{number}h' },
  days: { id: 'relative_time.days', defaultMessage: '{number}d' },
});

export function formatRelativeTime(intl: IntlShape, iso: string | null | undefined, now: number): string {
  const time = relativeTime(iso, now);
  if (!time) return '';
  switch (time.unit) {
    case 'now':
      return fixedMessage(intl, messages.now);
    case 'date':
      return time.sameYear
        ? dateFormat(intl, 'dayMonth', { month: 'short', day: 'numeric' }).format(time.date)
        : dateFormat(intl, 'dayMonthYear', { month: 'short', day: 'numeric', year: 'numeric' }).format(
            time.date,
          );
    default:
      return intl.formatMessage(messages[time.unit], { number: time.value });
  }
}

export function formatFullDate(intl: IntlShape, iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return dateFormat(intl, 'full', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(date);
}

/** The compact relative label of a timestamp, refreshed by the shared clock when it changes. */
function useRelativeTime(iso: string | null | undefined): string {
  const intl = useIntl();
  return useClock((now) => formatRelativeTime(intl, iso, now));
}

export function RelativeTimestamp({ timestamp }: { timestamp: string }) {
  const intl = useIntl();
  const label = useRelativeTime(timestamp);
  if (!label) return null;
  return (
    <time dateTime={timestamp} title={formatFullDate(intl, timestamp)}>
      {label}
    </time>
  );
}
