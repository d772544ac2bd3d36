import { useEffect, useState } from 'react';
import { useAppSelector } from '../../../store/hooks';
import { isStreamed } from '../../../domain/timelineKey';

/** The socket gets this long at start-up (or after a drop) before a column calls itself offline. */
export const OFFLINE_NOTICE_DELAY_MS = 1500;

/**
 * Whether a streamed column with posts is showing saved posts without a live connection: the socket
 * is down after having been up, or never came up and the timeline was not loaded from the server
 * (read from IndexedDB while offline). Account timelines are not streamed and never count.
 */
export function useOffline(timelineId: string, loaded: boolean, hasItems: boolean): boolean {
  const connected = useAppSelector((state) => state.streaming.connected);
  const everConnected = useAppSelector((state) => state.streaming.everConnected);
  const offline = isStreamed(timelineId) && hasItems && !connected && (everConnected || !loaded);
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!offline) {
      setShown(false);
      return;
    }
    const timer = setTimeout(() => setShown(true), OFFLINE_NOTICE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [offline]);
  return offline && shown;
}
