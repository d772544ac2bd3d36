export interface FocalPoint {
  x: number;
  y: number;
}

const clamp = (value: number) => Math.min(1, Math.max(-1, Math.round(value * 100) / 100));

/** A click on a picture as a focal point: -1..1 each way, y pointing up as Mastodon counts it. */
export function focusAt(
  clientX: number,
  clientY: number,
  box: Pick<DOMRect, 'left' | 'top' | 'width' | 'height'>,
) {
  if (!(box.width > 0) || !(box.height > 0)) return { x: 0, y: 0 };
  return {
    x: clamp(((clientX - box.left) / box.width) * 2 - 1),
    y: clamp(-(((clientY - box.top) / box.height) * 2 - 1)),
  };
}

const STEP = 0.1;
const MOVES: Record<string, FocalPoint> = {
  ArrowLeft: { x: -STEP, y: 0 },
  ArrowRight: { x: STEP, y: 0 },
  ArrowUp: { x: 0, y: STEP },
  ArrowDown: { x: 0, y: -STEP },
};

/** An arrow key moves the point a tenth of the way (null: not a key that moves it). */
export function focusMoved(focus: FocalPoint | null, key: string): FocalPoint | null {
  const move = MOVES[key];
  if (!move) return null;
  const from = focus ?? { x: 0, y: 0 };
  return { x: clamp(from.x + move.x), y: clamp(from.y + move.y) };
}

/** Where the point sits on the picture, in percent from the top left. */
export const focusPosition = (focus: FocalPoint | null) => ({
  left: `${(((focus?.x ?? 0) / 2 + 0.5) * 100).toFixed(1)}%`,
  top: `${((-(focus?.y ?? 0) / 2 + 0.5) * 100).toFixed(1)}%`,
});
