import { playNotificationSound } from '../../../../src/features/notifications/sound';

describe('the notification tone before and after the user interacted with the page', () => {
  let made = 0;
  let tones = 0;
  class FakeAudioContext {
    state = 'running';
    currentTime = 0;
    destination = {};
    constructor() {
      made += 1;
    }
    createGain() {
      return {
        connect: () => undefined,
        gain: { setValueAtTime: () => undefined, exponentialRampToValueAtTime: () => undefined },
      };
    }
    createOscillator() {
      return {
        type: 'sine',
        frequency: { setValueAtTime: () => undefined },
        connect: () => undefined,
        start: () => (tones += 1),
        stop: () => undefined,
      };
    }
  }
  const activation = { hasBeenActive: false };
  beforeAll(() => {
    (globalThis as { AudioContext?: unknown }).AudioContext = FakeAudioContext;
    Object.defineProperty(navigator, 'userActivation', { configurable: true, value: activation });
  });
  afterAll(() => {
    delete (globalThis as { AudioContext?: unknown }).AudioContext;
    delete (navigator as { userActivation?: unknown }).userActivation;
  });

  it('makes no audio context (nor tone) until the page has been interacted with, then plays', () => {
    playNotificationSound();
    expect(made).toBe(0);
    expect(tones).toBe(0);
    activation.hasBeenActive = true;
    playNotificationSound();
    expect(made).toBe(1);
    expect(tones).toBeGreaterThan(0);
  });
});
