import { useId, useMemo, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { IntlShape, NoMessageValues } from 'react-intl';
import type { Poll } from '../../../api/entities';
import { useAppDispatch } from '../../../store/hooks';
import { Button } from '../../../ui/Button';
import { Icon } from '../../../ui/Icon';
import { useClock } from '../../../ui/useNow';
import { pollRefreshRequested, pollVoteRequested } from '../polls';
import { emojiMap, emojify } from './emojify';
import { SEPARATOR } from '../../../ui/textPieces';

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
  vote: NoMessageValues;
  showResults: NoMessageValues;
  hideResults: NoMessageValues;
  refresh: NoMessageValues;
}>({
  vote: { id: 'poll.vote', defaultMessage: 'Vote' },
  showResults: { id: 'poll.reveal', defaultMessage: 'See results' },
  hideResults: { id: 'poll.hide', defaultMessage: 'Hide results' },
  refresh: { id: 'poll.refresh', defaultMessage: 'Refresh' },
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

/** Results show once the user voted, asked to see them, or the poll closed; until then, the choices. */
export const showsResults = (poll: Poll, revealed: boolean, now = Date.now()): boolean =>
  Boolean(poll.voted) ||
  revealed ||
  poll.expired ||
  (!!poll.expires_at && new Date(poll.expires_at).getTime() <= now);

/**
 * A poll: its choices (radio buttons, or checkboxes for a multiple-choice poll) with Vote, "See
 * results" and Refresh; or its results. Voting shows the results at once (the store counts the vote
 * before the server answers, and takes it back if the server refuses).
 */
export function PollResults({ poll }: { poll: Poll }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const [revealed, setRevealed] = useState(false);
  const [chosen, setChosen] = useState<readonly number[]>([]);
  const name = useId();
  const emojis = useMemo(() => emojiMap(poll.emojis), [poll.emojis]);
  const timeLeft = useTimeLeft(poll.expires_at, poll.expired);
  const results = showsResults(poll, revealed);
  const total = poll.multiple
    ? intl.formatMessage(messages.people, { count: poll.voters_count ?? poll.votes_count })
    : intl.formatMessage(messages.votes, { count: poll.votes_count });
  const open = !poll.expired && timeLeft !== intl.formatMessage(messages.closed);

  const choose = (index: number, on: boolean) =>
    setChosen((previous) =>
      poll.multiple ? (on ? [...previous, index] : previous.filter((i) => i !== index)) : [index],
    );

  return (
    <div className="poll">
      {results ? (
        <Results poll={poll} emojis={emojis} />
      ) : (
        <ul className="poll__options">
          {poll.options.map((option, index) => (
            <li key={index} className="poll__option poll__option--choice">
              <label>
                <input
                  type={poll.multiple ? 'checkbox' : 'radio'}
                  name={name}
                  checked={chosen.includes(index)}
                  onChange={(event) => choose(index, event.target.checked)}
                />
                <span className="poll__title" dir="auto">
                  {emojify(option.title ?? '', emojis, `poll-${index}`)}
                </span>
              </label>
            </li>
          ))}
        </ul>
      )}
      <div className="poll__footer">
        {!results && (
          <Button
            disabled={chosen.length === 0}
            onClick={() => dispatch(pollVoteRequested({ pollId: poll.id, choices: [...chosen] }))}
          >
            {intl.formatMessage(messages.vote)}
          </Button>
        )}
        {open && !poll.voted && (
          <Button variant="plain" onClick={() => setRevealed((value) => !value)}>
            {intl.formatMessage(revealed ? messages.hideResults : messages.showResults)}
          </Button>
        )}
        {open && (
          <Button variant="plain" onClick={() => dispatch(pollRefreshRequested({ pollId: poll.id }))}>
            {intl.formatMessage(messages.refresh)}
          </Button>
        )}
        <span>
          {total}
          {timeLeft && SEPARATOR}
          {timeLeft}
        </span>
      </div>
    </div>
  );
}

function Results({ poll, emojis }: { poll: Poll; emojis: ReturnType<typeof emojiMap> }) {
  const intl = useIntl();
  const percentages = pollPercentages(poll);
  const ownVotes = new Set(poll.own_votes ?? []);
  return (
    <ul className="poll__options">
      {poll.options.map((option, index) => (
        <li key={index} className="poll__option">
          <span className="poll__bar" style={{ width: `${percentages[index]}%` }} aria-hidden="true" />
          <span className="poll__percent">
            {intl.formatNumber(percentages[index] / 100, { style: 'percent' })}
          </span>
          <span className="poll__title" dir="auto">
            {emojify(option.title ?? '', emojis, `poll-${index}`)}
          </span>
          {ownVotes.has(index) && (
            <span className="poll__own-vote" title={intl.formatMessage(messages.ownVote)}>
              <Icon id="check" size={16} />
              <span className="sr-only">{intl.formatMessage(messages.ownVote)}</span>
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
