import { useId } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { editRequested, replyRequested } from '../../../domain/events';
import { useAppDispatch } from '../../../store/hooks';
import { Button } from '../../../ui/Button';
import type { ModalComponentProps } from '../../modals';

const messages = defineMessages({
  title: { id: 'confirmations.reply.title', defaultMessage: 'Overwrite your post?' },
  text: {
    id: 'confirmations.reply.message',
    defaultMessage:
      'Replying now will overwrite the message you are currently composing. Are you sure you want to proceed?',
  },
  confirm: { id: 'confirmations.reply.confirm', defaultMessage: 'Yes, overwrite' },
  editTitle: { id: 'confirmations.edit.title', defaultMessage: 'Overwrite post?' },
  editText: {
    id: 'confirmations.edit.message',
    defaultMessage:
      'Editing now will overwrite the message you are currently composing. Are you sure you want to proceed?',
  },
  cancel: { id: 'confirmation_modal.cancel', defaultMessage: 'Cancel' },
});

/**
 * Asked before a reply or an edit replaces what is being typed (the "confirm before clearing a draft"
 * preference); Cancel keeps the text as it is.
 */
export function ReplaceDraftModal({ onClose, titleId, statusId, edit }: ModalComponentProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const textId = useId();
  return (
    <div className="modal" aria-describedby={textId}>
      <h2 id={titleId} className="modal__title">
        {intl.formatMessage(edit ? messages.editTitle : messages.title)}
      </h2>
      <p id={textId}>{intl.formatMessage(edit ? messages.editText : messages.text)}</p>
      <div className="modal__actions">
        <Button variant="secondary" onClick={onClose}>
          {intl.formatMessage(messages.cancel)}
        </Button>
        <Button
          onClick={() => {
            onClose();
            if (typeof statusId !== 'string') return;
            dispatch(
              edit
                ? editRequested({ statusId, confirmed: true })
                : replyRequested({ statusId, confirmed: true }),
            );
          }}
        >
          {intl.formatMessage(messages.confirm)}
        </Button>
      </div>
    </div>
  );
}
