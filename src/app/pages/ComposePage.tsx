import { useEffect, useRef } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { useAppSelector } from '../../store';
import { ComposeArea } from '../../features/compose/components/ComposeArea';
import { Column } from '../../ui/Column';
import { selectLocalSettings } from '../../features/settings';
import { canSubmit } from '../../features/compose/slice';

const messages = defineMessages({
  title: { id: 'compose.page_title', defaultMessage: 'New post' },
});

/**
 * /publish and /statuses/new. After a successful post /statuses/new goes back, unless threaded mode is
 * on (the box then waits for the next post of the thread); /publish stays, ready for the next post.
 */
export function ComposePage() {
  const intl = useIntl();
  const [pathname] = useLocation();
  const submitting = useAppSelector((state) => state.compose.is_submitting);
  // Success empties the box (a threaded reply keeps no more than its content warning); a failure
  // keeps everything, so a post that failed still has something to send.
  const posted = useAppSelector((state) => !canSubmit(state.compose));
  const threaded = useAppSelector((state) => selectLocalSettings(state).threaded_mode);
  const wasSubmitting = useRef(false);

  useEffect(() => {
    if (wasSubmitting.current && !submitting && posted && !threaded && pathname.endsWith('/statuses/new'))
      window.history.back();
    wasSubmitting.current = submitting;
  }, [submitting, posted, threaded, pathname]);

  return (
    <Column title={intl.formatMessage(messages.title)} icon="publish">
      <ComposeArea />
    </Column>
  );
}
