import { act, render, waitFor } from '@testing-library/react';
import { nextTask } from '../../../src/utils/nextTask';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { I18nProvider } from '../../../src/app/i18n';
import { entitiesImported } from '../../../src/domain/importer/actions';
import { initialTimeline, type TimelineState } from '../../../src/features/timelines/slice';
import type { RootState } from '../../../src/store/types';
import { makeStatus, makeTestStore, signedInAuth } from '../fixtures';

/** Column bodies are 600 px tall and every row 100 px, so the virtual list has something to lay out. */
export function mockLayout() {
  const heightOf = (element: HTMLElement) =>
    element.classList.contains('column__body') ? 600 : element.classList.contains('timeline__row') ? 100 : 0;
  const client = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight');
  const offset = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetHeight');
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return heightOf(this);
    },
  });
  Object.defineProperty(HTMLElement.prototype, 'offsetHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return heightOf(this);
    },
  });
  const scrollTo = HTMLElement.prototype.scrollTo;
  function scroll(this: HTMLElement, options?: ScrollToOptions | number) {
    if (typeof options === 'object') this.scrollTop = options.top ?? this.scrollTop;
  }
  HTMLElement.prototype.scrollTo = scroll;
  return () => {
    HTMLElement.prototype.scrollTo = scrollTo;
    if (client) Object.defineProperty(HTMLElement.prototype, 'clientHeight', client);
    else delete (HTMLElement.prototype as { clientHeight?: number }).clientHeight;
    if (offset) Object.defineProperty(HTMLElement.prototype, 'offsetHeight', offset);
    else delete (HTMLElement.prototype as { offsetHeight?: number }).offsetHeight;
  };
}

export const statusIds = (count: number) => Array.from({ length: count }, (_, i) => String(100000 - i));

export function makeTimelineStore(
  timelines: Record<string, Partial<TimelineState>>,
  statuses: ReturnType<typeof makeStatus>[],
  extra: Partial<RootState> = {},
) {
  const made = makeTestStore(
    {},
    {
      auth: signedInAuth('1'),
      timelines: Object.fromEntries(
        Object.entries(timelines).map(([id, t]) => [
          id,
          { ...initialTimeline, loaded: true, online: true, ...t },
        ]),
      ),
      ...extra,
    },
  );
  made.store.dispatch(entitiesImported({ statuses }));
  return made;
}

export function renderInStore(store: ReturnType<typeof makeTestStore>['store'], ui: ReactElement) {
  return render(
    <Provider store={store}>
      <I18nProvider>
        <Router hook={memoryLocation().hook}>{ui}</Router>
      </I18nProvider>
    </Provider>,
  );
}

/** Renders and waits for the virtual list (loaded on demand) to lay out the first-paint rows. */
export async function renderTimeline(store: ReturnType<typeof makeTestStore>['store'], ui: ReactElement) {
  const result = renderInStore(store, ui);
  await waitFor(() => expect(document.querySelector('.timeline__rows--virtual')).not.toBeNull());
  // The list draws every row until the task after it mounted; then new rows take turns.
  // (Under fake timers, jsdom's message ports wait for the timers.)
  if (jest.isMockFunction(setTimeout) || 'clock' in setTimeout)
    await act(() => jest.advanceTimersByTimeAsync(1));
  else await act(nextTask);
  return result;
}
