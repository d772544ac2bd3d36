import { act, renderHook } from '@testing-library/react';
import {
  captureInstallPrompt,
  consumeLaunches,
  promptInstall,
  useInstallOffered,
} from '../../../src/app/installPrompt';

describe("the browser's install offer", () => {
  it('is kept from the page start, offered once, and gone once used or installed', async () => {
    const target = new EventTarget() as unknown as Window;
    captureInstallPrompt(target);
    const { result } = renderHook(() => useInstallOffered());
    expect(result.current).toBe(false);

    const prompt = jest.fn(() => Promise.resolve());
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), { prompt });
    act(() => void target.dispatchEvent(offer));
    expect(result.current).toBe(true);
    // The browser's own bar is left out: the menu offers it.
    expect(offer.defaultPrevented).toBe(true);

    await act(() => promptInstall());
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(result.current).toBe(false);

    act(() => void target.dispatchEvent(Object.assign(new Event('beforeinstallprompt'), { prompt })));
    expect(result.current).toBe(true);
    act(() => void target.dispatchEvent(new Event('appinstalled')));
    expect(result.current).toBe(false);
  });
});

describe('a launch of the installed app', () => {
  it("takes the router to the launched address of the app's own origin, in this window", () => {
    let consumer: ((params: { targetURL?: string }) => void) | undefined;
    const launchQueue = { setConsumer: (next: typeof consumer) => (consumer = next) };
    consumeLaunches(Object.assign(window, { launchQueue }));
    window.history.replaceState(null, '', '/home');
    consumer?.({ targetURL: `${window.location.origin}/notifications?x=1` });
    expect(window.location.pathname + window.location.search).toBe('/notifications?x=1');
    consumer?.({ targetURL: 'https://elsewhere.example/search' });
    consumer?.({});
    expect(window.location.pathname).toBe('/notifications');
  });

  it('does nothing where the browser has no launch queue', () => {
    expect(() => consumeLaunches({ location: window.location } as Window)).not.toThrow();
  });
});
