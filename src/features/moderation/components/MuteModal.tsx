import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { Button } from '../../../ui/Button';
import { selectAccountById } from '../../accounts/public';
import type { ModalComponentProps } from '../../modals/public';
import { moderationIntents } from '../../../domain/moderation';

const withValues = defineMessages<{ title: { name: string } }>({
  title: { id: 'mute_modal.title', defaultMessage: 'Mute @{name}?' },
});

const messages = defineMessages({
  text: {
    id: 'mute_modal.hint',
    defaultMessage: "Their posts leave your timelines. They won't know that they have been muted.",
  },
  duration: { id: 'mute_modal.duration', defaultMessage: 'Duration' },
  indefinitely: { id: 'mute_modal.indefinite', defaultMessage: 'Indefinitely' },
  minutes5: { id: 'intervals.full.minutes_5', defaultMessage: '5 minutes' },
  minutes30: { id: 'intervals.full.minutes_30', defaultMessage: '30 minutes' },
  hour1: { id: 'intervals.full.hours_1', defaultMessage: '1 hour' },
  hours6: { id: 'intervals.full.hours_6', defaultMessage: '6 hours' },
  day1: { id: 'intervals.full.days_1', defaultMessage: '1 day' },
  days3: { id: 'intervals.full.days_3', defaultMessage: '3 days' },
  days7: { id: 'intervals.full.days_7', defaultMessage: '7 days' },
  notifications: {
    id: 'mute_modal.hide_notifications',
    defaultMessage: 'Hide notifications from this user?',
  },
  confirm: { id: 'confirmations.mute.confirm', defaultMessage: 'Mute' },
  cancel: { id: 'confirmation_modal.cancel', defaultMessage: 'Cancel' },
});

/** Mastodon's choices, in seconds; 0 is for ever. */
export const MUTE_DURATIONS = [
  [0, messages.indefinitely],
  [300, messages.minutes5],
  [1800, messages.minutes30],
  [3600, messages.hour1],
  [21_600, messages.hours6],
  [86_400, messages.day1],
  [259_200, messages.days3],
  [604_800, messages.days7],
] as const;

/** Mute an account (MUTE): for how long, and whether its notifications go too. */
export function MuteModal({ accountId, onClose, titleId }: ModalComponentProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const id = typeof accountId === 'string' ? accountId : '';
  const account = useAppSelector((state) => selectAccountById(state, id));
  const [duration, setDuration] = useState(0);
  const [notifications, setNotifications] = useState(true);
  const durationId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    dispatch(moderationIntents.requested({ kind: 'mute', accountId: id, notifications, duration }));
  };
  return (
    <form className="modal mute-modal" onSubmit={submit}>
      <h2 id={titleId} className="modal__title">
        {intl.formatMessage(withValues.title, { name: account?.acct ?? '' })}
      </h2>
      <p className="modal__text">{intl.formatMessage(messages.text)}</p>
      <div className="modal__field">
        <label htmlFor={durationId}>{intl.formatMessage(messages.duration)}</label>
        <select
          id={durationId}
          value={duration}
          onChange={(event) => setDuration(Number(event.target.value))}
        >
          {MUTE_DURATIONS.map(([seconds, label]) => (
            <option key={seconds} value={seconds}>
              {intl.formatMessage(label)}
            </option>
          ))}
        </select>
      </div>
      <label className="modal__choice">
        <input
          type="checkbox"
          checked={notifications}
          onChange={(event) => setNotifications(event.target.checked)}
        />
        {intl.formatMessage(messages.notifications)}
      </label>
      <div className="modal__actions">
        <Button variant="secondary" onClick={onClose}>
          {intl.formatMessage(messages.cancel)}
        </Button>
        <Button type="submit" className="button--danger">
          {intl.formatMessage(messages.confirm)}
        </Button>
      </div>
    </form>
  );
}
