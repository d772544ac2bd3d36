import { useEffect, useState, useSyncExternalStore } from 'react';
import { useAppSelector } from '../../store/hooks';

/** Connection changes shorter than this (a socket reconnecting at once) show no notice. */
export const OFFLINE_NOTICE_DELAY_MS = 1500;

const subscribe = (onChange: () => void) => {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
};
const deviceOnline = () => navigator.onLine !== false;

/**
 * Whether the app is showing saved data without a connection: the device says it is offline, or the
 * streaming socket dropped after having been up. An instance that never streams is not "offline".
 */
export function useOffline(): boolean {
  const online = useSyncExternalStore(subscribe, deviceOnline, () => true);
  const connected = useAppSelector((state) => state.streaming.connected);
  const everConnected = useAppSelector((state) => state.streaming.everConnected);
  const offline = !online || (everConnected && !connected);
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
