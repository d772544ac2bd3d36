import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { defineMessages, useIntl } from 'react-intl';
import type { Status } from '../../../../api/entities';
import { MOBILE_WIDTH_THRESHOLD } from '../../../../constants';
import { endAlignedLeft } from '../../../../ui/direction';
import { useAppDispatch } from '../../../../store/hooks';
import { modalOpened } from '../../../modals/public';
import { MenuList } from './MenuList';
import { menuItemsFor, type MenuItemKey } from './menuItems';
import { useMenuActions } from './useMenuActions';

const messages = defineMessages({
  more: { id: 'status.more', defaultMessage: 'More' },
});

const GAP = 4;

/** Below the button, its end edge on the button's; above it when there is no room below. */
function place(anchor: HTMLElement, menu: HTMLElement): { top: number; left: number } {
  const button = anchor.getBoundingClientRect();
  const { offsetWidth: width, offsetHeight: height } = menu;
  const below = button.bottom + GAP;
  const top =
    below + height > window.innerHeight && button.top - GAP - height >= 0 ? button.top - GAP - height : below;
  return { top, left: endAlignedLeft(button, width, GAP, anchor) };
}

interface StatusMenuProps {
  status: Status;
  currentAccountId?: string | null;
  /** The More button: the menu hangs from it, and the focus returns to it. */
  anchor: HTMLElement;
  /** The column it was in, to find it again if its row is drawn anew. */
  column?: string | null;
  onClose: () => void;
}

/**
 * A post's menu, opened by More; on a phone a sheet from the bottom instead (the modal stack's
 * ACTIONS, with the same items). Its code loads with the first menu opened.
 */
export function StatusMenu(props: StatusMenuProps) {
  const dispatch = useAppDispatch();
  const phone = window.matchMedia(`(max-width: ${MOBILE_WIDTH_THRESHOLD}px)`).matches;
  const { status, onClose } = props;
  useEffect(() => {
    if (!phone) return;
    dispatch(modalOpened({ modalType: 'ACTIONS', modalProps: { statusId: status.id } }));
    onClose();
  }, [phone, dispatch, status.id, onClose]);
  return phone ? null : <StatusMenuPopover {...props} />;
}

/** The button itself, or the same post's More in the same column when its row was drawn anew. */
function liveAnchor(anchor: HTMLElement, statusId: string, column: string | null | undefined) {
  if (anchor.isConnected) return anchor;
  const scope = column ? document.querySelector(`[aria-label="${CSS.escape(column)}"]`) : document;
  return (
    scope?.querySelector<HTMLElement>(`article[data-id="${CSS.escape(statusId)}"] [aria-haspopup="menu"]`) ??
    anchor
  );
}

function StatusMenuPopover({ status, currentAccountId, anchor: first, column, onClose }: StatusMenuProps) {
  const intl = useIntl();
  const run = useMenuActions(status);
  const ref = useRef<HTMLDivElement>(null);
  const [position, setPosition] = useState<{ top: number; left: number } | null>(null);
  const [anchor, setAnchor] = useState(first);

  const close = useCallback(
    (refocus: boolean) => {
      onClose();
      if (refocus && anchor.isConnected) anchor.focus();
    },
    [anchor, onClose],
  );

  useLayoutEffect(() => {
    const update = () => {
      const live = liveAnchor(anchor, status.id, column);
      if (live !== anchor) setAnchor(live);
      else if (ref.current) {
        const next = place(anchor, ref.current);
        setPosition((was) => (was && was.top === next.top && was.left === next.left ? was : next));
      }
    };
    update();
    // Columns scroll on their own: the menu follows its button.
    window.addEventListener('scroll', update, true);
    window.addEventListener('resize', update);
    // A redrawn row replaces the button, and content loaded above the post (announcements, say) moves
    // it, without a scroll or a resize.
    const observer = new MutationObserver(update);
    observer.observe(document.body, { childList: true, subtree: true });
    return () => {
      window.removeEventListener('scroll', update, true);
      window.removeEventListener('resize', update);
      observer.disconnect();
    };
  }, [anchor, status.id, column]);

  useEffect(() => {
    anchor.setAttribute('aria-expanded', 'true');
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (ref.current?.contains(target) || anchor.contains(target)) return;
      close(false);
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => {
      anchor.setAttribute('aria-expanded', 'false');
      document.removeEventListener('pointerdown', onPointerDown, true);
    };
  }, [anchor, close]);

  const onSelect = (key: MenuItemKey) => {
    close(true);
    run(key);
  };

  return createPortal(
    <div
      ref={ref}
      className="status-menu__popover"
      // Unplaced for its first frame: transparent rather than hidden, so its first item can take the focus.
      style={position ? { top: position.top, left: position.left } : { top: 0, left: 0, opacity: 0 }}
    >
      <MenuList
        items={menuItemsFor(status, currentAccountId)}
        label={intl.formatMessage(messages.more)}
        onSelect={onSelect}
        onDismiss={() => close(true)}
      />
    </div>,
    document.body,
  );
}
