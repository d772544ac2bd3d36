/** The short two-note tone a notification plays, made by Web Audio so it needs no sound file. */
const NOTES_HZ = [880, 1318.5];
const NOTE_S = 0.09;
const PEAK_GAIN = 0.15;

let context: AudioContext | undefined;

function audioContext(): AudioContext | undefined {
  const Context =
    globalThis.AudioContext ??
    (globalThis as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  try {
    context ??= Context && new Context();
  } catch {
    // No audio device: no tone.
  }
  return context;
}

/** Whether the user has interacted with the page yet, where the browser says (`navigator.userActivation`). */
const pageActivated = () =>
  (globalThis.navigator as { userActivation?: { hasBeenActive: boolean } } | undefined)?.userActivation
    ?.hasBeenActive !== false;

/**
 * Plays the notification tone. Until the user has interacted with the page the browser keeps audio
 * suspended: the tone is then silently skipped, as a web page may not make sound on its own, and no
 * audio context is made for it (making one starts the audio device: tens of milliseconds).
 */
export function playNotificationSound(): void {
  if (!context && !pageActivated()) return;
  const audio = audioContext();
  if (!audio) return;
  if (audio.state === 'suspended') void audio.resume().catch(() => undefined);
  const start = audio.currentTime;
  const gain = audio.createGain();
  gain.connect(audio.destination);
  gain.gain.setValueAtTime(0.0001, start);
  NOTES_HZ.forEach((hz, index) => {
    const at = start + index * NOTE_S;
    gain.gain.exponentialRampToValueAtTime(PEAK_GAIN, at + 0.01);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + NOTE_S);
    const oscillator = audio.createOscillator();
    oscillator.type = 'sine';
    oscillator.frequency.setValueAtTime(hz, at);
    oscillator.connect(gain);
    oscillator.start(at);
    oscillator.stop(at + NOTE_S);
  });
}

/** Whether notifications just arrived call for the tone: any of a type whose sound is on (on unless turned off). */
export const soundFor = (types: string[], sounds: Record<string, boolean | undefined> = {}) =>
  types.some((type) => sounds[type] !== false);
