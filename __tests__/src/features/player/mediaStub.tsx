import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { I18nProvider } from '../../../../src/app/i18n';
import { forgetPlayerVolume } from '../../../../src/features/player/volume';
import { makeTestStore } from '../../fixtures';

interface MediaState {
  paused: boolean;
  currentTime: number;
}

/**
 * jsdom's media elements do not play: this one keeps `paused` and `currentTime` and fires play and pause
 * (30 s long), as a browser's would. Restores the prototype afterwards.
 */
export function stubMediaElements() {
  const states = new WeakMap<HTMLMediaElement, MediaState>();
  const stateOf = (element: HTMLMediaElement) => {
    let state = states.get(element);
    if (!state) {
      state = { paused: true, currentTime: 0 };
      states.set(element, state);
    }
    return state;
  };
  const proto = HTMLMediaElement.prototype;
  const saved = ['paused', 'currentTime', 'duration', 'play', 'pause'].map(
    (name) => [name, Object.getOwnPropertyDescriptor(proto, name)] as const,
  );
  Object.defineProperty(proto, 'paused', {
    configurable: true,
    get(this: HTMLMediaElement) {
      return stateOf(this).paused;
    },
  });
  Object.defineProperty(proto, 'currentTime', {
    configurable: true,
    get(this: HTMLMediaElement) {
      return stateOf(this).currentTime;
    },
    set(this: HTMLMediaElement, value: number) {
      stateOf(this).currentTime = value;
    },
  });
  Object.defineProperty(proto, 'duration', { configurable: true, get: () => 30 });
  const play = jest.fn(function (this: HTMLMediaElement) {
    stateOf(this).paused = false;
    this.dispatchEvent(new Event('play'));
    return Promise.resolve();
  });
  const pause = jest.fn(function (this: HTMLMediaElement) {
    if (stateOf(this).paused) return;
    stateOf(this).paused = true;
    this.dispatchEvent(new Event('pause'));
  });
  Object.defineProperty(proto, 'play', { configurable: true, writable: true, value: play });
  Object.defineProperty(proto, 'pause', { configurable: true, writable: true, value: pause });
  return {
    play,
    pause,
    restore() {
      for (const [name, descriptor] of saved) {
        if (descriptor) Object.defineProperty(proto, name, descriptor);
        else delete (proto as unknown as Record<string, unknown>)[name];
      }
    },
  };
}

/** jsdom has no PointerEvent: pointer events are mouse events with a pointer type, as in browsers. */
export function ensurePointerEvents() {
  if (typeof window.PointerEvent === 'function') return;
  class PointerEventLike extends MouseEvent {
    pointerType: string;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerType = init.pointerType ?? 'mouse';
    }
  }
  window.PointerEvent = PointerEventLike as unknown as typeof PointerEvent;
}

/** A clean stored volume for each test. */
export function resetStoredVolume() {
  localStorage.clear();
  forgetPlayerVolume();
}

export function renderWithStore(ui: ReactElement, store = makeTestStore().store) {
  const wrap = (node: ReactElement) => (
    <Provider store={store}>
      <I18nProvider>
        <Router hook={memoryLocation().hook}>{node}</Router>
      </I18nProvider>
    </Provider>
  );
  const result = render(wrap(ui));
  return { ...result, store, rerender: (node: ReactElement) => result.rerender(wrap(node)) };
}
