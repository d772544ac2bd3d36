import { useEffect, useId } from 'react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { selectNotificationRequests, type PolicyField, type PolicyValue } from '../slice';
import { notificationRequestsIntents } from '../intents';

const messages = defineMessages({
  title: { id: 'notifications.policy.title', defaultMessage: 'Manage notifications from…' },
  for_not_following: {
    id: 'notifications.policy.filter_not_following_title',
    defaultMessage: "People you don't follow",
  },
  for_not_followers: {
    id: 'notifications.policy.filter_not_followers_title',
    defaultMessage: 'People not following you',
  },
  for_new_accounts: { id: 'notifications.policy.filter_new_accounts_title', defaultMessage: 'New accounts' },
  for_private_mentions: {
    id: 'notifications.policy.filter_private_mentions_title',
    defaultMessage: 'Unsolicited private mentions',
  },
  for_limited_accounts: {
    id: 'notifications.policy.filter_limited_accounts_title',
    defaultMessage: 'Moderated accounts',
  },
  accept: { id: 'notifications.policy.accept', defaultMessage: 'Accept' },
  filter: { id: 'notifications.policy.filter', defaultMessage: 'Filter' },
  drop: { id: 'notifications.policy.drop', defaultMessage: 'Ignore' },
});

const FIELDS: PolicyField[] = [
  'for_not_following',
  'for_not_followers',
  'for_new_accounts',
  'for_private_mentions',
  'for_limited_accounts',
];
const VALUES: PolicyValue[] = ['accept', 'filter', 'drop'];

function PolicyRow({ field, value }: { field: PolicyField; value: string }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const id = useId();
  return (
    <div className="policy-editor__row">
      <label htmlFor={id}>{intl.formatMessage(messages[field] as MessageDescriptor)}</label>
      <select
        id={id}
        value={value}
        onChange={(event) =>
          dispatch(
            notificationRequestsIntents.policyUpdateRequested({
              field,
              value: event.target.value as PolicyValue,
            }),
          )
        }
      >
        {VALUES.map((option) => (
          <option key={option} value={option}>
            {intl.formatMessage(messages[option])}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Who goes to the filtered notifications: each rule saved as soon as it changes. */
export function PolicyEditor() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const headingId = useId();
  const policy = useAppSelector(selectNotificationRequests).policy;
  useEffect(() => {
    dispatch(notificationRequestsIntents.policyFetchRequested());
  }, [dispatch]);
  if (!policy) return null;
  return (
    <section className="policy-editor" aria-labelledby={headingId}>
      <h3 id={headingId} className="policy-editor__title">
        {intl.formatMessage(messages.title)}
      </h3>
      {FIELDS.filter((field) => typeof policy[field] === 'string').map((field) => (
        <PolicyRow key={field} field={field} value={policy[field]} />
      ))}
    </section>
  );
}
