import sprite from './icons.json?sprite';
import type icons from './icons.json';

// Icons are Material Symbols (outlined, weight 400, Apache-2.0), one set for the whole app: icons.json
// names each icon the app uses after the symbol drawn for it, and the build turns that table into one
// SVG sprite file (webpack/material-symbols-sprite-loader.js). An icon is a <use> of its symbol, so no
// path data is in the JavaScript. The <svg> has no viewBox of its own: the symbol's (0 -960 960 960, the
// package's) scales it to `size`. Decorative: the control that holds an icon carries the accessible name.

export type IconName = keyof typeof icons;

interface IconProps {
  id: IconName;
  className?: string;
  size?: number;
}

export function Icon({ id, className, size = 20 }: IconProps) {
  return (
    <svg
      className={className ? `icon icon-${id} ${className}` : `icon icon-${id}`}
      width={size}
      height={size}
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
    >
      <use href={`${sprite}#${id}`} />
    </svg>
  );
}
