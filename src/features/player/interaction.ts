import { useCallback, useEffect, useRef, useState } from 'react';
import type { MouseEvent as ReactMouseEvent, PointerEvent as ReactPointerEvent } from 'react';
import {
  CLICK_MOVEMENT_THRESHOLD_PX,
  PLAYER_CLICK_DELAY_MS,
  PLAYER_CONTROLS_HIDE_MS,
  PLAYER_SCROLL_THROTTLE_MS,
} from '../../constants';

/**
 * Clicks on the picture: a single click acts after PLAYER_CLICK_DELAY_MS, unless a second click comes
 * first, which makes it a double click; a press that moved CLICK_MOVEMENT_THRESHOLD_PX or more is a
 * drag and no click at all.
 */
export function useSurfaceClicks(onSingleClick: () => void, onDoubleClick: () => void) {
  const press = useRef<{ x: number; y: number; dragged: boolean } | null>(null);
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const actions = useRef({ onSingleClick, onDoubleClick });
  useEffect(() => {
    actions.current = { onSingleClick, onDoubleClick };
  });
  useEffect(() => () => clearTimeout(pending.current), []);

  const moved = (x: number, y: number) => {
    const start = press.current;
    return !!start && Math.hypot(x - start.x, y - start.y) >= CLICK_MOVEMENT_THRESHOLD_PX;
  };
  const onPointerDown = (event: ReactPointerEvent) => {
    press.current = event.button === 0 ? { x: event.clientX, y: event.clientY, dragged: false } : null;
  };
  const onPointerMove = (event: ReactPointerEvent) => {
    if (press.current && moved(event.clientX, event.clientY)) press.current.dragged = true;
  };
  const onClick = (event: ReactMouseEvent) => {
    const dragged = !!press.current && (press.current.dragged || moved(event.clientX, event.clientY));
    press.current = null;
    if (dragged) return;
    if (pending.current !== undefined) {
      clearTimeout(pending.current);
      pending.current = undefined;
      actions.current.onDoubleClick();
      return;
    }
    pending.current = setTimeout(() => {
      pending.current = undefined;
      actions.current.onSingleClick();
    }, PLAYER_CLICK_DELAY_MS);
  };
  return { onPointerDown, onPointerMove, onClick };
}

/**
 * Whether the controls show: always while paused; while playing, for PLAYER_CONTROLS_HIDE_MS after the
 * last sign of the user (`wake`: the pointer moving, a key, the focus arriving), and not once the
 * pointer has left (`rest`).
 */
export function useAutoHide(playing: boolean) {
  const [awake, setAwake] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const wake = useCallback(() => {
    setAwake(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setAwake(false), PLAYER_CONTROLS_HIDE_MS);
  }, []);
  const rest = useCallback(() => {
    clearTimeout(timer.current);
    setAwake(false);
  }, []);
  return { shown: !playing || awake, wake, rest };
}

/** Whether nothing of the element is inside the area the user sees of `scroller` (or of the window). */
function outOfView(element: Element, scroller: EventTarget | null): boolean {
  const box = element.getBoundingClientRect();
  const view = { top: 0, left: 0, bottom: window.innerHeight, right: window.innerWidth };
  if (scroller instanceof Element && scroller.contains(element)) {
    const area = scroller.getBoundingClientRect();
    view.top = Math.max(view.top, area.top);
    view.left = Math.max(view.left, area.left);
    view.bottom = Math.min(view.bottom, area.bottom);
    view.right = Math.min(view.right, area.right);
  }
  return box.bottom <= view.top || box.top >= view.bottom || box.right <= view.left || box.left >= view.right;
}

/**
 * Calls `onAway` when the element has scrolled out of view (of the window, or of the column or list
 * that scrolled), checking at most every PLAYER_SCROLL_THROTTLE_MS while `active`; the last scroll of a
 * burst is always checked.
 */
export function useScrolledAway(
  element: { readonly current: Element | null },
  active: boolean,
  onAway: () => void,
) {
  const callback = useRef(onAway);
  useEffect(() => {
    callback.current = onAway;
  });
  useEffect(() => {
    if (!active) return undefined;
    let lastCheck = -Infinity;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let scroller: EventTarget | null = null;
    const check = () => {
      timer = undefined;
      lastCheck = Date.now();
      if (element.current && outOfView(element.current, scroller)) callback.current();
    };
    const onScroll = (event: Event) => {
      scroller = event.target;
      if (timer !== undefined) return;
      timer = setTimeout(check, Math.max(0, lastCheck + PLAYER_SCROLL_THROTTLE_MS - Date.now()));
    };
    document.addEventListener('scroll', onScroll, { capture: true, passive: true });
    return () => {
      clearTimeout(timer);
      document.removeEventListener('scroll', onScroll, { capture: true });
    };
  }, [active, element]);
}

/**
 * The `inert` attribute of a player that is out of use. React 18 does not know the attribute and
 * writes it as given, so it is set with an empty string and cleared by leaving it out.
 */
export function inertWhen(on: boolean): { inert?: '' } {
  return on ? { inert: '' } : {};
}
