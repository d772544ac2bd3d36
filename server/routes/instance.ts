import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { publicHost } from '../http/origin';
import { baseUrl } from '../http/paging';
import { Renderer } from '../serialize/renderer';
import { accountByUsername, customEmojis, instanceCounts } from '../store/accounts';
import { SUPPORTED_MIME_TYPES } from '../store/media';
import { LIMITS } from '../store/statuses';

export const TITLE = 'Fedideck local';
export const DESCRIPTION = 'A local Mastodon-compatible instance for development, demos and tests.';
export const VERSION = '4.4.0';
const MEDIA_LIMITS = {
  image_size_limit: 16_777_216,
  image_matrix_limit: 33_177_600,
  video_size_limit: 103_809_024,
  video_frame_rate_limit: 120,
  video_matrix_limit: 8_294_400,
  supported_mime_types: SUPPORTED_MIME_TYPES,
};
const STATUS_LIMITS = {
  max_characters: LIMITS.maxCharacters,
  max_media_attachments: LIMITS.maxMediaAttachments,
  characters_reserved_per_url: LIMITS.charactersReservedPerUrl,
};
const POLL_LIMITS = {
  max_options: LIMITS.pollMaxOptions,
  max_characters_per_option: LIMITS.pollMaxCharactersPerOption,
  min_expiration: LIMITS.pollMinExpiration,
  max_expiration: LIMITS.pollMaxExpiration,
};
const DEMO_TRANSLATION_LANGUAGES = { en: ['de', 'fr', 'es'], de: ['en'], fr: ['en'], es: ['en'] };
export const RULES = [{ id: '1', text: 'Be kind.', hint: '', translations: {} }];

function streamingUrl(base: string): string {
  return base.replace(/^http/, 'ws');
}

export function registerInstanceRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const contact = (r: Renderer): unknown => {
    const demo = accountByUsername(ctx.db, 'demo');
    return demo ? r.account(demo.id) : null;
  };
  const counts = (): { users: number; statuses: number } => instanceCounts(ctx.db);

  app.get('/api/v2/instance', async (req) => {
    const base = baseUrl(req);
    const r = new Renderer(ctx, base, null);
    return {
      domain: publicHost(req),
      title: TITLE,
      version: VERSION,
      source_url: 'https://github.com/mastodon/mastodon',
      description: DESCRIPTION,
      usage: { users: { active_month: counts().users } },
      thumbnail: { url: `${base}/headers/original/missing.png`, blurhash: null, versions: null },
      icon: [],
      languages: ['en'],
      configuration: {
        urls: {
          streaming: streamingUrl(base),
          status: null,
          about: `${base}/about`,
          privacy_policy: null,
          terms_of_service: null,
        },
        vapid: { public_key: ctx.vapidPublicKey },
        accounts: {
          max_featured_tags: 10,
          max_pinned_statuses: 5,
          max_display_name_length: 30,
          max_note_length: 500,
          max_profile_fields: 4,
          profile_field_name_limit: 255,
          profile_field_value_limit: 255,
        },
        statuses: STATUS_LIMITS,
        media_attachments: { ...MEDIA_LIMITS, description_limit: 1500 },
        polls: POLL_LIMITS,
        translation: { enabled: ctx.options.translationDemo === true },
        timelines_access: {
          live_feeds: { local: 'public', remote: 'public' },
          hashtag_feeds: { local: 'public', remote: 'public' },
          trending_link_feeds: { local: 'public', remote: 'public' },
        },
        limited_federation: false,
      },
      registrations: {
        enabled: false,
        approval_required: false,
        message: null,
        url: null,
        min_age: null,
        reason_required: false,
      },
      api_versions: { mastodon: 6 },
      contact: { email: 'admin@localhost.localdomain', account: contact(r) },
      rules: RULES,
    };
  });

  app.get('/api/v1/instance', async (req) => {
    const base = baseUrl(req);
    const r = new Renderer(ctx, base, null);
    const { users, statuses } = counts();
    return {
      uri: publicHost(req),
      title: TITLE,
      short_description: DESCRIPTION,
      description: DESCRIPTION,
      email: 'admin@localhost.localdomain',
      version: VERSION,
      urls: { streaming_api: streamingUrl(base) },
      stats: { user_count: users, status_count: statuses, domain_count: 0 },
      thumbnail: null,
      languages: ['en'],
      registrations: false,
      approval_required: false,
      invites_enabled: false,
      configuration: {
        accounts: { max_featured_tags: 10 },
        statuses: STATUS_LIMITS,
        media_attachments: MEDIA_LIMITS,
        polls: POLL_LIMITS,
      },
      contact_account: contact(r),
      rules: RULES,
    };
  });

  app.get('/api/v1/instance/rules', async () => RULES);
  // The demo translator claims a few pairs so that clients offer the button; without it, none.
  app.get('/api/v1/instance/translation_languages', async () =>
    ctx.options.translationDemo === true ? DEMO_TRANSLATION_LANGUAGES : {},
  );
  app.get('/api/v1/instance/extended_description', async () => ({
    updated_at: new Date(0).toISOString(),
    content: `<p>${DESCRIPTION}</p>`,
  }));

  app.get('/api/v1/custom_emojis', async (req) => {
    const r = new Renderer(ctx, baseUrl(req), null);
    return customEmojis(ctx.db).map((row) => r.customEmoji(row));
  });
}
