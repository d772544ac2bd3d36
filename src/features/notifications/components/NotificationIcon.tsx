import { Icon, type IconName } from '../../../ui/Icon';

const ICONS: Record<string, IconName> = {
  favourite: 'star',
  reblog: 'boost',
  mention: 'at',
  quote: 'quote',
  update: 'edit',
  quoted_update: 'edit',
  moderation_warning: 'warning',
  follow: 'person-add',
  follow_request: 'person-add',
  'admin.sign_up': 'person-add',
  poll: 'poll',
  status: 'bell',
  'admin.report': 'flag',
  severed_relationships: 'link-off',
  annual_report: 'cake',
};

/** The type's icon at the row's start, as in Mastodon (decorative: the text says the type). */
export function NotificationIcon({ type }: { type: string }) {
  const icon = Object.hasOwn(ICONS, type) ? ICONS[type] : undefined;
  return icon ? <Icon id={icon} className="notification-group__icon" /> : null;
}
