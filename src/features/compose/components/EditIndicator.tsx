import { defineMessages, useIntl } from 'react-intl';
import type { NoMessageValues } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { Icon } from '../../../ui/Icon';
import { selectLocalSettings } from '../../settings';
import { composeDefaultsOf, composeReset } from '../slice';

const messages = defineMessages<{
  editing: NoMessageValues;
  cancel: NoMessageValues;
  poll: NoMessageValues;
}>({
  editing: { id: 'compose_form.editing', defaultMessage: 'Editing post' },
  cancel: { id: 'confirmation_modal.cancel', defaultMessage: 'Cancel' },
  poll: { id: 'compose_form.poll_attached', defaultMessage: 'With a poll' },
});

/**
 * Above the compose form of an edited or redrafted post: that it is an edit (with Cancel, which
 * empties the box), and the poll it carries over. Loaded with the first such post.
 */
export function EditIndicator() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const local = useAppSelector(selectLocalSettings);
  const editing = useAppSelector((state) => state.compose.edited_status_id !== null);
  const hasPoll = useAppSelector((state) => state.compose.poll !== null);
  // The media show as attachments under the text box; the poll, until it has an editor, says so here.
  const carried = [hasPoll ? intl.formatMessage(messages.poll) : ''].filter(Boolean);
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
