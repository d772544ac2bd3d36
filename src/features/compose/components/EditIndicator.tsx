import { defineMessages, useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { Icon } from '../../../ui/Icon';
import { selectLocalSettings } from '../../settings/public';
import { composeDefaultsOf, composeReset } from '../slice';

const messages = defineMessages({
  editing: { id: 'compose_form.editing', defaultMessage: 'Editing post' },
  cancel: { id: 'confirmation_modal.cancel', defaultMessage: 'Cancel' },
});

/**
 * Above the compose form of an edited post: that it is an edit, with Cancel, which empties the box.
 * (Its media, poll and quote show in their own editors.) Loaded with the first edit.
 */
export function EditIndicator() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const local = useAppSelector(selectLocalSettings);
  return (
    <div className="compose-form__editing">
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
    </div>
  );
}
