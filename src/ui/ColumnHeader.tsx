import { useContext, useId, useState, type ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { ColumnNavigationContext } from './ColumnNavigationContext';
import { ColumnSettingsContext } from './ColumnSettingsContext';
import { Icon } from './Icon';
import type { IconName } from './Icon';

const plainMessages = defineMessages({
  settings: { id: 'column_header.show_settings', defaultMessage: 'Column settings' },
});

const messages = defineMessages<{ unread: { count: number }; showNew: { count: number } }>({
  unread: {
    id: 'column_header.unread',
    defaultMessage: '{count, plural, one {# unread item} other {# unread items}}',
  },
  showNew: {
    id: 'column_header.show_new',
    defaultMessage: '{count, plural, one {# new post} other {# new posts}}',
  },
});

export interface ColumnHeaderProps {
  title: string;
  icon?: IconName;
  /** Items not seen yet (badge beside the title). */
  unreadCount?: number;
  /** Items waiting above the list while it is scrolled away from the top. */
  pendingCount?: number;
  /** The pending button's text where "N new posts" does not fit (notifications). */
  pendingLabel?: string;
  onShowPending?: () => void;
  /** Clicking the title usually scrolls the column to the top. */
  onTitleClick?: () => void;
  actions?: ReactNode;
}

export function ColumnHeader({
  title,
  icon,
  unreadCount = 0,
  pendingCount = 0,
  pendingLabel,
  onShowPending,
  onTitleClick,
  actions,
}: ColumnHeaderProps) {
  const intl = useIntl();
  const settings = useContext(ColumnSettingsContext);
  const navigation = useContext(ColumnNavigationContext);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const panelId = useId();
  const heading = (
    <>
      {icon && <Icon id={icon} className="column-header__icon" />}
      {/* A title takes its own direction: "#tag" or a list's name in another script reads whole. */}
      <span className="column-header__title-text" dir="auto">
        {title}
      </span>
      {unreadCount > 0 && (
        <span
          className="column-header__badge"
          aria-label={intl.formatMessage(messages.unread, { count: unreadCount })}
        >
          {unreadCount}
        </span>
      )}
    </>
  );
  return (
    <header className="column-header">
      {navigation}
      {/* Focused when the place is asked for again on the deck. */}
      <h2 className="column-header__title" tabIndex={-1}>
        {onTitleClick ? (
          <button type="button" className="column-header__title-button" onClick={onTitleClick}>
            {heading}
          </button>
        ) : (
          heading
        )}
      </h2>
      {(actions || settings) && (
        <div className="column-header__actions">
          {actions}
          {settings && (
            <button
              type="button"
              className="column-header__button"
              aria-expanded={settingsOpen}
              aria-controls={panelId}
              onClick={() => setSettingsOpen((open) => !open)}
            >
              <Icon id="settings" size={18} />
              <span className="sr-only">{intl.formatMessage(plainMessages.settings)}</span>
            </button>
          )}
        </div>
      )}
      {pendingCount > 0 && onShowPending && (
        <button type="button" className="column-header__pending" onClick={onShowPending}>
          <Icon id="arrow-up" size={16} />
          {pendingLabel ?? intl.formatMessage(messages.showNew, { count: pendingCount })}
        </button>
      )}
      {settings && settingsOpen && (
        <div className="column-header__settings" id={panelId}>
          {settings}
        </div>
      )}
    </header>
  );
}
