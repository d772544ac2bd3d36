// Types of react-use-sync-external-store.js.
export { useSyncExternalStore } from 'react';
