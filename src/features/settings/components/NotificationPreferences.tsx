import { defineMessages, useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { selectSyncedSettings } from '../selectors';
import { settingChanged } from '../slice';
import { NOTIFICATION_TYPES } from '../defaults';

const messages = defineMessages({
  shows: { id: 'notifications.column_settings.show', defaultMessage: 'Show in column' },
  sounds: { id: 'notifications.column_settings.sound', defaultMessage: 'Play sound' },
  groupFollows: {
    id: 'notifications.column_settings.group_follows',
    defaultMessage: 'Group new followers',
  },
  filterBar: {
    id: 'notifications.column_settings.filter_bar.show_bar',
    defaultMessage: 'Show quick filter bar',
  },
  follow: { id: 'notifications.column_settings.follow', defaultMessage: 'New followers' },
  follow_request: {
    id: 'notifications.column_settings.follow_request',
    defaultMessage: 'New follow requests',
  },
  favourite: { id: 'notifications.column_settings.favourite', defaultMessage: 'Favorites' },
  reblog: { id: 'notifications.column_settings.reblog', defaultMessage: 'Boosts' },
  mention: { id: 'notifications.column_settings.mention', defaultMessage: 'Mentions' },
  quote: { id: 'notifications.column_settings.quote', defaultMessage: 'Quotes' },
  poll: { id: 'notifications.column_settings.poll', defaultMessage: 'Poll results' },
  status: { id: 'notifications.column_settings.status', defaultMessage: 'New posts' },
  update: { id: 'notifications.column_settings.update', defaultMessage: 'Edits' },
  'admin.sign_up': { id: 'notifications.column_settings.admin.sign_up', defaultMessage: 'New sign-ups' },
  'admin.report': { id: 'notifications.column_settings.admin.report', defaultMessage: 'New reports' },
});

type PerType = 'shows' | 'sounds';

/**
 * Which notification types the column shows (the others are not asked for) and which play a sound as
 * they arrive, its filter bar, and whether follows are grouped.
 */
export function NotificationPreferences() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const settings = useAppSelector(selectSyncedSettings).notifications;
  const { quickFilter } = settings;
  const set = (path: string[], value: boolean) => dispatch(settingChanged({ path, value }));
  const perType = (key: PerType) => (
    <fieldset className="preferences__choice">
      <legend>{intl.formatMessage(messages[key])}</legend>
      {NOTIFICATION_TYPES.map((type) => (
        <label key={type} className="preferences__toggle">
          <input
            type="checkbox"
            checked={settings[key][type] !== false}
            onChange={(event) => set(['notifications', key, type], event.target.checked)}
          />
          {intl.formatMessage(messages[type])}
        </label>
      ))}
    </fieldset>
  );
  return (
    <>
      <label className="preferences__toggle">
        <input
          type="checkbox"
          checked={quickFilter.show !== false}
          onChange={(event) => set(['notifications', 'quickFilter', 'show'], event.target.checked)}
        />
        {intl.formatMessage(messages.filterBar)}
      </label>
      <label className="preferences__toggle">
        <input
          type="checkbox"
          checked={settings.group.follow !== false}
          onChange={(event) => set(['notifications', 'group', 'follow'], event.target.checked)}
        />
        {intl.formatMessage(messages.groupFollows)}
      </label>
      {perType('shows')}
      {perType('sounds')}
    </>
  );
}
