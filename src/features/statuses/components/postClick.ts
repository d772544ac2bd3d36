import type { MouseEvent as ReactMouseEvent, PointerEvent as ReactPointerEvent } from 'react';

// A press on a post's body opens it (the rule is in `postClickRule`, loaded with the first press, so
// the first load carries only these two handlers).

let pressedAt: { x: number; y: number } | null = null;

export function onPostPointerDown(event: ReactPointerEvent) {
  pressedAt = { x: event.clientX, y: event.clientY };
}

/** `onClick` and `onAuxClick` of a post. What the rule needs is read now, while the event is current. */
export function onPostClick(event: ReactMouseEvent) {
  // React's event holds its fields (currentTarget too, during dispatch) as its own properties.
  const input = { ...event };
  const start = pressedAt;
  pressedAt = null;
  const selected = window.getSelection()?.toString() ?? '';
  void import(/* webpackChunkName: "post-click" */ './postClickRule').then((m) =>
    m.followPostClick(input, start, selected),
  );
}
