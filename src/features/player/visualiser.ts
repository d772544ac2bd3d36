import { AUDIO_ANALYSER_BANDS } from '../../constants';

/** An audio element routed through an analyser, for the visualiser. */
export interface AudioGraph {
  context: AudioContext;
  analyser: AnalyserNode;
}

/** The upper edges of the bands, in Hz: low, middle and high sounds (above 40 Hz, below 5 kHz). */
const BAND_EDGES_HZ = [40, 300, 1200, 5000];

const contextClass = (): typeof AudioContext | undefined =>
  typeof window === 'undefined'
    ? undefined
    : (window.AudioContext ?? (window as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext);

/**
 * Whether the browser lets the page analyse this file: Web Audio must exist, and the file must come
 * from the page's own origin (another server's file without CORS would reach the analyser, and the
 * speakers behind it, as silence).
 */
export function canAnalyse(src: string): boolean {
  if (!contextClass()) return false;
  try {
    return new URL(src, window.location.href).origin === window.location.origin;
  } catch {
    return false;
  }
}

/** Routes the element through an analyser to the speakers; null where the browser refuses. */
export function connectAnalyser(media: HTMLMediaElement): AudioGraph | null {
  const Context = contextClass();
  if (!Context) return null;
  let context: AudioContext | undefined;
  try {
    context = new Context();
    const source = context.createMediaElementSource(media);
    const analyser = context.createAnalyser();
    analyser.fftSize = 1024;
    analyser.smoothingTimeConstant = 0.6;
    source.connect(analyser);
    analyser.connect(context.destination);
    return { context, analyser };
  } catch {
    void context?.close().catch(() => undefined);
    return null;
  }
}

/** The loudness (0 to 1) of each of the AUDIO_ANALYSER_BANDS bands, low to high: each band's loudest frequency. */
export function frequencyBands(analyser: AnalyserNode, sampleRate: number, data: Uint8Array): number[] {
  analyser.getByteFrequencyData(data as Uint8Array<ArrayBuffer>);
  const hzPerBin = sampleRate / 2 / data.length;
  const bands: number[] = [];
  for (let band = 0; band < AUDIO_ANALYSER_BANDS; band += 1) {
    const from = Math.max(0, Math.floor(BAND_EDGES_HZ[band] / hzPerBin));
    const to = Math.min(data.length, Math.max(from + 1, Math.ceil(BAND_EDGES_HZ[band + 1] / hzPerBin)));
    let loudest = 0;
    for (let bin = from; bin < to; bin += 1) loudest = Math.max(loudest, data[bin]);
    bands.push(loudest / 255);
  }
  return bands;
}
