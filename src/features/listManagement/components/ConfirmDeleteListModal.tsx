import { useIntl } from 'react-intl';
import { useAppDispatch } from '../../../store/hooks';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import type { ModalComponentProps } from '../../modals/public';
import { listManagementIntents } from '../intents';
import { listMessages as messages } from './messages';

/** Deleting a list asks first (CONFIRM_DELETE_LIST, props `{ listId }`). */
export function ConfirmDeleteListModal({ listId, onClose, titleId }: ModalComponentProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  return (
    <ConfirmDialog
      titleId={titleId}
      title={intl.formatMessage(messages.confirmTitle)}
      message={intl.formatMessage(messages.confirmMessage)}
      confirmLabel={intl.formatMessage(messages.confirm)}
      onCancel={onClose}
      onConfirm={() => {
        if (typeof listId === 'string') dispatch(listManagementIntents.deleteRequested({ id: listId }));
      }}
    />
  );
}
