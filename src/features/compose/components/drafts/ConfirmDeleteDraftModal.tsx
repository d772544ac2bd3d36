import { useIntl } from 'react-intl';
import { useAppDispatch } from '../../../../store/hooks';
import { ConfirmDialog } from '../../../../ui/ConfirmDialog';
import type { ModalComponentProps } from '../../../modals/public';
import { draftDeleteRequested } from '../../intents';
import { draftsMessages as messages } from './messages';

/** Deleting a draft of the list asks first (CONFIRM_DELETE_DRAFT, props `{ session }`). */
export function ConfirmDeleteDraftModal({ session, onClose, titleId }: ModalComponentProps) {
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
        if (typeof session === 'string') dispatch(draftDeleteRequested({ session }));
      }}
    />
  );
}
