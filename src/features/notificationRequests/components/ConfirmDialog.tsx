import { useId } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useDialogFocus } from '../../modals';
import { Button } from '../../../ui/Button';

const messages = defineMessages({
  cancel: { id: 'confirmation_modal.cancel', defaultMessage: 'Cancel' },
});

/** A question before an action that cannot be undone: focus moves in, Escape and Cancel close it. */
export function ConfirmDialog({
  title,
  message,
  confirm,
  onConfirm,
  onClose,
}: {
  title: string;
  message: string;
  confirm: string;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const intl = useIntl();
  const titleId = useId();
  const ref = useDialogFocus(onClose);
  return (
    <div className="modal-root">
      <div className="modal-root__overlay" onClick={onClose} aria-hidden="true" />
      <div
        ref={ref}
        className="modal-root__container"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <div className="modal confirm-modal">
          <h2 id={titleId} className="modal__title">
            {title}
          </h2>
          <p className="modal__text">{message}</p>
          <div className="modal__actions">
            <Button variant="secondary" onClick={onClose}>
              {intl.formatMessage(messages.cancel)}
            </Button>
            <Button
              className="button--danger"
              onClick={() => {
                onClose();
                onConfirm();
              }}
            >
              {confirm}
            </Button>
          </div>
        </div>
      </div>
    </div>
  );
}
