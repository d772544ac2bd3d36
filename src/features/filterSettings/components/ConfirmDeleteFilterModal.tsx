import { useIntl } from 'react-intl';
import { moderationRequested } from '../../../domain/events';
import { useAppDispatch } from '../../../store/hooks';
import { Button } from '../../../ui/Button';
import type { ModalComponentProps } from '../../modals';
import { messages } from './messages';

/** Deleting a filter asks first (CONFIRM_DELETE_FILTER, props `{ filterId }`). */
export function ConfirmDeleteFilterModal({ filterId, onClose, titleId }: ModalComponentProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const confirm = () => {
    onClose();
    if (typeof filterId === 'string') dispatch(moderationRequested({ kind: 'filterDelete', id: filterId }));
  };
  return (
    <div className="modal confirm-modal">
      <h2 id={titleId} className="modal__title">
        {intl.formatMessage(messages.confirmTitle)}
      </h2>
      <p className="modal__text">{intl.formatMessage(messages.confirmMessage)}</p>
      <div className="modal__actions">
        <Button variant="secondary" onClick={onClose}>
          {intl.formatMessage(messages.cancel)}
        </Button>
        <Button className="button--danger" onClick={confirm}>
          {intl.formatMessage(messages.delete)}
        </Button>
      </div>
    </div>
  );
}
