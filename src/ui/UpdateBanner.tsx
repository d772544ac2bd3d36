import { defineMessages, useIntl } from 'react-intl';
import { Button } from './Button';

const messages = defineMessages({
  available: { id: 'update_banner.available', defaultMessage: 'A new version is available.' },
  reload: { id: 'update_banner.reload', defaultMessage: 'Reload' },
});

/** Offered when a new service worker waits; `onReload` is the `applyUpdate` of serviceWorkerRegistration. */
export function UpdateBanner({ onReload }: { onReload: () => void }) {
  const intl = useIntl();
  return (
    <div className="update-banner" role="status">
      <span className="update-banner__text">{intl.formatMessage(messages.available)}</span>
      <Button onClick={onReload}>{intl.formatMessage(messages.reload)}</Button>
    </div>
  );
}
