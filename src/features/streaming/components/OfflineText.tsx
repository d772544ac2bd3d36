import { defineMessages, useIntl } from 'react-intl';
import { useOffline } from '../useOffline';

const messages = defineMessages({
  offline: { id: 'timeline.offline', defaultMessage: 'Offline — showing saved posts' },
});

/** What the offline notice says: nothing while there is a connection. */
export default function OfflineText() {
  const intl = useIntl();
  return useOffline() ? <>{intl.formatMessage(messages.offline)}</> : null;
}
