/**
 * The one post menu open, kept outside the rows: a timeline's row may be drawn again (the first
 * paint's plain list gives way to the virtual one) while the menu stays open. The button is a DOM
 * element, not state the store could hold; `column` finds the button again if its row was redrawn.
 */
export interface OpenStatusMenu {
  statusId: string;
  anchor: HTMLElement;
  column: string | null;
}

let open: OpenStatusMenu | null = null;
const listeners = new Set<() => void>();

export const getOpenMenu = () => open;

export function setOpenMenu(next: OpenStatusMenu | null) {
  open = next;
  for (const listener of listeners) listener();
}

export function subscribeOpenMenu(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** More toggles the menu of its post. */
export function toggleStatusMenu(statusId: string, anchor: HTMLElement) {
  setOpenMenu(
    open?.anchor === anchor
      ? null
      : {
          statusId,
          anchor,
          column:
            anchor.closest('[aria-label]:is(section, [role=region])')?.getAttribute('aria-label') ?? null,
        },
  );
}
