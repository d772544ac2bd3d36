import { lazy, Suspense } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { Icon } from '../../../ui/Icon';
import { loadCompactStatus } from '../../statuses';
import { selectStatusView } from '../../statuses/public';
import { quoteRemoved } from './quoteReducer';

const CompactStatus = lazy(() => loadCompactStatus().then((component) => ({ default: component })));

const messages = defineMessages({
  quoting: { id: 'compose_form.quoted_post', defaultMessage: 'Quoted post' },
  remove: { id: 'status.remove_quote', defaultMessage: 'Remove quote' },
  unavailable: { id: 'status.quote_error.not_available', defaultMessage: 'Post unavailable' },
});

/** Below the text: the post being quoted, small, and the way to take it out. */
export function QuoteIndicator({ statusId }: { statusId: string }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const status = useAppSelector((state) => selectStatusView(state, statusId));
  const quoted = status?.reblog ?? status;
  const remove = intl.formatMessage(messages.remove);
  return (
    <div className="compose-quote" role="group" aria-label={intl.formatMessage(messages.quoting)}>
      <button
        type="button"
        className="compose-quote__remove"
        aria-label={remove}
        title={remove}
        onClick={() => dispatch(quoteRemoved())}
      >
        <Icon id="close" size={16} />
      </button>
      {quoted ? (
        <Suspense fallback={null}>
          <CompactStatus status={quoted} />
        </Suspense>
      ) : (
        <p className="compose-quote__unavailable">{intl.formatMessage(messages.unavailable)}</p>
      )}
    </div>
  );
}
