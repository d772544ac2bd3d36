import type { Account } from '../api/entities';
import { AVATAR_DEFAULT_SIZE_PX } from '../constants';
import { safeHttpUrl } from './safeUrl';

interface AvatarProps {
  account: Pick<Account, 'avatar' | 'avatar_static'>;
  size?: number;
  /** Animated avatars play only when the user allows it. */
  animate?: boolean;
}

/** Decorative: the account's name is always shown beside it. */
export function Avatar({ account, size = AVATAR_DEFAULT_SIZE_PX, animate = false }: AvatarProps) {
  const src = safeHttpUrl(
    animate ? account.avatar : account.avatar_static || account.avatar,
    window.location.href,
  );
  const style = { width: size, height: size };
  if (!src) return <span className="account__avatar account__avatar--missing" style={style} />;
  return (
    <img
      className="account__avatar"
      src={src}
      alt=""
      width={size}
      height={size}
      style={style}
      loading="lazy"
    />
  );
}
