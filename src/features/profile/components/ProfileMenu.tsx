import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { useLocation } from 'wouter';
import type { Account, Relationship } from '../../../api/entities';
import { mentionRequested } from '../../../domain/events';
import { useAppDispatch } from '../../../store/hooks';
import { composeBoxOnScreen } from '../../../ui/composeBox';
import { endAlignedLeft } from '../../../ui/direction';
import { Icon } from '../../../ui/Icon';
import { safeHttpUrl } from '../../../ui/safeUrl';
import { alertShown, alertText } from '../../alerts/public';
import { modalOpened } from '../../modals/public';
import { relationshipsIntents } from '../../relationships/public';

const messages = defineMessages({
  more: { id: 'status.more', defaultMessage: 'More' },
  mention: { id: 'account.mention', defaultMessage: 'Mention @{name}' },
  direct: { id: 'account.direct', defaultMessage: 'Privately mention @{name}' },
  hideReblogs: { id: 'account.hide_reblogs', defaultMessage: 'Hide boosts from @{name}' },
  showReblogs: { id: 'account.show_reblogs', defaultMessage: 'Show boosts from @{name}' },
  endorse: { id: 'account.endorse', defaultMessage: 'Feature on profile' },
  unendorse: { id: 'account.unendorse', defaultMessage: "Don't feature on profile" },
  addToLists: { id: 'account.add_or_remove_from_list', defaultMessage: 'Add or Remove from lists' },
  removeFromFollowers: {
    id: 'account.remove_from_followers',
    defaultMessage: 'Remove {name} from followers',
  },
  mute: { id: 'account.mute', defaultMessage: 'Mute @{name}' },
  unmute: { id: 'account.unmute', defaultMessage: 'Unmute @{name}' },
  block: { id: 'account.block', defaultMessage: 'Block @{name}' },
  unblock: { id: 'account.unblock', defaultMessage: 'Unblock @{name}' },
  report: { id: 'account.report', defaultMessage: 'Report @{name}' },
  copy: { id: 'account.copy', defaultMessage: 'Copy link to profile' },
  copied: { id: 'copy_icon_button.copied', defaultMessage: 'Copied to clipboard' },
  openOriginal: { id: 'account.open_original_page', defaultMessage: 'Open original page' },
});

type ModalType = Parameters<typeof modalOpened>[0]['modalType'];

interface Item {
  key: string;
  label: MessageDescriptor;
  run: () => void;
  danger?: boolean;
  groupStart?: boolean;
}

/**
 * The profile's actions behind More. A signed-out visitor sees only the links; the relationship decides
 * each toggle's wording.
 */
function useItems(account: Account, relationship: Relationship | undefined, signedIn: boolean): Item[] {
  const dispatch = useAppDispatch();
  const [, navigate] = useLocation();
  const accountId = account.id;
  const open = (modalType: ModalType, extra: Record<string, unknown> = {}) =>
    dispatch(modalOpened({ modalType, modalProps: { accountId, ...extra } }));
  // With no compose box on screen (single column, phone) the compose page opens.
  const toCompose = () => {
    const textarea = composeBoxOnScreen();
    if (!textarea) navigate('/publish');
    else
      requestAnimationFrame(() => {
        textarea.focus();
        textarea.setSelectionRange(textarea.value.length, textarea.value.length);
      });
  };
  const link = safeHttpUrl(account.url) ?? window.location.href;
  const remote = account.acct.includes('@') ? safeHttpUrl(account.url) : null;
  const items: Item[] = [];
  if (signedIn) {
    items.push(
      {
        key: 'mention',
        label: messages.mention,
        run: () => {
          dispatch(mentionRequested({ acct: account.acct }));
          toCompose();
        },
      },
      {
        key: 'direct',
        label: messages.direct,
        run: () => {
          dispatch(mentionRequested({ acct: account.acct, direct: true }));
          toCompose();
        },
      },
    );
    if (relationship?.following) {
      const showing = relationship.showing_reblogs !== false;
      items.push(
        {
          key: 'reblogs',
          label: showing ? messages.hideReblogs : messages.showReblogs,
          run: () => dispatch(relationshipsIntents.followRequested({ accountId, reblogs: !showing })),
          groupStart: true,
        },
        {
          key: 'endorse',
          label: relationship.endorsed ? messages.unendorse : messages.endorse,
          run: () =>
            dispatch(relationshipsIntents.endorseRequested({ accountId, endorsed: !relationship.endorsed })),
        },
      );
    }
    items.push({
      key: 'lists',
      label: messages.addToLists,
      // The list adder is a modal of the lists feature, opened by its agreed type.
      run: () => open('LIST_ADDER'),
      groupStart: !relationship?.following,
    });
    if (relationship?.followed_by)
      items.push({
        key: 'removeFromFollowers',
        label: messages.removeFromFollowers,
        run: () => dispatch(relationshipsIntents.removeFromFollowersRequested({ accountId })),
      });
    items.push(
      relationship?.muting
        ? {
            key: 'unmute',
            label: messages.unmute,
            run: () => dispatch(relationshipsIntents.unmuteRequested({ accountId })),
            groupStart: true,
          }
        : { key: 'mute', label: messages.mute, run: () => open('MUTE'), danger: true, groupStart: true },
      relationship?.blocking
        ? {
            key: 'unblock',
            label: messages.unblock,
            run: () => dispatch(relationshipsIntents.unblockRequested({ accountId })),
          }
        : { key: 'block', label: messages.block, run: () => open('BLOCK'), danger: true },
      { key: 'report', label: messages.report, run: () => open('REPORT'), danger: true },
    );
  }
  items.push({
    key: 'copy',
    label: messages.copy,
    groupStart: signedIn,
    run: () =>
      void navigator.clipboard
        ?.writeText(link)
        .then(() => dispatch(alertShown({ message: alertText(messages.copied) })))
        .catch(() => undefined),
  });
  if (remote)
    items.push({
      key: 'openOriginal',
      label: messages.openOriginal,
      run: () => window.open(remote, '_blank', 'noopener,noreferrer'),
    });
  return items;
}

