import { defineMessages, useIntl } from 'react-intl';
import { useAppDispatch } from '../../../../store/hooks';
import { Button } from '../../../../ui/Button';
import { focusCompose } from './useMenuActions';
import type { ModalComponentProps } from '../../../modals';
import { deleteRequested, menuActionRequested } from '../../slice';

const messages = defineMessages({
  deleteTitle: { id: 'confirmations.delete.title', defaultMessage: 'Delete post?' },
  deleteMessage: {
    id: 'confirmations.delete.message',
    defaultMessage: 'Are you sure you want to delete this post?',
  },
  deleteConfirm: { id: 'confirmations.delete.confirm', defaultMessage: 'Delete' },
  redraftTitle: { id: 'confirmations.redraft.title', defaultMessage: 'Delete and redraft post?' },
  redraftMessage: {
    id: 'confirmations.redraft.message',
    defaultMessage:
      'Are you sure you want to delete this post and re-draft it? Favorites and boosts will be lost, and replies to the original post will be orphaned.',
  },
  redraftConfirm: { id: 'confirmations.redraft.confirm', defaultMessage: 'Delete and redraft' },
  cancel: { id: 'confirmation_modal.cancel', defaultMessage: 'Cancel' },
});

/** Delete, or delete and redraft, asks first (CONFIRM_DELETE_STATUS). */
export function ConfirmDeleteModal({ statusId, redraft, onClose, titleId }: ModalComponentProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const redrafting = redraft === true;
  const confirm = () => {
    onClose();
    if (typeof statusId !== 'string') return;
    dispatch(redrafting ? menuActionRequested({ statusId, kind: 'redraft' }) : deleteRequested({ statusId }));
    // The compose box takes the redrafted post: the focus goes there (after the dialog gave it back).
    if (redrafting) requestAnimationFrame(focusCompose);
  };
  return (
    <div className="modal confirm-modal">
      <h2 id={titleId} className="modal__title">
        {intl.formatMessage(redrafting ? messages.redraftTitle : messages.deleteTitle)}
      </h2>
      <p className="modal__text">
        {intl.formatMessage(redrafting ? messages.redraftMessage : messages.deleteMessage)}
      </p>
      <div className="modal__actions">
        <Button variant="secondary" onClick={onClose}>
          {intl.formatMessage(messages.cancel)}
        </Button>
        <Button className="button--danger" onClick={confirm}>
          {intl.formatMessage(redrafting ? messages.redraftConfirm : messages.deleteConfirm)}
        </Button>
      </div>
    </div>
  );
}
