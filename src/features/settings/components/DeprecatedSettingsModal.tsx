import { useId } from 'react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { useAppDispatch } from '../../../store/hooks';
import { Button } from '../../../ui/Button';
import { visibilityMessages } from '../../../ui/visibilityWords';
import type { ModalComponentProps } from '../../modals/public';
import {
  DEVICE_SETTINGS_BANNER,
  type DeviceSettingDifference,
  type DeviceSettingKey,
} from '../deviceSettings';
import { localSettingChanged, settingChanged } from '../slice';
import { SPACE } from '../../../ui/textPieces';

const messages = defineMessages({
  title: { id: 'deprecated_settings.title', defaultMessage: 'Settings on this device' },
  text: {
    id: 'deprecated_settings.text',
    defaultMessage:
      'These settings on this device differ from your account’s preferences, which your other apps use:',
  },
  useAccount: { id: 'deprecated_settings.use_account', defaultMessage: 'Use my account’s preferences' },
  keep: { id: 'deprecated_settings.keep', defaultMessage: 'Keep this device’s settings' },
  on: { id: 'deprecated_settings.on', defaultMessage: 'On' },
  off: { id: 'deprecated_settings.off', defaultMessage: 'Off' },
});

const rowMessages = defineMessages<{ row: { device: string; account: string } }>({
  row: { id: 'deprecated_settings.row', defaultMessage: 'here “{device}”, on your account “{account}”' },
});

const labels = defineMessages<DeviceSettingKey>({
  default_privacy: { id: 'preferences.default_privacy', defaultMessage: 'Posting visibility' },
  default_sensitive: {
    id: 'preferences.default_sensitive',
    defaultMessage: 'Always mark media as sensitive',
  },
  default_language: { id: 'preferences.default_language', defaultMessage: 'Posting language' },
  media_display: { id: 'preferences.media_display', defaultMessage: 'Media display' },
  expand_spoilers: {
    id: 'preferences.expand_spoilers',
    defaultMessage: 'Always expand posts marked with content warnings',
  },
});

const values = {
  ...visibilityMessages,
  ...defineMessages({
    default: { id: 'preferences.media_display.default', defaultMessage: 'Hide media marked as sensitive' },
    show_all: { id: 'preferences.media_display.show_all', defaultMessage: 'Always show media' },
    hide_all: { id: 'preferences.media_display.hide_all', defaultMessage: 'Always hide media' },
  }),
};

const isDifference = (value: unknown): value is DeviceSettingDifference =>
  !!value &&
  typeof value === 'object' &&
  Object.prototype.hasOwnProperty.call(labels, (value as DeviceSettingDifference).setting);

/**
 * DEPRECATED_SETTINGS: settings of this device that stand in for the account's preferences and differ
 * from them. The account's preferences can replace them, or this device keeps its own (and is not asked
 * again).
 */
export function DeprecatedSettingsModal({ onClose, titleId, settings }: ModalComponentProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const textId = useId();
  const differing = Array.isArray(settings) ? settings.filter(isDifference) : [];

  const word = (value: unknown): string => {
    if (typeof value === 'boolean') return intl.formatMessage(value ? messages.on : messages.off);
    const known = (values as Record<string, MessageDescriptor>)[String(value)];
    if (known) return intl.formatMessage(known);
    return String(value);
  };

  const useAccount = () => {
    dispatch(localSettingChanged(Object.fromEntries(differing.map((d) => [d.setting, d.account]))));
    onClose();
  };
  const keep = () => {
    dispatch(settingChanged({ path: ['dismissed_banners', DEVICE_SETTINGS_BANNER], value: true }));
    onClose();
  };

  return (
    <div className="modal" aria-describedby={textId}>
      <h2 id={titleId} className="modal__title">
        {intl.formatMessage(messages.title)}
      </h2>
      <p id={textId} className="modal__text">
        {intl.formatMessage(messages.text)}
      </p>
      <ul className="deprecated-settings__list">
        {differing.map((difference) => (
          <li key={difference.setting}>
            <strong>{intl.formatMessage(labels[difference.setting])}</strong>
            {SPACE}
            {intl.formatMessage(rowMessages.row, {
              device: word(difference.device),
              account: word(difference.account),
            })}
          </li>
        ))}
      </ul>
      <div className="modal__actions">
        <Button variant="secondary" onClick={keep}>
          {intl.formatMessage(messages.keep)}
        </Button>
        <Button onClick={useAccount}>{intl.formatMessage(messages.useAccount)}</Button>
      </div>
    </div>
  );
}
