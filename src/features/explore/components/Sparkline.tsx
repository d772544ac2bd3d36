import { sparklinePoints } from '../tagTrend';

const WIDTH = 50;
const HEIGHT = 28;

/** A week of daily uses as a line; decorative, since the text beside it says the figures. */
export function Sparkline({ values }: { values: readonly number[] }) {
  return (
    <svg
      className="sparkline"
      width={WIDTH}
      height={HEIGHT}
      viewBox={`-1 -1 ${WIDTH + 2} ${HEIGHT + 2}`}
      aria-hidden="true"
      focusable="false"
    >
      <polyline
        points={sparklinePoints(values, WIDTH, HEIGHT)}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      />
    </svg>
  );
}
