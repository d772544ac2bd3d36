/** Resolves at once while the device is online, else when the browser says it is online again. */
export const whenOnline = () =>
  new Promise<void>((resolve) => {
    if (typeof navigator === 'undefined' || navigator.onLine !== false) resolve();
    else window.addEventListener('online', () => resolve(), { once: true });
  });
