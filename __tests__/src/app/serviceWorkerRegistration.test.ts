import { registerServiceWorker } from '../../../src/app/serviceWorkerRegistration';

interface FakeWorkbox {
  url: string;
  register: jest.Mock;
  messageSkipWaiting: jest.Mock;
  emit(type: string): void;
}

jest.mock('workbox-window', () => {
  const state = { instances: [] as unknown[], failRegistration: false };
  class Workbox {
    listeners = new Map<string, (() => void)[]>();
    register = jest.fn(async () => {
      if (state.failRegistration) throw new Error('registration refused');
    });
    messageSkipWaiting = jest.fn();
    url: string;
    constructor(scriptUrl: string) {
      this.url = scriptUrl;
      state.instances.push(this);
    }
    addEventListener(type: string, listener: () => void) {
      this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
    }
    emit(type: string) {
      this.listeners.get(type)?.forEach((listener) => listener());
    }
  }
  return { Workbox, state };
});

const mockState = jest.requireMock<{ state: { instances: FakeWorkbox[]; failRegistration: boolean } }>(
  'workbox-window',
).state;

beforeEach(() => {
  mockState.instances.length = 0;
  mockState.failRegistration = false;
  Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
});

describe('registerServiceWorker', () => {
  it('does nothing outside production builds unless enabled', async () => {
    await expect(registerServiceWorker()).resolves.toBeNull();
    expect(mockState.instances).toHaveLength(0);
  });

  it('does nothing where service workers are not supported', async () => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
    await expect(registerServiceWorker({ enabled: true })).resolves.toBeNull();
    expect(mockState.instances).toHaveLength(0);
  });

  it('registers /sw.js', async () => {
    await registerServiceWorker({ enabled: true });
    expect(mockState.instances[0].url).toBe('/sw.js');
    expect(mockState.instances[0].register).toHaveBeenCalled();
  });

  it('offers a waiting update and applies it only when asked: skip waiting, then reload on control', async () => {
    const onUpdateReady = jest.fn();
    const reload = jest.fn();
    await registerServiceWorker({ enabled: true, onUpdateReady, reload });
    const workbox = mockState.instances[0];
    workbox.emit('waiting');
    expect(onUpdateReady).toHaveBeenCalledTimes(1);
    expect(workbox.messageSkipWaiting).not.toHaveBeenCalled();

    const applyUpdate = onUpdateReady.mock.calls[0][0] as () => void;
    applyUpdate();
    expect(workbox.messageSkipWaiting).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();
    workbox.emit('controlling');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('warns and carries on when registration fails', async () => {
    mockState.failRegistration = true;
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(registerServiceWorker({ enabled: true })).resolves.not.toBeNull();
    expect(warn).toHaveBeenCalledWith('Service worker registration failed', expect.any(Error));
    warn.mockRestore();
  });
});
