import { useEffect } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { REACHABILITY_EVENT, serverReached } from '../../../api/client';
import { useOffline } from '../useOffline';

const messages = defineMessages({
  offline: { id: 'timeline.offline', defaultMessage: 'Offline — showing saved posts' },
});

/**
 * Images that could not load without a connection load once it is back: a browser never tries a
 * failed image again by itself. Setting its address again does.
 */
export function reloadBrokenImages(root: ParentNode = document) {
  root.querySelectorAll('img').forEach((image) => {
    const src = image.getAttribute('src');
    if (src && image.complete && image.naturalWidth === 0) image.setAttribute('src', src);
  });
}

/** What the offline notice says: nothing while there is a connection. */
export default function OfflineText() {
  const intl = useIntl();
  useEffect(() => {
    const onBack = () => {
      if (navigator.onLine !== false && serverReached()) reloadBrokenImages();
    };
    window.addEventListener('online', onBack);
    window.addEventListener(REACHABILITY_EVENT, onBack);
    return () => {
      window.removeEventListener('online', onBack);
      window.removeEventListener(REACHABILITY_EVENT, onBack);
    };
  }, []);
  return useOffline() ? <>{intl.formatMessage(messages.offline)}</> : null;
}
