import { defineMessages, useIntl } from 'react-intl';
import { useAppSelector } from '../../../../store/hooks';
import { selectCurrentAccountId } from '../../../auth/public';
import type { ModalComponentProps } from '../../../modals/public';
import { selectStatusView } from '../../selectors';
import { MenuList } from './MenuList';
import { menuItemsFor, type MenuItemKey } from './menuItems';
import { useMenuActions } from './useMenuActions';
import type { Status } from '../../../../api/entities';

const messages = defineMessages({
  more: { id: 'status.more', defaultMessage: 'More' },
  cancel: { id: 'confirmation_modal.cancel', defaultMessage: 'Cancel' },
});

function Sheet({ status, onClose, titleId }: { status: Status; onClose: () => void; titleId: string }) {
  const intl = useIntl();
  const me = useAppSelector(selectCurrentAccountId);
  const run = useMenuActions(status);
  const onSelect = (key: MenuItemKey) => {
    // The sheet goes first, so a dialog the item opens sits on the stack alone.
    onClose();
    run(key);
  };
  return (
    <div className="action-sheet">
      <h2 id={titleId} className="sr-only">
        {intl.formatMessage(messages.more)}
      </h2>
      <MenuList
        items={menuItemsFor(status, me)}
        label={intl.formatMessage(messages.more)}
        onSelect={onSelect}
        onDismiss={onClose}
        dismissOnTab={false}
        className="action-sheet__menu"
      />
      <button type="button" className="action-sheet__cancel" onClick={onClose}>
        {intl.formatMessage(messages.cancel)}
      </button>
    </div>
  );
}

/** The phone's form of a post's menu (ACTIONS): a sheet from the bottom with the same items. */
export function ActionSheet({ statusId, onClose, titleId }: ModalComponentProps) {
  const status = useAppSelector((state) =>
    typeof statusId === 'string' ? selectStatusView(state, statusId) : null,
  );
  if (!status) return null;
  return <Sheet status={status} onClose={onClose} titleId={titleId} />;
}
