import { defineMessages, useIntl } from 'react-intl';
import { Column } from '../../ui/Column';

const messages = defineMessages({
  notFound: { id: 'column.not_found', defaultMessage: 'This page does not exist.' },
});

/** What an address the app does not know shows. */
export function NotFound() {
  const intl = useIntl();
  return (
    <Column title={intl.formatMessage(messages.notFound)}>
      <p className="timeline__empty">{intl.formatMessage(messages.notFound)}</p>
    </Column>
  );
}
