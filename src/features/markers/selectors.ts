import type { RootState } from '../../store/types';
import { compareId } from '../../utils/ids';
import type { MarkerTimeline } from './slice';

/** The newest read id of a timeline, local or from the server; null when nothing was read. */
export function selectMarker(state: RootState, timeline: MarkerTimeline): string | null {
  const { local, server } = state.markers;
  const a = local[timeline];
  const b = server[timeline];
  if (a && b) return compareId(a, b) >= 0 ? a : b;
  return a ?? b ?? null;
}

/** Home's read marker, for the home column's divider. */
export const selectHomeMarker = (state: RootState) => selectMarker(state, 'home');

/** Read positions the server has not been told yet, as the body of POST /api/v1/markers. */
export function selectUnsubmittedMarkers(state: RootState) {
  const body: Partial<Record<MarkerTimeline, { last_read_id: string }>> = {};
  for (const timeline of ['home', 'notifications'] as const) {
    const local = state.markers.local[timeline];
    const server = state.markers.server[timeline];
    if (local && local !== '0' && (!server || compareId(local, server) > 0)) {
      body[timeline] = { last_read_id: local };
    }
  }
  return body;
}
