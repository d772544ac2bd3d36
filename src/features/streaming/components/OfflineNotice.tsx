import { defineMessages, useIntl } from 'react-intl';
import { useOffline } from '../useOffline';

const messages = defineMessages({
  offline: { id: 'timeline.offline', defaultMessage: 'Offline — showing saved posts' },
});

/**
 * The one offline notice of the app (not one per column, nor a toast per failed request): shown while
 * there is no connection, gone when it returns.
 */
export function OfflineNotice() {
  const intl = useIntl();
  const offline = useOffline();
  return (
    <div className="offline-notice" role="status">
      {offline ? intl.formatMessage(messages.offline) : null}
    </div>
  );
}
