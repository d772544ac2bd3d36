import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'regexparam';
import { ROUTES, type PageName } from '../../../src/app/routeTable';
import { isAppNavigationPath } from '../../../service-worker/routes';

// The web app manifest the build copies into dist/, with the files it names.
const root = path.resolve(__dirname, '../../..');
const manifestDir = path.join(root, 'manifest');
const manifest = JSON.parse(readFileSync(path.join(manifestDir, 'manifest.webmanifest'), 'utf8')) as Record<
  string,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  any
>;

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(file: string): [number, number] {
  const bytes = readFileSync(file);
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
}

const fileOf = (src: string) => path.join(manifestDir, src.replace(/^\//, ''));

/** The page the router shows for a path (not under /deck), as wouter matches it. */
function pageOf(address: string): PageName | undefined {
  const pathname = new URL(address, 'https://app.example').pathname;
  return ROUTES.find(([pattern]) =>
    (pattern instanceof RegExp ? pattern : parse(pattern).pattern).test(pathname),
  )?.[1];
}

describe('the web app manifest', () => {
  it('has every field installability needs', () => {
    expect(manifest.id).toBe('/');
    expect(manifest.name).toBe('Fedideck');
    expect(manifest.short_name).toBeTruthy();
    expect(manifest.start_url).toBe('/');
    expect(manifest.scope).toBe('/');
    expect(['standalone', 'fullscreen', 'minimal-ui']).toContain(manifest.display);
    expect(manifest.prefer_related_applications).not.toBe(true);
    expect(manifest.description).toMatch(/Mastodon/);
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
    const anyIcons = manifest.icons.filter((icon: { purpose?: string }) => (icon.purpose ?? 'any') === 'any');
    expect(anyIcons.map((icon: { sizes: string }) => icon.sizes)).toEqual(
      expect.arrayContaining(['192x192', '512x512']),
    );
    for (const icon of manifest.icons) {
      expect(icon.type).toBe('image/png');
      expect(pngSize(fileOf(icon.src)).join('x')).toBe(icon.sizes);
    }
  });

  it('offers one window, its own title bar over the window controls, then standalone', () => {
    expect(manifest.launch_handler).toEqual({ client_mode: ['focus-existing', 'auto'] });
    expect(manifest.display_override).toEqual(['window-controls-overlay', 'standalone']);
  });

  it('shows a narrow and a wide screenshot of the app, each its stated size', () => {
    const byFactor = Object.fromEntries(
      manifest.screenshots.map((shot: { form_factor: string }) => [shot.form_factor, shot]),
    );
    expect(Object.keys(byFactor).sort()).toEqual(['narrow', 'wide']);
    for (const shot of manifest.screenshots) {
      expect(shot.type).toBe('image/png');
      expect(shot.label).toBeTruthy();
      const [width, height] = pngSize(fileOf(shot.src));
      expect(`${width}x${height}`).toBe(shot.sizes);
      // Small, optimised files: the install dialog downloads them.
      expect(readFileSync(fileOf(shot.src)).length).toBeLessThan(250_000);
    }
    const [narrowWidth, narrowHeight] = pngSize(fileOf(byFactor.narrow.src));
    expect(narrowHeight).toBeGreaterThan(narrowWidth);
    const [wideWidth, wideHeight] = pngSize(fileOf(byFactor.wide.src));
    expect(wideWidth).toBeGreaterThan(wideHeight);
  });

  it('takes shared text, links, images and videos by a multipart post to /share, a route of the app', () => {
    expect(manifest.share_target).toEqual({
      action: '/share',
      method: 'POST',
      enctype: 'multipart/form-data',
      params: {
        title: 'title',
        text: 'text',
        url: 'url',
        files: [{ name: 'files', accept: ['image/*', 'video/*'] }],
      },
    });
    expect(pageOf('/share')).toBe('share');
    expect(isAppNavigationPath('/share?text=hello')).toBe(true);
  });

  it('opens web+mastodon and web+ap links at /intent, a route of the app', () => {
    expect(manifest.protocol_handlers).toEqual([
      { protocol: 'web+mastodon', url: '/intent?uri=%s' },
      { protocol: 'web+ap', url: '/intent?uri=%s' },
    ]);
    expect(pageOf('/intent?uri=web%2Bap%3A%2F%2Fexample.com')).toBe('intent');
    expect(isAppNavigationPath('/intent?uri=web%2Bap%3A%2F%2Fexample.com')).toBe(true);
  });

  it('has shortcuts to New post, Notifications and Search, each a route the app knows, each with its icon', () => {
    const shortcuts = manifest.shortcuts as {
      name: string;
      url: string;
      icons: { src: string; sizes: string }[];
    }[];
    expect(shortcuts.map((shortcut) => [shortcut.name, pageOf(shortcut.url)])).toEqual([
      ['New post', 'publish'],
      ['Notifications', 'notifications'],
      ['Search', 'search'],
    ]);
    for (const shortcut of shortcuts) {
      expect(isAppNavigationPath(shortcut.url)).toBe(true);
      expect(isAppNavigationPath(`/deck${shortcut.url}`)).toBe(true);
      for (const icon of shortcut.icons) {
        expect(existsSync(fileOf(icon.src))).toBe(true);
        expect(pngSize(fileOf(icon.src)).join('x')).toBe(icon.sizes);
      }
    }
  });
});
