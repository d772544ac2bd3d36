import {
  playNotificationSound,
  TONE_MIN_GAP_MS,
  toneSamples,
  TONE_SAMPLE_RATE,
  wavBytes,
} from '../../../../src/features/notifications/sound';

describe('the notification tone before and after the user interacted with the page', () => {
  let made = 0;
  let played = 0;
  let audioContexts = 0;
  class FakeAudio {
    preload = '';
    src = '';
    currentTime = 0.05;
    constructor() {
      made += 1;
    }
    canPlayType(type: string) {
      return type === 'audio/wav' ? 'maybe' : '';
    }
    play() {
      played += 1;
      expect(this.currentTime).toBe(0);
      return Promise.resolve();
    }
  }
  class CountedAudioContext {
    constructor() {
      audioContexts += 1;
    }
  }
  const activation = { hasBeenActive: false };
  const createObjectURL = URL.createObjectURL;
  beforeAll(() => {
    (globalThis as { Audio?: unknown }).Audio = FakeAudio;
    (globalThis as { AudioContext?: unknown }).AudioContext = CountedAudioContext;
    URL.createObjectURL = () => 'blob:tone';
    Object.defineProperty(navigator, 'userActivation', { configurable: true, value: activation });
  });
  afterAll(() => {
    delete (globalThis as { AudioContext?: unknown }).AudioContext;
    URL.createObjectURL = createObjectURL;
    delete (navigator as { userActivation?: unknown }).userActivation;
  });

  it('makes nothing (nor a tone) until the page has been interacted with, then plays from the start', () => {
    playNotificationSound(1_000);
    expect(made).toBe(0);
    expect(played).toBe(0);
    activation.hasBeenActive = true;
    playNotificationSound(2_000);
    expect(made).toBe(1);
    expect(played).toBe(1);
  });

  it('plays once for a burst: a tone asked for within a second of the last one is skipped, not restarted', () => {
    const before = played;
    for (let at = 10_000; at < 10_000 + TONE_MIN_GAP_MS; at += 16) playNotificationSound(at);
    expect(played).toBe(before + 1);
    playNotificationSound(10_000 + TONE_MIN_GAP_MS);
    expect(played).toBe(before + 2);
  });

  it('never makes an AudioContext, which starts the audio device on the page thread', () => {
    playNotificationSound(20_000);
    expect(played).toBeGreaterThan(0);
    expect(audioContexts).toBe(0);
  });
});

describe('the tone itself', () => {
  it('is two notes of 90 ms each, rising from silence and falling back to it, never above its peak', () => {
    const samples = toneSamples();
    const perNote = Math.round(0.09 * TONE_SAMPLE_RATE);
    expect(samples).toHaveLength(2 * perNote);
    const peak = Math.max(...Array.from(samples, Math.abs));
    expect(peak).toBeGreaterThan(0.1 * 0x7fff);
    expect(peak).toBeLessThanOrEqual(Math.ceil(0.15 * 0x7fff));
    for (const start of [0, perNote]) {
      expect(Math.abs(samples[start])).toBeLessThan(10);
      expect(Math.abs(samples[start + perNote - 1])).toBeLessThan(10);
    }
  });

  it('is a PCM WAV file the browser can play', () => {
    const samples = toneSamples();
    const view = new DataView(wavBytes(samples));
    const text = (at: number, length: number) =>
      String.fromCharCode(...Array.from({ length }, (_, i) => view.getUint8(at + i)));
    expect(text(0, 4)).toBe('RIFF');
    expect(text(8, 8)).toBe('WAVEfmt ');
    expect(view.getUint16(20, true)).toBe(1);
    expect(view.getUint32(24, true)).toBe(TONE_SAMPLE_RATE);
    expect(view.getUint32(40, true)).toBe(samples.length * 2);
    expect(view.getInt16(44 + 100 * 2, true)).toBe(samples[100]);
    expect(view.byteLength).toBe(44 + samples.length * 2);
  });
});
