/** The views other features and the app may use of this one (its state: `public.ts`). */
export { TimelineColumn } from './components/TimelineColumn';
export { TimelineRows, useVirtualRowsAfterFirstPaint } from './components/TimelineRows';
