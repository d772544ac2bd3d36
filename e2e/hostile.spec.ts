// Hostile content end to end: script-injection payloads in every field a server sends (content,
// content warning, names, profile fields, poll options, media descriptions, cards, emoji, URLs), first
// through the local instance, then as a hostile server would send them (raw HTML, dangerous URLs).
// Nothing may run (alert, confirm and prompt are trapped, and a global flag) and no javascript: or
// similar URL may be reachable from an attribute.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { baseURL } from '../playwright.config';
import { HOSTILE_URLS, PAYLOADS } from './hostile-payloads';
import { homeColumn, resetDeck, signIn, tokenFor } from './helpers';

test.beforeEach(async () => {
  await resetDeck();
});

test('there are at least 100 distinct payloads', () => {
  expect(PAYLOADS.length).toBeGreaterThanOrEqual(100);
});

/** Counts every dialog a script could open (in the page and in any frame) and the payloads' flag. */
async function trap(page: Page) {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.addInitScript(() => {
    const w = window as unknown as Record<string, unknown>;
    w.__alerts = 0;
    const count = () => {
      w.__alerts = (w.__alerts as number) + 1;
    };
    window.alert = count;
    window.confirm = () => {
      count();
      return false;
    };
    window.prompt = () => {
      count();
      return null;
    };
  });
  return dialogs;
}

/**
 * Opens every content warning and every hidden media on screen (or in `scope`), so all the content is
 * rendered.
 */
async function revealEverything(page: Page, scope: Page | Locator = page) {
  for (const name of ['Show more', 'Sensitive content']) {
    const buttons = scope.getByRole('button', { name });
    for (let i = await buttons.count(); i > 0; i -= 1) {
      const button = buttons.first();
      if (!(await button.isVisible())) break;
      // A post shown twice (Home and the detail column) opens in both with one press: the other button
      // can go between the check and the press.
      await button.click({ timeout: 2_000 }).catch(() => undefined);
    }
  }
}

const DANGEROUS_URL = /^(javascript|vbscript|data:text\/html|data:image\/svg)/;
const URL_ATTRIBUTES = [
  'href',
  'src',
  'action',
  'formaction',
  'xlink:href',
  'srcdoc',
  'data',
  'poster',
  'background',
  'srcset',
];

async function assertNothingRan(page: Page, dialogs: string[]) {
  await page.waitForTimeout(300); // handlers such as onload and onfocus fire just after rendering
  expect(dialogs).toEqual([]);
  expect(
    await page.evaluate(() => {
      const w = window as unknown as Record<string, unknown>;
      return { alerts: w.__alerts, flag: w.__xss ?? null };
    }),
  ).toEqual({ alerts: 0, flag: null });
  const findings = await page.evaluate(
    ({ attributes, dangerous }) => {
      const pattern = new RegExp(dangerous);
      const out: string[] = [];
      for (const element of Array.from(document.querySelectorAll('*'))) {
        for (const attribute of Array.from(element.attributes)) {
          const name = attribute.name.toLowerCase();
          // What a browser would read: control characters and whitespace are ignored in a scheme.
          // eslint-disable-next-line no-control-regex -- control characters are what is being removed
          const value = attribute.value.replace(/[\s\u0000-\u001f]/g, '').toLowerCase();
          if (name.startsWith('on')) out.push(`${element.tagName} ${name}`);
          if (attributes.includes(name) && pattern.test(value))
            out.push(`${element.tagName} ${name}=${attribute.value}`);
        }
      }
      const inPosts = document.querySelectorAll(
        ':is(article, .account-header) :is(script, iframe, object, embed, base, meta, link, style, form, math, svg:not(.icon))',
      );
      for (const element of Array.from(inPosts)) out.push(`<${element.tagName.toLowerCase()}> in a post`);
      return out;
    },
    { attributes: URL_ATTRIBUTES, dangerous: DANGEROUS_URL.source },
  );
  expect(findings).toEqual([]);
}

