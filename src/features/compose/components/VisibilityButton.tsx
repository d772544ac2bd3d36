import { defineMessages, useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { Icon } from '../../../ui/Icon';
import { interactionLabels, VISIBILITY_ICONS, visibilityMessages } from '../../../ui/visibilityWords';
import { modalOpened } from '../../modals/public';

const messages = defineMessages<{ name: { title: string; visibility: string } }>({
  name: { id: 'compose_form.visibility_button', defaultMessage: '{title}: {visibility}' },
});

/**
 * The post's visibility, named in the toolbar: a press opens "Visibility and interactions", where the
 * visibility and who may quote are chosen.
 */
export function VisibilityButton() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const privacy = useAppSelector((state) => state.compose.privacy);
  const label = intl.formatMessage(visibilityMessages[privacy]);
  const title = intl.formatMessage(interactionLabels.title);
  return (
    <button
      type="button"
      className="compose-form__visibility-button"
      aria-haspopup="dialog"
      aria-label={intl.formatMessage(messages.name, { title, visibility: label })}
      title={title}
      onClick={() => dispatch(modalOpened({ modalType: 'VISIBILITY' }))}
    >
      <Icon id={VISIBILITY_ICONS[privacy]} size={16} />
      <span>{label}</span>
    </button>
  );
}
