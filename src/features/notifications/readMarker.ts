import { compareId } from '../../utils/ids';

export interface ReadPosition {
  /** The page is in front (not a background tab, not a minimised window). */
  visible: boolean;
  /** The notifications column is on screen. */
  mounted: boolean;
  /** The column is scrolled to its top, where the newest notifications are. */
  top: boolean;
  /** The newest notification's id in the list. */
  newest: string | null | undefined;
  /** The read marker as known (server or local). */
  marker: string | null | undefined;
}

/**
 * The notifications read marker moves to the newest notification only while the user can see it:
 * page visible, column mounted and at its top; and only forward ("0" is nothing read).
 */
export function markerToAdvance({ visible, mounted, top, newest, marker }: ReadPosition): string | null {
  if (!visible || !mounted || !top || !newest || newest === '0') return null;
  return !marker || compareId(newest, marker) > 0 ? newest : null;
}
