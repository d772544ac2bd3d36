import { inlineStep } from '../../../ui/direction';

/**
 * Where an arrow key goes in a flow of emoji buttons: left and right step through them (as drawn), up and down
 * go to the nearest button of the row above or below (rows are read from the layout, so a narrow
 * phone and a wide column both work).
 */
export function moveInGrid(buttons: HTMLElement[], from: HTMLElement, key: string): HTMLElement | null {
  const index = buttons.indexOf(from);
  if (index < 0) return null;
  // Left and right as drawn: the flow runs from the right under right to left.
  const step = inlineStep(key, from);
  if (step) return buttons[index + step] ?? null;
  if (key === 'Home') return buttons[0] ?? null;
  if (key === 'End') return buttons[buttons.length - 1] ?? null;
  if (key !== 'ArrowDown' && key !== 'ArrowUp') return null;
  const here = from.getBoundingClientRect();
  const down = key === 'ArrowDown';
  let rowTop: number | null = null;
  let best: HTMLElement | null = null;
  let bestDistance = Infinity;
  const candidates = down ? buttons.slice(index + 1) : buttons.slice(0, index).reverse();
  for (const button of candidates) {
    const box = button.getBoundingClientRect();
    if (down ? box.top <= here.top + 1 : box.top >= here.top - 1) continue;
    if (rowTop === null) rowTop = box.top;
    else if (Math.abs(box.top - rowTop) > 1) break;
    const distance = Math.abs(box.left - here.left);
    if (distance < bestDistance) {
      bestDistance = distance;
      best = button;
    }
  }
  // Without a layout (all boxes at 0), the next or previous button.
  return best ?? (down ? buttons[index + 1] : buttons[index - 1]) ?? null;
}
