import type { ApiClient } from '../client';
import type { Marker } from '../entities';

export type MarkerTimeline = 'home' | 'notifications';
export type Markers = Partial<Record<MarkerTimeline, Marker>>;

export async function fetchMarkers(api: ApiClient, timelines: MarkerTimeline[] = ['home', 'notifications']) {
  return (await api.get<Markers>('/api/v1/markers', { query: { timeline: timelines } })).data;
}

export async function saveMarkers(
  api: ApiClient,
  markers: Partial<Record<MarkerTimeline, { last_read_id: string }>>,
  options: { keepalive?: boolean } = {},
) {
  return (await api.post<Markers>('/api/v1/markers', { json: markers, keepalive: options.keepalive })).data;
}
