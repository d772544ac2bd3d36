import { useEffect, useRef } from 'react';

const MARKER = 'fedideckOverlay';

/**
 * Gives an overlay a history entry at the same address while it is open: the browser's (or the
 * phone's) Back closes it rather than leaving the page, and an overlay closed some other way takes
 * its entry back, so Back afterwards goes where it went before.
 */
export function useHistoryEntry(onClose: () => void): void {
  const closeRef = useRef(onClose);
  useEffect(() => {
    closeRef.current = onClose;
  });

  useEffect(() => {
    const marker = `${Date.now()}-${Math.random()}`;
    const current: unknown = window.history.state;
    const state = current && typeof current === 'object' ? current : {};
    window.history.pushState({ ...state, [MARKER]: marker }, '');
    let popped = false;
    const onPopState = () => {
      popped = true;
      closeRef.current();
    };
    window.addEventListener('popstate', onPopState);
    return () => {
      window.removeEventListener('popstate', onPopState);
      const now: unknown = window.history.state;
      const ours = !!now && typeof now === 'object' && (now as Record<string, unknown>)[MARKER] === marker;
      if (!popped && ours) window.history.back();
    };
  }, []);
}
