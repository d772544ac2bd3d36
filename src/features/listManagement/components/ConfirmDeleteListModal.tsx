import { useIntl } from 'react-intl';
import { useAppDispatch } from '../../../store/hooks';
import { Button } from '../../../ui/Button';
import type { ModalComponentProps } from '../../modals';
import { listDeleteRequested } from '../slice';
import { listMessages as messages } from './messages';

/** Deleting a list asks first (CONFIRM_DELETE_LIST, props `{ listId }`). */
export function ConfirmDeleteListModal({ listId, onClose, titleId }: ModalComponentProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const confirm = () => {
    onClose();
    if (typeof listId === 'string') dispatch(listDeleteRequested({ id: listId }));
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
          {intl.formatMessage(messages.confirm)}
        </Button>
      </div>
    </div>
  );
}
