import { defineMessages, useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { selectInstance } from '../../instance/public';
import { offeredPostFormats } from '../../../domain/postFormats';
import { composeChanged } from '../slice';

const messages = defineMessages({
  label: { id: 'compose.content_type', defaultMessage: 'Format' },
  'text/plain': { id: 'compose.content_type.plain', defaultMessage: 'Plain text' },
  'text/markdown': { id: 'compose.content_type.markdown', defaultMessage: 'Markdown' },
  'text/html': { id: 'compose.content_type.html', defaultMessage: 'HTML' },
});

/**
 * The format the post is written in, offered only where the server lists more than one
 * (`configuration.statuses.supported_mime_types`): nothing is assumed of a server that says nothing.
 */
export function ContentTypePicker() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const offered = offeredPostFormats(useAppSelector(selectInstance));
  const chosen = useAppSelector(
    (state) => state.compose.content_type ?? state.settings.local.default_content_type,
  );
  if (offered.length === 0) return null;
  return (
    <select
      className="compose-form__visibility compose-form__format"
      aria-label={intl.formatMessage(messages.label)}
      title={intl.formatMessage(messages.label)}
      value={chosen}
      onChange={(event) => dispatch(composeChanged({ field: 'content_type', value: event.target.value }))}
    >
      {!offered.some((format) => format === chosen) && <option value={chosen}>{chosen}</option>}
      {offered.map((format) => (
        <option key={format} value={format}>
          {intl.formatMessage(messages[format as keyof typeof messages])}
        </option>
      ))}
    </select>
  );
}
