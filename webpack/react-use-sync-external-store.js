// React has had useSyncExternalStore since 18: a library asking for the shim (wouter does) gets
// React's own, and the shim's fallback for older React stays out of the bundle.
export { useSyncExternalStore } from 'react';
