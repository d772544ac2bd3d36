import { parseKey, streamsOf, type StreamParams } from '../../domain/timelineKey';

export type { StreamParams } from '../../domain/timelineKey';

/** The streams a timeline column needs over the shared socket (see `streamsOf`). */
export function streamsFor(timelineId: string): StreamParams[] {
  const key = parseKey(timelineId);
  return key ? streamsOf(key) : [];
}

/** One key per stream; tags compare without case, as the server treats them. */
export function streamKey(params: StreamParams): string {
  if (params.tag !== undefined) return `${params.stream}:${params.tag.toLowerCase()}`;
  if (params.list !== undefined) return `${params.stream}:${params.list}`;
  return params.stream;
}

/** The key of a message's `stream` array: ["hashtag", "Cats"] → "hashtag:cats". */
export function messageStreamKey(stream: readonly string[]): string {
  const [name = '', arg] = stream;
  if (arg === undefined) return name;
  return name.startsWith('hashtag') ? `${name}:${arg.toLowerCase()}` : `${name}:${arg}`;
}

export interface ActiveStream {
  params: StreamParams;
  timelineIds: string[];
}

/** The streams the mounted columns need, each with the timelines it feeds. */
export function activeStreams(mounted: Record<string, number>): Map<string, ActiveStream> {
  const active = new Map<string, ActiveStream>();
  for (const [timelineId, count] of Object.entries(mounted)) {
    if (count <= 0) continue;
    for (const params of streamsFor(timelineId)) {
      const key = streamKey(params);
      const entry = active.get(key);
      if (entry) entry.timelineIds.push(timelineId);
      else active.set(key, { params, timelineIds: [timelineId] });
    }
  }
  return active;
}
