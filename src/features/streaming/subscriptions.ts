import { parseHashtagArg } from '../timelines/timelineIds';

const PUBLIC_STREAMS = new Set([
  'public',
  'public:local',
  'public:remote',
  'public:media',
  'public:local:media',
  'public:remote:media',
]);

/** What one subscribe message names: `{"type":"subscribe","stream":"hashtag","tag":"x"}`. */
export interface StreamParams {
  stream: string;
  tag?: string;
  list?: string;
}

/** The stream a timeline column needs over the shared socket; home rides on the always-on user stream. */
export function streamFor(timelineId: string): StreamParams | null {
  const [kind, ...rest] = timelineId.split(':');
  const arg = rest.join(':');
  switch (kind) {
    case 'public':
      return PUBLIC_STREAMS.has(timelineId) ? { stream: timelineId } : null;
    case 'direct':
      return arg ? null : { stream: 'direct' };
    case 'hashtag': {
      // Extra tags and "none" are applied by the column; the stream is the main tag's.
      const params = parseHashtagArg(arg);
      if (!params) return null;
      return { stream: params.local ? 'hashtag:local' : 'hashtag', tag: params.tag };
    }
    case 'list':
      return arg ? { stream: 'list', list: arg } : null;
    default:
      return null;
  }
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
    const params = streamFor(timelineId);
    if (!params) continue;
    const key = streamKey(params);
    const entry = active.get(key);
    if (entry) entry.timelineIds.push(timelineId);
    else active.set(key, { params, timelineIds: [timelineId] });
  }
  return active;
}
