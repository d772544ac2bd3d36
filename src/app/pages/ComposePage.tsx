import { useEffect, useRef } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { useAppSelector } from '../../store';
import { ComposeArea } from '../../features/compose/components/ComposeArea';
import { Column } from '../../ui/Column';

const messages = defineMessages({
  title: { id: 'compose.page_title', defaultMessage: 'New post' },
});

/**
 * /publish and /statuses/new. After a successful post /statuses/new goes back;
 * /publish stays, ready for the next post.
 */
export function ComposePage() {
  const intl = useIntl();
  const [pathname] = useLocation();
  const submitting = useAppSelector((state) => state.compose.is_submitting);
  const posted = useAppSelector((state) => state.compose.text === '');
  const wasSubmitting = useRef(false);

  useEffect(() => {
    if (wasSubmitting.current && !submitting && posted && pathname.endsWith('/statuses/new'))
      window.history.back();
    wasSubmitting.current = submitting;
  }, [submitting, posted, pathname]);

  return (
    <Column title={intl.formatMessage(messages.title)} icon="edit">
      <ComposeArea />
    </Column>
  );
}
