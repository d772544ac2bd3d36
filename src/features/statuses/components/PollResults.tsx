import { useMemo } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { IntlShape, NoMessageValues } from 'react-intl';
import type { Poll } from '../../../api/entities';
import { Icon } from '../../../ui/Icon';
import { useClock } from '../../../ui/useNow';
import { emojiMap, emojify } from './emojify';

type Count = { count: number };
type NumberArg = { number: number };

const messages = defineMessages<{
  votes: Count;
  people: Count;
  closed: NoMessageValues;
  ownVote: NoMessageValues;
  daysLeft: NumberArg;
  hoursLeft: NumberArg;
  minutesLeft: NumberArg;
  momentsLeft: NoMessageValues;
}>({
  votes: { id: 'poll.total_votes', defaultMessage: '{count, plural, one {# vote} other {# votes}}' },
  people: { id: 'poll.total_people', defaultMessage: '{count, plural, one {# person} other {# people}}' },
  closed: { id: 'poll.closed', defaultMessage: 'Closed' },
  ownVote: { id: 'poll.voted', defaultMessage: 'You voted for this answer' },
  daysLeft: {
    id: 'time_remaining.days',
    defaultMessage: '{number, plural, one {# day} other {# days}} left',
  },
  hoursLeft: {
    id: 'time_remaining.hours',
    defaultMessage: '{number, plural, one {# hour} other {# hours}} left',
  },
  minutesLeft: {
    id: 'time_remaining.minutes',
    defaultMessage: '{number, plural, one {# minute} other {# minutes}} left',
  },
  momentsLeft: { id: 'time_remaining.moments', defaultMessage: 'Moments remaining' },
});

/** Share of each option in whole percent: of voters for multiple-choice polls, of votes otherwise. */
export function pollPercentages(poll: Poll): number[] {
  const total = poll.multiple ? (poll.voters_count ?? poll.votes_count) : poll.votes_count;
  return poll.options.map((option) => {
    const votes = option.votes_count ?? 0;
    return total > 0 ? Math.round((votes / total) * 100) : 0;
  });
}

function useTimeLeft(expiresAt: string | null | undefined, expired: boolean): string | null {
  const intl = useIntl();
  return useClock((now) => timeLeftLabel(intl, expiresAt, expired, now));
}

function timeLeftLabel(
  intl: IntlShape,
  expiresAt: string | null | undefined,
  expired: boolean,
  now: number,
): string | null {
  const end = expiresAt ? new Date(expiresAt).getTime() : NaN;
  if (expired || (!Number.isNaN(end) && end <= now)) return intl.formatMessage(messages.closed);
  if (Number.isNaN(end)) return null;
  const minutes = Math.floor((end - now) / 60_000);
  if (minutes >= 24 * 60)
    return intl.formatMessage(messages.daysLeft, { number: Math.floor(minutes / (24 * 60)) });
  if (minutes >= 60) return intl.formatMessage(messages.hoursLeft, { number: Math.floor(minutes / 60) });
  if (minutes >= 1) return intl.formatMessage(messages.minutesLeft, { number: minutes });
  return intl.formatMessage(messages.momentsLeft);
}

/** A poll's results, read only (voting is its own component). */
export function PollResults({ poll }: { poll: Poll }) {
  const intl = useIntl();
  const emojis = useMemo(() => emojiMap(poll.emojis), [poll.emojis]);
  const percentages = pollPercentages(poll);
  const ownVotes = new Set(poll.own_votes ?? []);
  const timeLeft = useTimeLeft(poll.expires_at, poll.expired);
  const total = poll.multiple
    ? intl.formatMessage(messages.people, { count: poll.voters_count ?? poll.votes_count })
    : intl.formatMessage(messages.votes, { count: poll.votes_count });

  return (
    <div className="poll">
      <ul className="poll__options">
        {poll.options.map((option, index) => (
          <li key={index} className="poll__option">
            <span className="poll__bar" style={{ width: `${percentages[index]}%` }} aria-hidden="true" />
            <span className="poll__percent">
              {intl.formatNumber(percentages[index] / 100, { style: 'percent' })}
            </span>
            <span className="poll__title">{emojify(option.title ?? '', emojis, `poll-${index}`)}</span>
            {ownVotes.has(index) && (
              <span className="poll__own-vote" title={intl.formatMessage(messages.ownVote)}>
                <Icon id="check" size={16} />
                <span className="sr-only">{intl.formatMessage(messages.ownVote)}</span>
              </span>
            )}
          </li>
        ))}
      </ul>
      <p className="poll__footer">
        {total}
        {timeLeft && <> · {timeLeft}</>}
      </p>
    </div>
  );
}
