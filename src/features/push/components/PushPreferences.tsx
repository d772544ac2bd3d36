import { useId } from 'react';
import { useIntl } from 'react-intl';
import { PUSH_ALERT_TYPES, type PushPolicy } from '../../../api/endpoints/push';
import { useAppDispatch } from '../../../store/hooks';
import { pushIntents } from '../intents';
import { pushMessages, problemMessage } from './messages';
import { usePush } from './usePush';

const POLICIES: readonly [PushPolicy, keyof typeof pushMessages][] = [
  ['all', 'policyAll'],
  ['followed', 'policyFollowed'],
  ['follower', 'policyFollower'],
  ['none', 'policyNone'],
];

/** The Preferences section: push on or off for this browser, and which notifications it brings. */
export default function PushPreferences() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { state, enable, disable } = usePush();
  const headingId = useId();
  const statusId = useId();
  const policyId = useId();
  const on = state.status === 'on';
  const busy = state.status === 'busy' || state.status === 'unknown';
  const message = state.problem ? problemMessage(state.problem) : on ? pushMessages.enabled : null;

  return (
    <section className="preferences__section" aria-labelledby={headingId}>
      <h3 id={headingId}>{intl.formatMessage(pushMessages.section)}</h3>
      <button
        type="button"
        className="button"
        aria-describedby={message ? statusId : undefined}
        disabled={busy}
        onClick={on ? disable : enable}
      >
        {intl.formatMessage(on ? pushMessages.disable : pushMessages.enable)}
      </button>
      <p id={statusId} role="status">
        {message && intl.formatMessage(message)}
      </p>
      {on && (
        <>
          <fieldset className="preferences__choice">
            <legend>{intl.formatMessage(pushMessages.alerts)}</legend>
            {PUSH_ALERT_TYPES.map((type) => (
              <label key={type} className="preferences__toggle">
                <input
                  type="checkbox"
                  checked={state.alerts[type] === true}
                  onChange={(event) =>
                    dispatch(pushIntents.preferencesChanged({ alerts: { [type]: event.target.checked } }))
                  }
                />
                {intl.formatMessage(pushMessages[type])}
              </label>
            ))}
          </fieldset>
          <div className="preferences__select">
            <label htmlFor={policyId}>{intl.formatMessage(pushMessages.policy)}</label>
            <select
              id={policyId}
              value={state.policy}
              onChange={(event) =>
                dispatch(pushIntents.preferencesChanged({ policy: event.target.value as PushPolicy }))
              }
            >
              {POLICIES.map(([policy, label]) => (
                <option key={policy} value={policy}>
                  {intl.formatMessage(pushMessages[label])}
                </option>
              ))}
            </select>
          </div>
        </>
      )}
    </section>
  );
}
