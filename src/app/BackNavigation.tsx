import { useCallback, useEffect, useRef } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { Icon } from '../ui/Icon';

const messages = defineMessages({
  back: { id: 'column_back_button.label', defaultMessage: 'Back' },
});

/**
 * Back through the pages opened in the app, or to `fallback` when the page was opened directly (a
 * link from elsewhere, a reload): Back never leaves the app.
 */
export function useBack(fallback = '/'): () => void {
  const [location, navigate] = useLocation();
  const depth = useRef(0);
  const popped = useRef(false);
  const seen = useRef(location);
  const seenHref = useRef(window.location.href);
  useEffect(() => {
    // Back out of an entry at the same address (an open media viewer) leaves the page's depth alone.
    const onPop = () => {
      if (window.location.href !== seenHref.current) popped.current = true;
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  useEffect(() => {
    if (seen.current === location) return;
    seen.current = location;
    seenHref.current = window.location.href;
    depth.current = popped.current ? Math.max(0, depth.current - 1) : depth.current + 1;
    popped.current = false;
  }, [location]);
  return useCallback(() => {
    if (depth.current > 0) window.history.back();
    else navigate(fallback);
  }, [navigate, fallback]);
}

export function BackButton({ onClick }: { onClick: () => void }) {
  const intl = useIntl();
  return (
    <button type="button" className="column-header__button column-header__back" onClick={onClick}>
      <Icon id="back" size={18} />
      <span className="sr-only">{intl.formatMessage(messages.back)}</span>
    </button>
  );
}
