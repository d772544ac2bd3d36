import { useEffect, useState, useSyncExternalStore } from 'react';
import { useAppSelector } from '../../store/hooks';
import { REACHABILITY_EVENT, serverReached } from '../../api/client';

/** Connection changes shorter than this (a socket reconnecting at once) show no notice. */
export const OFFLINE_NOTICE_DELAY_MS = 1500;

const EVENTS = ['online', 'offline', REACHABILITY_EVENT];
const subscribe = (onChange: () => void) => {
  EVENTS.forEach((type) => window.addEventListener(type, onChange));
  return () => EVENTS.forEach((type) => window.removeEventListener(type, onChange));
};
const reachable = () => navigator.onLine !== false && serverReached();

/**
 * Whether the app is showing saved data without a connection: the device says it is offline, an API
 * call found no network (until a call gets an answer), or the streaming socket dropped after having
 * been up. An instance that never streams is not "offline".
 */
export function useOffline(): boolean {
  const online = useSyncExternalStore(subscribe, reachable, () => true);
  const socketDropped = useAppSelector(({ streaming }) => streaming.everConnected && !streaming.connected);
  const offline = !online || socketDropped;
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
