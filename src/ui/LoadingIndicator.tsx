import { defineMessages, useIntl } from 'react-intl';

const messages = defineMessages({
  loading: { id: 'loading_indicator.label', defaultMessage: 'Loading…' },
});

export function LoadingIndicator() {
  const intl = useIntl();
  return (
    <div
      className="loading-indicator"
      role="progressbar"
      aria-busy="true"
      aria-label={intl.formatMessage(messages.loading)}
    >
      <span className="loading-indicator__spinner" aria-hidden="true" />
    </div>
  );
}
