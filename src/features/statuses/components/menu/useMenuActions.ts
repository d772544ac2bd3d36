import { useCallback } from 'react';
import { composeBoxOnScreen } from '../../../../ui/composeBox';
import { defineMessages } from 'react-intl';
import { useLocation } from 'wouter';
import type { Status } from '../../../../api/entities';
import { editRequested, mentionRequested } from '../../../../domain/events';
import { useAppDispatch } from '../../../../store/hooks';
import { safeHttpUrl } from '../../../../ui/safeUrl';
import { alertShown, alertText } from '../../../alerts/public';
import { modalOpened } from '../../../modals/public';
import { menuActionRequested } from '../../slice';
import type { MenuItemKey } from './menuItems';

const messages = defineMessages({
  copied: { id: 'status.link_copied', defaultMessage: 'Link copied' },
});

/** The focus goes to the compose box, the caret after its text (a mention, a post to edit). */
export function focusCompose() {
  const textarea = composeBoxOnScreen();
  textarea?.focus();
  textarea?.setSelectionRange(textarea.value.length, textarea.value.length);
}

/** The link to share: the post's own page where it has one, else its page here. */
export function linkOf(status: Status): string {
  return safeHttpUrl(status.url) ?? safeHttpUrl(status.uri) ?? window.location.href;
}

/** What each menu item does, the same from the menu and from the phone's action sheet. */
export function useMenuActions(status: Status): (key: MenuItemKey) => void {
  const dispatch = useAppDispatch();
  const [, navigate] = useLocation();
  return useCallback(
    (key: MenuItemKey) => {
      const statusId = status.id;
      const accountId = status.account.id;
      // With no compose box on screen (single column, phone) the compose page opens.
      const toCompose = () => {
        if (composeBoxOnScreen()) requestAnimationFrame(focusCompose);
        else navigate('/publish');
      };
      switch (key) {
        case 'copyLink':
          void navigator.clipboard
            ?.writeText(linkOf(status))
            .then(() => dispatch(alertShown({ message: alertText(messages.copied) })))
            .catch(() => undefined);
          break;
        case 'openOriginal': {
          const url = safeHttpUrl(status.url);
          if (url) window.open(url, '_blank', 'noopener,noreferrer');
          break;
        }
        case 'mention':
          dispatch(mentionRequested({ acct: status.account.acct }));
          toCompose();
          break;
        case 'edit':
          dispatch(editRequested({ statusId }));
          toCompose();
          break;
        case 'pin':
        case 'unpin':
          dispatch(menuActionRequested({ statusId, kind: key }));
          break;
        case 'muteConversation':
          dispatch(menuActionRequested({ statusId, kind: 'mute' }));
          break;
        case 'unmuteConversation':
          dispatch(menuActionRequested({ statusId, kind: 'unmute' }));
          break;
        case 'delete':
        case 'redraft':
          dispatch(
            modalOpened({
              modalType: 'CONFIRM_DELETE_STATUS',
              modalProps: { statusId, redraft: key === 'redraft' },
            }),
          );
          break;
        case 'quotePolicy':
          dispatch(modalOpened({ modalType: 'QUOTE_POLICY', modalProps: { statusId } }));
          break;
        case 'filter':
          dispatch(modalOpened({ modalType: 'FILTER', modalProps: { statusId } }));
          break;
        case 'mute':
          dispatch(modalOpened({ modalType: 'MUTE', modalProps: { statusId, accountId } }));
          break;
        case 'block':
          dispatch(modalOpened({ modalType: 'BLOCK', modalProps: { statusId, accountId } }));
          break;
        case 'report':
          dispatch(modalOpened({ modalType: 'REPORT', modalProps: { statusId, accountId } }));
          break;
      }
    },
    [dispatch, navigate, status],
  );
}
