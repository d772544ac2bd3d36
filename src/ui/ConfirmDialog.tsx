import { defineMessages, useIntl } from 'react-intl';
import { Button } from './Button';

const messages = defineMessages({
  cancel: { id: 'confirmation_modal.cancel', defaultMessage: 'Cancel' },
});

interface ConfirmDialogProps {
  /** The id the modal root names its dialog by. */
  titleId: string;
  title: string;
  message: string;
  confirmLabel: string;
  onCancel: () => void;
  /** Runs after the dialog asked to close, so the focus is back where it was. */
  onConfirm: () => void;
}

/** The body of a modal that asks before something destructive: Cancel, or the danger button. */
export function ConfirmDialog({
  titleId,
  title,
  message,
  confirmLabel,
  onCancel,
  onConfirm,
}: ConfirmDialogProps) {
  const intl = useIntl();
  return (
    <div className="modal confirm-modal">
      <h2 id={titleId} className="modal__title">
        {title}
      </h2>
      <p className="modal__text">{message}</p>
      <div className="modal__actions">
        <Button variant="secondary" onClick={onCancel}>
          {intl.formatMessage(messages.cancel)}
        </Button>
        <Button
          className="button--danger"
          onClick={() => {
            onCancel();
            onConfirm();
          }}
        >
          {confirmLabel}
        </Button>
      </div>
    </div>
  );
}
