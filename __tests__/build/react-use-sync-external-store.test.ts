import * as React from 'react';
import { useSyncExternalStore } from '../../webpack/react-use-sync-external-store.js';

test("the useSyncExternalStore given to libraries that ask for the shim is React's own", () => {
  expect(useSyncExternalStore).toBe(React.useSyncExternalStore);
});
