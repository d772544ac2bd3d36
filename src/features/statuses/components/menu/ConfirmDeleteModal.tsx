import { defineMessages, useIntl } from 'react-intl';
import { useAppDispatch } from '../../../../store/hooks';
import { ConfirmDialog } from '../../../../ui/ConfirmDialog';
import { focusCompose } from './useMenuActions';
import type { ModalComponentProps } from '../../../modals/public';
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
});

/** Delete, or delete and redraft, asks first (CONFIRM_DELETE_STATUS). */
export function ConfirmDeleteModal({ statusId, redraft, onClose, titleId }: ModalComponentProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const redrafting = redraft === true;
  const confirm = () => {
    if (typeof statusId !== 'string') return;
    dispatch(redrafting ? menuActionRequested({ statusId, kind: 'redraft' }) : deleteRequested({ statusId }));
    // The compose box takes the redrafted post: the focus goes there (after the dialog gave it back).
    if (redrafting) requestAnimationFrame(focusCompose);
  };
  return (
    <ConfirmDialog
      titleId={titleId}
      title={intl.formatMessage(redrafting ? messages.redraftTitle : messages.deleteTitle)}
      message={intl.formatMessage(redrafting ? messages.redraftMessage : messages.deleteMessage)}
      confirmLabel={intl.formatMessage(redrafting ? messages.redraftConfirm : messages.deleteConfirm)}
      onCancel={onClose}
      onConfirm={confirm}
    />
  );
}
