/** What other features may use of this one's state: intents, action creators, selectors, types. */
export { selectMarker } from './selectors';
export { markerReadPositionChanged, markersFetchRequested } from './slice';
