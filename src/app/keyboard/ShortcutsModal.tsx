import { defineMessages, useIntl } from 'react-intl';
import type { ModalComponentProps } from '../../features/modals/components/modalTypes';
import { Icon } from '../../ui/Icon';
import { SHORTCUTS } from './shortcuts';

const messages = defineMessages({
  title: { id: 'keyboard_shortcuts.heading', defaultMessage: 'Keyboard Shortcuts' },
  hotkey: { id: 'keyboard_shortcuts.hotkey', defaultMessage: 'Hotkey' },
  description: { id: 'keyboard_shortcuts.description', defaultMessage: 'Description' },
  close: { id: 'lightbox.close', defaultMessage: 'Close' },
});

/** The `?` dialog: every shortcut and what it does. */
export function ShortcutsModal({ onClose, titleId }: ModalComponentProps) {
  const intl = useIntl();
  return (
    <div className="modal shortcuts-modal">
      <button
        type="button"
        className="modal__close"
        aria-label={intl.formatMessage(messages.close)}
        title={intl.formatMessage(messages.close)}
        onClick={onClose}
      >
        <Icon id="close" />
      </button>
      <h2 id={titleId} className="modal__title">
        {intl.formatMessage(messages.title)}
      </h2>
      <table className="shortcuts-modal__table">
        <thead>
          <tr>
            <th scope="col">{intl.formatMessage(messages.hotkey)}</th>
            <th scope="col">{intl.formatMessage(messages.description)}</th>
          </tr>
        </thead>
        <tbody>
          {SHORTCUTS.map(({ keys, description }) => (
            <tr key={keys}>
              <td>
                <kbd>{keys}</kbd>
              </td>
              <td>{intl.formatMessage(description)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
