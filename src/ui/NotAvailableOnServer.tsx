import { defineMessages, useIntl } from 'react-intl';

const messages = defineMessages({
  notAvailable: { id: 'column.not_available', defaultMessage: 'Not available on this server' },
});

/** What a column or view says, in place of its content, when the server lacks its endpoint. */
export function NotAvailableOnServer() {
  const intl = useIntl();
  return <p className="timeline__empty">{intl.formatMessage(messages.notAvailable)}</p>;
}
