import { Icon, PathIcon } from '../../../ui/Icon';

// Material Icons shapes (Apache-2.0) for the types the shared icon table does not hold.
const PERSON_ADD =
  'M15 12c2.21 0 4-1.79 4-4s-1.79-4-4-4-4 1.79-4 4 1.79 4 4 4zm-9-2V7H4v3H1v2h3v3h2v-3h3v-2H6zm9 4c-2.67 0-8 1.34-8 4v2h16v-2c0-2.66-5.33-4-8-4z';
const PATHS: Record<string, [string, string]> = {
  follow: ['person-add', PERSON_ADD],
  follow_request: ['person-add', PERSON_ADD],
  'admin.sign_up': ['person-add', PERSON_ADD],
  poll: ['poll', 'M5 9.2h3V19H5zM10.6 5h2.8v14h-2.8zm5.6 8H19v6h-2.8z'],
  status: [
    'bell',
    'M12 22c1.1 0 2-.9 2-2h-4c0 1.1.89 2 2 2zm6-6v-5c0-3.07-1.64-5.64-4.5-6.32V4c0-.83-.67-1.5-1.5-1.5s-1.5.67-1.5 1.5v.68C7.63 5.36 6 7.92 6 11v5l-2 2v1h16v-1l-2-2z',
  ],
  'admin.report': ['flag', 'M14.4 6L14 4H5v17h2v-7h5.6l.4 2h7V6z'],
  severed_relationships: [
    'link-off',
    'M17 7h-4v1.9h4c1.71 0 3.1 1.39 3.1 3.1 0 1.43-.98 2.63-2.31 2.98l1.46 1.46C20.88 15.61 22 13.95 22 12c0-2.76-2.24-5-5-5zm-1 4h-2.19l2 2H16zM2 4.27l3.11 3.11C3.29 8.12 2 9.91 2 12c0 2.76 2.24 5 5 5h4v-1.9H7c-1.71 0-3.1-1.39-3.1-3.1 0-1.59 1.21-2.9 2.76-3.07L8.73 11H8v2h2.73L13 15.27V17h1.73l4.01 4L20 19.74 3.27 3 2 4.27z',
  ],
  annual_report: [
    'cake',
    'M12 6c1.11 0 2-.9 2-2 0-.38-.1-.73-.29-1.03L12 0l-1.71 2.97c-.19.3-.29.65-.29 1.03 0 1.1.9 2 2 2zm6 3h-5V7h-2v2H6c-1.66 0-3 1.34-3 3v9c0 .55.45 1 1 1h16c.55 0 1-.45 1-1v-9c0-1.66-1.34-3-3-3z',
  ],
};

const SHARED = {
  favourite: 'star',
  reblog: 'boost',
  mention: 'at',
  quote: 'quote',
  update: 'edit',
  quoted_update: 'edit',
  moderation_warning: 'warning',
} as const;

/** The type's icon at the row's start, as in Mastodon (decorative: the text says the type). */
export function NotificationIcon({ type }: { type: string }) {
  const className = 'notification-group__icon';
  const shared = SHARED[type as keyof typeof SHARED];
  if (shared) return <Icon id={shared} className={className} />;
  const own = PATHS[type];
  return own ? <PathIcon name={own[0]} path={own[1]} className={className} /> : null;
}
