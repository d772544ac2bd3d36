/** What other features may use of this one's state: intents, action creators, selectors, types. */
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
