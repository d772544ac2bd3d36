import { useEffect, useRef } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { useAppSelector } from '../../store';
import { ComposeArea } from '../../features/compose/components/ComposeArea';
import { useComposeTitle } from '../../features/compose/components/replyTitle';
import { Column } from '../../ui/Column';
import { selectLocalSettings } from '../../features/settings/public';
import { canSubmit } from '../../features/compose/slice';
import { SharePickup } from './SharePickup';

const messages = defineMessages({
  title: { id: 'compose.page_title', defaultMessage: 'New post' },
});

/** Whether this tab has an earlier page of the app to go back to (the Navigation API where there is one). */
function canGoBack(): boolean {
  const navigation = (window as { navigation?: { canGoBack?: boolean } }).navigation;
  return navigation?.canGoBack ?? window.history.length > 1;
}

/**
 * /publish, /statuses/new and /share (what was shared into the app: `SharePickup`). After a successful post the page returns to where the user came from,
 * where the new post shows (a reply in its thread); opened directly, it goes to the new post. With
 * threaded mode on the box stays, waiting for the next post of the thread.
 */
export function ComposePage() {
  const intl = useIntl();
  const [, navigate] = useLocation();
  const submitting = useAppSelector((state) => state.compose.is_submitting);
  // Success empties the box (a threaded reply keeps no more than its content warning); a failure
  // keeps everything, so a post that failed still has something to send.
  const posted = useAppSelector((state) => !canSubmit(state.compose));
  const postedPath = useAppSelector((state) => state.compose.last_posted_path);
  const threaded = useAppSelector((state) => selectLocalSettings(state).threaded_mode);
  const title = useComposeTitle(intl.formatMessage(messages.title));
  const wasSubmitting = useRef(false);

  useEffect(() => {
    if (wasSubmitting.current && !submitting && posted && postedPath && !threaded) {
      if (canGoBack()) window.history.back();
      else navigate(postedPath, { replace: true });
    }
    wasSubmitting.current = submitting;
  }, [submitting, posted, postedPath, threaded, navigate]);

  return (
    <Column title={title} icon="publish">
      <ComposeArea />
      <SharePickup />
    </Column>
  );
}
