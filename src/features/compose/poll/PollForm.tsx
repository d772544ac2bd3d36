import { useEffect, useId, useRef } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { IntlShape, NoMessageValues } from 'react-intl';
import { POLL_EXPIRY_CHOICES_S } from '../../../constants';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { selectInstance } from '../../instance/public';
import {
  DEFAULT_POLL_MAX_CHARS_PER_OPTION,
  DEFAULT_POLL_MAX_OPTIONS,
  pollOptionChanged,
  pollSettingsChanged,
} from './pollReducer';

type Count = { number: number };
const messages = defineMessages<{
  poll: NoMessageValues;
  option: Count;
  duration: NoMessageValues;
  multiple: NoMessageValues;
  hideTotals: NoMessageValues;
  minutes: Count;
  hours: Count;
  days: Count;
}>({
  poll: { id: 'compose_form.poll.label', defaultMessage: 'Poll' },
  option: { id: 'compose_form.poll.option_placeholder', defaultMessage: 'Option {number}' },
  duration: { id: 'compose_form.poll.duration', defaultMessage: 'Poll length' },
  multiple: { id: 'compose_form.poll.multiple', defaultMessage: 'Multiple choice' },
  hideTotals: { id: 'compose_form.poll.hide_totals', defaultMessage: 'Hide vote counts until the poll ends' },
  minutes: {
    id: 'intl.duration.minutes',
    defaultMessage: '{number, plural, one {# minute} other {# minutes}}',
  },
  hours: { id: 'intl.duration.hours', defaultMessage: '{number, plural, one {# hour} other {# hours}}' },
  days: { id: 'intl.duration.days', defaultMessage: '{number, plural, one {# day} other {# days}}' },
});

/** "5 minutes", "6 hours", "7 days": a poll length in the largest whole unit. */
export function durationLabel(intl: IntlShape, seconds: number): string {
  if (seconds % 86_400 === 0) return intl.formatMessage(messages.days, { number: seconds / 86_400 });
  if (seconds % 3_600 === 0) return intl.formatMessage(messages.hours, { number: seconds / 3_600 });
  return intl.formatMessage(messages.minutes, { number: Math.round(seconds / 60) });
}

/**
 * The poll being written, below the text: its options (a blank one is offered for the next until the
 * instance's maximum), single or multiple choice, its length and whether the counts stay hidden.
 */
export function PollForm({ focusFirst = false }: { focusFirst?: boolean }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const poll = useAppSelector((state) => state.compose.poll);
  const limits = useAppSelector(selectInstance)?.configuration?.polls;
  const maxOptions = limits?.max_options || DEFAULT_POLL_MAX_OPTIONS;
  const maxChars = limits?.max_characters_per_option || DEFAULT_POLL_MAX_CHARS_PER_OPTION;
  const durationId = useId();
  const first = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (focusFirst) first.current?.focus();
  }, [focusFirst]);

  if (!poll) return null;
  // A restored poll may last a time the list does not offer: it stays choosable.
  const choices = POLL_EXPIRY_CHOICES_S.includes(poll.expires_in)
    ? POLL_EXPIRY_CHOICES_S
    : [...POLL_EXPIRY_CHOICES_S, poll.expires_in].sort((a, b) => a - b);

  return (
    <fieldset className="compose-poll">
      <legend className="sr-only">{intl.formatMessage(messages.poll)}</legend>
      <ul className="compose-poll__options">
        {poll.options.map((title, index) => {
          const label = intl.formatMessage(messages.option, { number: index + 1 });
          return (
            // Options have no identity but their place; a dropped blank renumbers the rest.
            <li key={index}>
              <input
                ref={index === 0 ? first : undefined}
                type="text"
                className="compose-poll__option"
                aria-label={label}
                placeholder={label}
                value={title}
                maxLength={maxChars}
                onChange={(event) =>
                  dispatch(pollOptionChanged({ index, title: event.target.value, maxOptions }))
                }
              />
            </li>
          );
        })}
      </ul>
      <div className="compose-poll__settings">
        <label className="compose-poll__check">
          <input
            type="checkbox"
            checked={poll.multiple}
            onChange={(event) => dispatch(pollSettingsChanged({ multiple: event.target.checked }))}
          />
          {intl.formatMessage(messages.multiple)}
        </label>
        <label className="compose-poll__check">
          <input
            type="checkbox"
            checked={poll.hide_totals === true}
            onChange={(event) => dispatch(pollSettingsChanged({ hide_totals: event.target.checked }))}
          />
          {intl.formatMessage(messages.hideTotals)}
        </label>
        <label htmlFor={durationId} className="sr-only">
          {intl.formatMessage(messages.duration)}
        </label>
        <select
          id={durationId}
          className="compose-poll__duration"
          value={poll.expires_in}
          onChange={(event) => dispatch(pollSettingsChanged({ expires_in: Number(event.target.value) }))}
        >
          {choices.map((seconds) => (
            <option key={seconds} value={seconds}>
              {durationLabel(intl, seconds)}
            </option>
          ))}
        </select>
      </div>
    </fieldset>
  );
}