/** A tiny PNG, to attach media with a hostile description. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function api(method: string, path: string, token: string, body?: unknown) {
  const response = await fetch(`${baseURL}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body instanceof FormData ? {} : { 'content-type': 'application/json' }),
    },
    body: body instanceof FormData ? body : body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${JSON.stringify(json)}`);
  return json;
}

/** Packs payloads into texts of at most `max` characters. */
function pack(payloads: readonly string[], max: number): string[] {
  const out: string[] = [];
  let current = '';
  for (const payload of payloads) {
    const next = current ? `${current}\n${payload}` : payload;
    if (next.length > max && current) {
      out.push(current);
      current = payload;
    } else current = next;
  }
  if (current) out.push(current);
  return out;
}

test('every payload sent through the instance shows as text: posts, content warnings, polls, media descriptions, the name, the bio and the profile fields', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const token = await tokenFor('guild');
  const short = PAYLOADS.filter((p) => p.length <= 30);
  await api('PATCH', '/api/v1/accounts/update_credentials', token, {
    display_name: short[0],
    note: pack(PAYLOADS, 500)[0],
    fields_attributes: PAYLOADS.slice(0, 4).map((payload, i) => ({
      name: PAYLOADS[PAYLOADS.length - 1 - i].slice(0, 255),
      value: payload,
    })),
  });
  const form = new FormData();
  form.append('file', new Blob([PNG], { type: 'image/png' }), 'x.png');
  form.append('description', PAYLOADS.slice(0, 8).join(' '));
  const media = await api('POST', '/api/v2/media', token, form);

  const texts = pack(PAYLOADS, 300); // with a content warning, both count towards 500
  const pollOptions = PAYLOADS.filter((p) => p.length <= 50);
  for (const [i, text] of texts.entries()) {
    await api('POST', '/api/v1/statuses', token, {
      status: text,
      visibility: 'unlisted',
      // Every other post hides its text behind a hostile content warning.
      ...(i % 2 ? { spoiler_text: PAYLOADS[i % PAYLOADS.length] } : {}),
      ...(i === 0 ? { media_ids: [media.id], sensitive: true } : {}),
      ...(i === 1
        ? {
            poll: {
              options: pollOptions.slice(i * 4, i * 4 + 4),
              expires_in: 86_400,
            },
          }
        : {}),
    });
  }
  for (let i = 2; i * 4 + 4 <= pollOptions.length && i < 8; i += 1) {
    await api('POST', '/api/v1/statuses', token, {
      status: `poll ${i}`,
      visibility: 'unlisted',
      poll: { options: pollOptions.slice(i * 4, i * 4 + 4), expires_in: 86_400 },
    });
  }

  const dialogs = await trap(page);
  await signIn(page);
  await page.goto('/deck/@guild');
  const posts = page.locator('.deck__detail article');
  await expect(posts.first()).toBeVisible();
  // The profile's posts: the columns beside it keep taking in what this test posts.
  await revealEverything(page, page.locator('.deck__detail'));
  // The payloads are there, as text.
  await expect(page.locator('.deck__detail').getByText(short[0]).first()).toBeVisible();
  await assertNothingRan(page, dialogs);
});

