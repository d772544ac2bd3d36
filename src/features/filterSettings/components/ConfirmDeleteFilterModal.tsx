import { useIntl } from 'react-intl';
import { moderationIntents } from '../../../domain/moderation';
import { useAppDispatch } from '../../../store/hooks';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import type { ModalComponentProps } from '../../modals/public';
import { messages } from './messages';

/** Deleting a filter asks first (CONFIRM_DELETE_FILTER, props `{ filterId }`). */
export function ConfirmDeleteFilterModal({ filterId, onClose, titleId }: ModalComponentProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  return (
    <ConfirmDialog
      titleId={titleId}
      title={intl.formatMessage(messages.confirmTitle)}
      message={intl.formatMessage(messages.confirmMessage)}
      confirmLabel={intl.formatMessage(messages.delete)}
      onCancel={onClose}
      onConfirm={() => {
        if (typeof filterId === 'string')
          dispatch(moderationIntents.requested({ kind: 'filterDelete', id: filterId }));
      }}
    />
  );
}
