/**
 * Resolves in a new task, so the browser can render, paint and handle input first. A message port is
 * used where there is one: unlike nested timers, it is not throttled to 4 ms after the fifth.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof MessageChannel !== 'function') {
      setTimeout(resolve, 0);
      return;
    }
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
