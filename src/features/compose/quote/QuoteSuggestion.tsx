import { defineMessages, useIntl } from 'react-intl';
import { quoteRequested } from '../../../domain/events';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { Button } from '../../../ui/Button';
import { modalOpened } from '../../modals/public';
import { selectStatusView } from '../../statuses/public';
import { quoteSuggested } from './quoteReducer';

const messages = defineMessages({
  title: { id: 'compose.quote_suggestion.title', defaultMessage: 'Quote this post?' },
  quote: { id: 'status.quote', defaultMessage: 'Quote' },
  dismiss: { id: 'compose.quote_suggestion.dismiss', defaultMessage: 'Dismiss' },
});

/**
 * Offered after a post's link was pasted into a box without a quote: quoting it goes through the same
 * rules, and the same dialog about quiet public posts, as the post's own Quote button.
 */
export function QuoteSuggestion({ statusId }: { statusId: string }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const status = useAppSelector((state) => selectStatusView(state, statusId));
  const quoted = status?.reblog ?? status;
  if (!quoted) return null;
  const quote = () => {
    if (quoted.visibility === 'unlisted')
      dispatch(modalOpened({ modalType: 'CONFIRM_QUIET_QUOTE', modalProps: { statusId: quoted.id } }));
    else dispatch(quoteRequested({ statusId: quoted.id }));
  };
  return (
    <div className="compose-quote-suggestion" role="status">
      <span>{intl.formatMessage(messages.title)}</span>
      <Button onClick={quote}>{intl.formatMessage(messages.quote)}</Button>
      <Button variant="secondary" onClick={() => dispatch(quoteSuggested(null))}>
        {intl.formatMessage(messages.dismiss)}
      </Button>
    </div>
  );
}
