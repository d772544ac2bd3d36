/**
 * The short two-note tone a notification plays, synthesised here so it needs no sound file. It is
 * played by an audio element rather than Web Audio: making an AudioContext starts the audio device on
 * the main thread (65 to 400 ms measured in Chromium), a long task in the middle of a streamed burst,
 * whereas an audio element starts it away from the page's thread.
 */
const NOTES_HZ = [880, 1318.5];
const NOTE_S = 0.09;
const PEAK_GAIN = 0.15;
/** Each note rises to its peak in this long, then falls away until its end (exponential ramps). */
const ATTACK_S = 0.01;
/** Where the ramps start and end: silence, as an exponential ramp cannot reach 0. */
const FLOOR_GAIN = 0.0001;
/** Plenty for notes under 1.4 kHz, and half the bytes of 44.1 kHz. */
export const TONE_SAMPLE_RATE = 22_050;

/** The tone as 16-bit mono samples: the notes one after the other, each with its rise and fall. */
export function toneSamples(sampleRate = TONE_SAMPLE_RATE): Int16Array {
  const perNote = Math.round(NOTE_S * sampleRate);
  const samples = new Int16Array(perNote * NOTES_HZ.length);
  NOTES_HZ.forEach((hz, note) => {
    for (let i = 0; i < perNote; i += 1) {
      const t = i / sampleRate;
      const gain =
        t < ATTACK_S
          ? FLOOR_GAIN * (PEAK_GAIN / FLOOR_GAIN) ** (t / ATTACK_S)
          : PEAK_GAIN * (FLOOR_GAIN / PEAK_GAIN) ** ((t - ATTACK_S) / (NOTE_S - ATTACK_S));
      samples[note * perNote + i] = Math.round(gain * Math.sin(2 * Math.PI * hz * t) * 0x7fff);
    }
  });
  return samples;
}

/** The samples as a WAV file (RIFF, PCM, mono, 16-bit). */
export function wavBytes(samples: Int16Array, sampleRate = TONE_SAMPLE_RATE): ArrayBuffer {
  const dataBytes = samples.length * 2;
  const buffer = new ArrayBuffer(44 + dataBytes);
  const view = new DataView(buffer);
  const text = (at: number, value: string) => {
    for (let i = 0; i < value.length; i += 1) view.setUint8(at + i, value.charCodeAt(i));
  };
  text(0, 'RIFF');
  view.setUint32(4, 36 + dataBytes, true);
  text(8, 'WAVE');
  text(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * 2, true); // bytes a second
  view.setUint16(32, 2, true); // bytes a sample
  view.setUint16(34, 16, true); // bits a sample
  text(36, 'data');
  view.setUint32(40, dataBytes, true);
  samples.forEach((sample, i) => view.setInt16(44 + i * 2, sample, true));
  return buffer;
}

/**
 * At most one tone in this long: a burst of notifications (a followed account posting many times in a
 * row, say) plays it once rather than restarting it on every animation frame, a stutter to the ear
 * and a seek and a play on the page's thread each time.
 */
export const TONE_MIN_GAP_MS = 1000;

/** The one element that plays the tone, once made. */
let player: HTMLAudioElement | undefined;
/** When the last tone started (`performance.now()`). */
let lastStart = -Infinity;

/** The tone's player; null where the browser has no audio element, no blob URLs or no WAV playback. */
function tonePlayer(): HTMLAudioElement | null {
  if (player) return player;
  if (typeof Audio !== 'function' || typeof URL.createObjectURL !== 'function') return null;
  const audio = new Audio();
  if (!audio.canPlayType('audio/wav')) return null;
  audio.preload = 'auto';
  audio.src = URL.createObjectURL(new Blob([wavBytes(toneSamples())], { type: 'audio/wav' }));
  return (player = audio);
}

/** Whether the user has interacted with the page yet, where the browser says (`navigator.userActivation`). */
const pageActivated = () =>
  (globalThis.navigator as { userActivation?: { hasBeenActive: boolean } } | undefined)?.userActivation
    ?.hasBeenActive !== false;

/**
 * Plays the notification tone, unless one started less than TONE_MIN_GAP_MS ago. Until the user has
 * interacted with the page the browser refuses to play sound: the tone is then silently skipped, as a
 * web page may not make sound on its own, and nothing is made for it.
 */
export function playNotificationSound(now = performance.now()): void {
  if (!player && !pageActivated()) return;
  if (now - lastStart < TONE_MIN_GAP_MS) return;
  const audio = tonePlayer();
  if (!audio) return;
  lastStart = now;
  try {
    audio.currentTime = 0;
    void audio.play()?.catch(() => undefined);
  } catch {
    // No audio output: no tone.
  }
}

/** Whether notifications just arrived call for the tone: any of a type whose sound is on (on unless turned off). */
export const soundFor = (types: string[], sounds: Record<string, boolean | undefined> = {}) =>
  types.some((type) => sounds[type] !== false);
