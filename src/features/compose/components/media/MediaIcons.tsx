import { Icon } from '../../../../ui/Icon';

const ICONS = { image: 'image', video: 'movie', audio: 'audio' } as const;

/** Decorative: the control holding it carries the name. */
export function MediaIcon({ id, size = 20 }: { id: keyof typeof ICONS; size?: number }) {
  return <Icon id={ICONS[id]} size={size} />;
}
