// Right to left (Arabic, Persian, Hebrew): the stylesheet mirrors the layout by itself with logical
// properties; what code computes from physical positions and keys asks here which way the text runs.

/**
 * Whether the interface, or the part of it holding `node`, reads right to left: the nearest `dir`
 * attribute (the interface language's on `<html>`; `auto`, which a post's own text decides, is skipped).
 */
export function isRightToLeft(node?: Element | null): boolean {
  let element: Element | null = node ?? document.documentElement;
  while (element) {
    const dir = element.getAttribute('dir')?.toLowerCase();
    if (dir === 'rtl') return true;
    if (dir === 'ltr') return false;
    element = element.parentElement;
  }
  return false;
}

/**
 * An arrow key as a step along the line: ArrowRight goes forward (the next item, later in a video)
 * where the text runs left to right, and back where it runs right to left; ArrowLeft the other way.
 * 0 for any other key.
 */
export function inlineStep(key: string, node?: Element | null): -1 | 0 | 1 {
  if (key !== 'ArrowLeft' && key !== 'ArrowRight') return 0;
  const towardsRight = key === 'ArrowRight' ? 1 : -1;
  return isRightToLeft(node) ? (-towardsRight as -1 | 1) : towardsRight;
}

/**
 * The left edge, in px, of a menu hanging from a button with its end edge on the button's: the right
 * edges lined up, or the left ones under right to left; kept `gap` inside the window.
 */
export function endAlignedLeft(anchor: DOMRect, width: number, gap: number, node?: Element | null): number {
  const left = isRightToLeft(node) ? anchor.left : anchor.right - width;
  return Math.min(Math.max(gap, left), window.innerWidth - width - gap);
}