/** A post as a hostile server could send it: raw HTML everywhere, dangerous URLs in every URL field. */
function hostileStatus(template: Record<string, unknown>, index: number, payloads: readonly string[]) {
  const url = HOSTILE_URLS[index % HOSTILE_URLS.length];
  const emoji = { shortcode: 'evil', url, static_url: url, visible_in_picker: true };
  const account = {
    ...(template.account as Record<string, unknown>),
    id: `666${index}`,
    acct: `evil${index}"><img src=x onerror=alert(1)>`,
    username: `evil${index}`,
    display_name: `${payloads[0]} :evil:`,
    note: payloads.join(''),
    url,
    avatar: url,
    avatar_static: url,
    header: url,
    header_static: url,
    emojis: [emoji],
    fields: payloads.slice(0, 3).map((payload) => ({ name: payload, value: payload, verified_at: null })),
  };
  return {
    ...template,
    id: `99999999999999999${index}`,
    uri: url,
    url,
    account,
    reblog: null,
    quote: null,
    in_reply_to_id: null,
    content: `<p>${payloads.join('</p><p>')} :evil:</p>`,
    spoiler_text: index % 3 === 0 ? payloads[1] : '',
    sensitive: false,
    emojis: [emoji],
    mentions: [{ id: '1', username: 'x', acct: payloads[2], url }],
    tags: [{ name: payloads[3], url }],
    media_attachments: [
      {
        id: `m${index}`,
        type: ['image', 'video', 'gifv', 'audio'][index % 4],
        url,
        preview_url: url,
        remote_url: url,
        description: payloads.join(' '),
        blurhash: null,
        meta: null,
      },
    ],
    card:
      index % 2
        ? null
        : {
            url,
            title: payloads[4] ?? payloads[0],
            description: payloads.join(' '),
            type: 'video',
            html: payloads.join(''),
            image: url,
            author_name: payloads[0],
            author_url: url,
            provider_name: payloads[1],
            provider_url: url,
            width: 400,
            height: 300,
            embed_url: url,
            blurhash: null,
            authors: [],
          },
    poll: {
      id: `p${index}`,
      expires_at: null,
      expired: false,
      multiple: index % 2 === 0,
      votes_count: 0,
      voters_count: 0,
      voted: false,
      own_votes: [],
      options: payloads.slice(0, 4).map((title) => ({ title, votes_count: 0 })),
      emojis: [emoji],
    },
    application: { name: payloads[0], website: url },
    edited_at: null,
  };
}

test.describe('from a hostile server (raw HTML and dangerous URLs, with the page CSP bypassed so the sanitising alone is tested)', () => {
  test.use({ bypassCSP: true, viewport: { width: 1440, height: 900 } });

  test('nothing in Home or in a post opened from it runs', async ({ page }) => {
    const groups: string[][] = [];
    for (let i = 0; i < PAYLOADS.length; i += 10) groups.push(PAYLOADS.slice(i, i + 10));
    await page.route('**/api/v1/timelines/home*', async (route) => {
      const response = await route.fetch();
      const statuses = (await response.json()) as Record<string, unknown>[];
      if (!Array.isArray(statuses) || statuses.length === 0 || route.request().url().includes('max_id')) {
        await route.fulfill({ response });
        return;
      }
      const hostile = groups.map((payloads, i) => hostileStatus(statuses[0], groups.length - i, payloads));
      await route.fulfill({ response, json: [...hostile, ...statuses] });
    });
    const dialogs = await trap(page);
    await signIn(page);
    const home = homeColumn(page);
    await expect(home.locator('article[data-id^="99999999999999999"]').first()).toBeVisible();
    await revealEverything(page);
    await assertNothingRan(page, dialogs);

    // A hostile post opened in the detail column (its author's handle is hostile too).
    const hostilePost = home.locator('article[data-id^="99999999999999999"]').first();
    const id = await hostilePost.getAttribute('data-id');
    await page.route(`**/api/v1/statuses/${id}`, (route) =>
      route.fulfill({ json: hostileStatus({ account: {} }, 1, groups[0]) }),
    );
    await page.route(`**/api/v1/statuses/${id}/context`, (route) =>
      route.fulfill({
        json: { ancestors: [], descendants: [hostileStatus({ account: {} }, 2, groups[1])] },
      }),
    );
    await hostilePost.locator('.status__relative-time').click();
    await expect(page.locator('.deck__detail article').first()).toBeVisible();
    await revealEverything(page);
    await assertNothingRan(page, dialogs);
    await page.locator('.deck__detail').getByRole('button', { name: 'Close' }).click();

    // Scrolled through, every hostile post is rendered at some point.
    const body = home.locator('.column__body');
    for (let step = 0; step < 12; step += 1) {
      await body.evaluate((el) => el.scrollBy(0, el.clientHeight));
      await revealEverything(page);
    }
    await assertNothingRan(page, dialogs);
  });
});
