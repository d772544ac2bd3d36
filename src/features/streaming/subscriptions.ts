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

/**
 * The streams a timeline column needs over the shared socket; home rides on the always-on user
 * stream. A hashtag column with "any" tags hears each of them as well as its main tag, as Mastodon's
 * hashtag column does; "all" and "none" are applied by the column to what the main tag brings.
 */
export function streamsFor(timelineId: string): StreamParams[] {
  const [kind, ...rest] = timelineId.split(':');
  const arg = rest.join(':');
  switch (kind) {
    case 'public':
      return PUBLIC_STREAMS.has(timelineId) ? [{ stream: timelineId }] : [];
    case 'direct':
      return arg ? [] : [{ stream: 'direct' }];
    case 'hashtag': {
      const params = parseHashtagArg(arg);
      if (!params) return [];
      const stream = params.local ? 'hashtag:local' : 'hashtag';
      const tags = [params.tag, ...params.any.filter((tag) => tag !== params.tag)];
      return tags.map((tag) => ({ stream, tag }));
    }
    case 'list':
      return arg ? [{ stream: 'list', list: arg }] : [];
    default:
      return [];
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
    for (const params of streamsFor(timelineId)) {
      const key = streamKey(params);
      const entry = active.get(key);
      if (entry) entry.timelineIds.push(timelineId);
      else active.set(key, { params, timelineIds: [timelineId] });
    }
  }
  return active;
}
