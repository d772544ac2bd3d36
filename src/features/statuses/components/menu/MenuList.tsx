import { useEffect, useRef } from 'react';
import type { KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import type { MenuItem, MenuItemKey } from './menuItems';

interface MenuListProps {
  items: MenuItem[];
  label: string;
  onSelect: (key: MenuItemKey) => void;
  /** Escape and Tab: the caller closes the menu and puts the focus back. */
  onDismiss: () => void;
  className?: string;
  /** In a dialog Tab moves on inside it; a dropdown closes. */
  dismissOnTab?: boolean;
}

/**
 * A WAI-ARIA menu: the first item takes the focus; arrows move through the items (wrapping),
 * Home and End go to the ends, Escape and Tab leave it. Items are buttons, so Enter and Space choose.
 */
export function MenuList({
  items,
  label,
  onSelect,
  onDismiss,
  className = '',
  dismissOnTab = true,
}: MenuListProps) {
  const intl = useIntl();
  const ref = useRef<HTMLUListElement>(null);
  useEffect(() => {
    ref.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const entries = Array.from(ref.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
    const at = entries.indexOf(document.activeElement as HTMLElement);
    const focus = (index: number) => entries[(index + entries.length) % entries.length]?.focus();
    switch (event.key) {
      case 'ArrowDown':
        focus(at + 1);
        break;
      case 'ArrowUp':
        focus(at < 0 ? -1 : at - 1);
        break;
      case 'Home':
        focus(0);
        break;
      case 'End':
        focus(-1);
        break;
      case 'Tab':
        if (!dismissOnTab) return;
        onDismiss();
        break;
      case 'Escape':
        onDismiss();
        break;
      default:
        return;
    }
    event.preventDefault();
    event.stopPropagation();
  };

  return (
    <ul ref={ref} role="menu" aria-label={label} className={`status-menu ${className}`} onKeyDown={onKeyDown}>
      {items.map((item) => (
        <li
          key={item.key}
          role="none"
          className={item.groupStart ? 'status-menu__item status-menu__item--group' : 'status-menu__item'}
        >
          <button
            type="button"
            role="menuitem"
            tabIndex={-1}
            className={
              item.danger ? 'status-menu__button status-menu__button--danger' : 'status-menu__button'
            }
            onClick={() => onSelect(item.key)}
          >
            {intl.formatMessage(item.label, item.values)}
          </button>
        </li>
      ))}
    </ul>
  );
}
