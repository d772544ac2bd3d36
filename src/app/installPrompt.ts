// The browser's offer to install the app (`beforeinstallprompt`, Chromium's): kept from the first
// moments of the page, so the menu's "Install app" can make it later. Where the browser never offers
// (installed already, Firefox, Safari), the entry never shows.
import { useSyncExternalStore } from 'react';
import { navigate } from 'wouter/use-browser-location';

interface InstallPromptEvent extends Event {
  prompt: () => Promise<unknown>;
}

let offer: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

/** Run by the entry point before anything else waits: the event fires once, early. */
export function captureInstallPrompt(target: Window = window) {
  target.addEventListener('beforeinstallprompt', (event) => {
    // The app offers it from its menu rather than the browser's own bar.
    event.preventDefault();
    offer = event as InstallPromptEvent;
    changed();
  });
  target.addEventListener('appinstalled', () => {
    offer = null;
    changed();
  });
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Whether the browser offers to install the app now. */
export const useInstallOffered = () => useSyncExternalStore(subscribe, () => offer !== null);

/** Asks the browser to show its install dialog; an offer is good for one prompt. */
export function promptInstall() {
  const current = offer;
  offer = null;
  changed();
  return current ? current.prompt().catch(() => undefined) : Promise.resolve();
}

interface LaunchParams {
  targetURL?: string;
}
type LaunchQueue = { setConsumer: (consumer: (params: LaunchParams) => void) => void };

/**
 * One window (the manifest's `launch_handler`, focus-existing): a link or shortcut opened while the
 * installed app runs comes to this window, whose router goes to it. Absent from most browsers.
 */
export function consumeLaunches(target: Window & { launchQueue?: LaunchQueue } = window) {
  target.launchQueue?.setConsumer((params) => {
    if (!params.targetURL) return;
    const url = new URL(params.targetURL);
    if (url.origin !== target.location.origin || url.href === target.location.href) return;
    navigate(`${url.pathname}${url.search}${url.hash}`);
  });
}
