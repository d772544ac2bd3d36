import { defineMessages, useIntl } from 'react-intl';
import { Directory } from '../../../features/explore/components/Directory';
import { Column } from '../../../ui/Column';

const messages = defineMessages({
  title: { id: 'column.directory', defaultMessage: 'Browse profiles' },
});

/** /directory: the profile directory. */
export function DirectoryPage() {
  const intl = useIntl();
  return (
    <Column title={intl.formatMessage(messages.title)} className="directory-column">
      <Directory />
    </Column>
  );
}
