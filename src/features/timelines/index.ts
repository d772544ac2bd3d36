/** What other features may use of this one; everything else in the folder is its own. */
export {
  expandFailed,
  expandRequested,
  expandSucceeded,
  pendingLoaded,
  statusPosted,
  timelineMounted,
  timelineUnmounted,
  topChanged,
} from './slice';
export { TimelineColumn } from './components/TimelineColumn';
export { TimelineRows, useVirtualRowsAfterFirstPaint } from './components/TimelineRows';
