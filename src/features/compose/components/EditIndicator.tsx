import { defineMessages, useIntl } from 'react-intl';
import type { NoMessageValues } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { Icon } from '../../../ui/Icon';
import { selectLocalSettings } from '../../settings';
import { composeDefaultsOf, composeReset } from '../slice';

const messages = defineMessages<{
  editing: NoMessageValues;
  cancel: NoMessageValues;
  media: { count: number };
}>({
  editing: { id: 'compose_form.editing', defaultMessage: 'Editing post' },
  cancel: { id: 'confirmation_modal.cancel', defaultMessage: 'Cancel' },
  media: {
    id: 'compose_form.media_attached',
    defaultMessage: '{count, plural, one {# media attachment} other {# media attachments}}',
  },
});

/**
 * Above the compose form of an edited or redrafted post: that it is an edit (with Cancel, which
 * empties the box), and the media it carries over. Loaded with the first such post.
 */
export function EditIndicator() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const local = useAppSelector(selectLocalSettings);
  const editing = useAppSelector((state) => state.compose.edited_status_id !== null);
  const mediaCount = useAppSelector((state) => state.compose.media.length);
  const carried = [mediaCount > 0 ? intl.formatMessage(messages.media, { count: mediaCount }) : ''].filter(
    Boolean,
  );
  return (
    <div className="compose-form__editing">
      {editing && (
        <p className="compose-form__editing-line" role="status">
          <Icon id="edit" size={16} />
          <span>{intl.formatMessage(messages.editing)}</span>
          <button
            type="button"
            className="compose-form__cancel-edit"
            onClick={() => dispatch(composeReset(composeDefaultsOf(local)))}
          >
            {intl.formatMessage(messages.cancel)}
          </button>
        </p>
      )}
      {carried.length > 0 && <p className="compose-form__attachments">{carried.join(' · ')}</p>}
    </div>
  );
}