const GAP = 4;

/** More and its menu: arrows move, Escape and Tab close it and give the focus back to More. */
export function ProfileMenu({
  account,
  relationship,
  signedIn,
}: {
  account: Account;
  relationship: Relationship | undefined;
  signedIn: boolean;
}) {
  const intl = useIntl();
  const items = useItems(account, relationship, signedIn);
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);
  const [position, setPosition] = useState<{ top: number; left: number } | null>(null);
  const name = account.username || account.acct;

  const close = (refocus: boolean) => {
    setOpen(false);
    setPosition(null);
    if (refocus) button.current?.focus();
  };

  useLayoutEffect(() => {
    if (!open || !button.current || !menu.current) return;
    const anchor = button.current.getBoundingClientRect();
    const { offsetWidth: width, offsetHeight: height } = menu.current;
    const below = anchor.bottom + GAP;
    const top =
      below + height > window.innerHeight && anchor.top - GAP - height >= 0
        ? anchor.top - GAP - height
        : below;
    setPosition({ top, left: endAlignedLeft(anchor, width, GAP, button.current) });
    menu.current.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (menu.current?.contains(target) || button.current?.contains(target)) return;
      setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => document.removeEventListener('pointerdown', onPointerDown, true);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const entries = Array.from(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
    const at = entries.indexOf(document.activeElement as HTMLElement);
    const focus = (index: number) => entries[(index + entries.length) % entries.length]?.focus();
    if (event.key === 'ArrowDown') focus(at + 1);
    else if (event.key === 'ArrowUp') focus(at < 0 ? -1 : at - 1);
    else if (event.key === 'Home') focus(0);
    else if (event.key === 'End') focus(-1);
    else if (event.key === 'Escape' || event.key === 'Tab') close(true);
    else return;
    event.preventDefault();
    event.stopPropagation();
  };

  return (
    <>
      <button
        ref={button}
        type="button"
        className="icon-button profile__more"
        aria-label={intl.formatMessage(messages.more)}
        title={intl.formatMessage(messages.more)}
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => (open ? close(false) : setOpen(true))}
      >
        <Icon id="more" />
      </button>
      {open &&
        createPortal(
          <div className="status-menu__popover" style={position ?? { top: 0, left: 0, opacity: 0 }}>
            <ul
              ref={menu}
              role="menu"
              aria-label={intl.formatMessage(messages.more)}
              className="status-menu"
              onKeyDown={onKeyDown}
            >
              {items.map((item) => (
                <li
                  key={item.key}
                  role="none"
                  className={
                    item.groupStart ? 'status-menu__item status-menu__item--group' : 'status-menu__item'
                  }
                >
                  <button
                    type="button"
                    role="menuitem"
                    tabIndex={-1}
                    className={
                      item.danger ? 'status-menu__button status-menu__button--danger' : 'status-menu__button'
                    }
                    onClick={() => {
                      close(true);
                      item.run();
                    }}
                  >
                    {intl.formatMessage(item.label, { name })}
                  </button>
                </li>
              ))}
            </ul>
          </div>,
          document.body,
        )}
    </>
  );
}
