import { call, put } from 'typed-redux-saga/macro';
import type { Instance } from '../../api/entities';
import { fetchInstanceV1, type InstanceV1 } from '../../api/endpoints/instanceV1';
import { appServices } from '../../store/services';
import { reportError } from '../alerts/public';
import { capabilityLearned } from '../capabilities/public';
import type { IntentHandlers } from '../../store/feature';
import type { instanceIntents } from './intents';
import { instanceFetched } from './slice';

const positive = (value: unknown) => (typeof value === 'number' && value > 0 ? value : undefined);

/**
 * The v2 shape the app reads, from a v1 answer: the character limit from `configuration.statuses`
 * (Mastodon 3.4+) or the top-level `max_toot_chars` (Pleroma, Akkoma, snac and others), the streaming
 * URL from `urls.streaming_api`. What v1 does not say stays out, and each reader has its default.
 */
export function instanceFromV1(v1: InstanceV1): Instance {
  const configuration = v1.configuration ?? {};
  const maxCharacters = positive(configuration.statuses?.max_characters) ?? positive(v1.max_toot_chars);
  const streaming = typeof v1.urls?.streaming_api === 'string' ? v1.urls.streaming_api : undefined;
  const instance = {
    domain: v1.domain ?? v1.uri ?? '',
    title: v1.title ?? '',
    version: v1.version ?? '',
    description: v1.short_description || v1.description || '',
    languages: Array.isArray(v1.languages) ? v1.languages : [],
    rules: Array.isArray(v1.rules) ? v1.rules : [],
    ...(v1.api_versions && typeof v1.api_versions === 'object' ? { api_versions: v1.api_versions } : {}),
    ...(typeof v1.max_media_attachments === 'number'
      ? { max_media_attachments: v1.max_media_attachments }
      : {}),
    configuration: {
      ...configuration,
      statuses: {
        ...configuration.statuses,
        ...(maxCharacters ? { max_characters: maxCharacters } : {}),
      },
      urls: streaming ? { streaming } : {},
    },
  };
  return instance as unknown as Instance;
}

/** A v2 instance that failed: a 404 means a server without it, which v1 then describes. */
function* loadV1() {
  yield* put(capabilityLearned({ feature: 'instanceV2', supported: false }));
  const { api } = yield* appServices();
  try {
    const v1 = yield* call(fetchInstanceV1, api);
    if (v1 && typeof v1 === 'object') yield* put(instanceFetched(instanceFromV1(v1)));
  } catch (v1Error) {
    yield* call(reportError, v1Error);
  }
}

export const handlers: IntentHandlers<typeof instanceIntents> = { v1Requested: loadV1 };
