import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../../..');

/** The HTML shell webpack builds index.html from, as the build's configuration names it. */
function shellTemplate(): string {
  const config = fs.readFileSync(path.join(root, 'webpack.config.js'), 'utf8');
  const template = /new HtmlWebpackPlugin\(\{[^}]*template: '([^']+)'/.exec(config)?.[1];
  expect(template).toBe('src/index.html');
  return fs.readFileSync(path.join(root, template!), 'utf8');
}

function policyOf(content: string): Map<string, string[]> {
  return new Map(
    content
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name.toLowerCase(), sources]),
  );
}

describe('the built index.html carries its own Content-Security-Policy for hosts that send none', () => {
  const doc = new DOMParser().parseFromString(shellTemplate(), 'text/html');
  const meta = doc.head.querySelector('meta[http-equiv="Content-Security-Policy"]');

  it('a <meta http-equiv> policy comes before anything it governs in the head', () => {
    expect(meta).not.toBeNull();
    const elements = [...doc.head.children];
    expect(elements.indexOf(meta!)).toBe(elements.findIndex((e) => e.hasAttribute('charset')) + 1);
  });

  it('no injected script runs: scripts, workers and objects come from the app alone, no <base> redirects them', () => {
    const policy = policyOf(meta!.getAttribute('content')!);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('worker-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'none'"]);
    expect(policy.get('manifest-src')).toEqual(["'self'"]);
    expect(policy.get('font-src')).toEqual(["'self'", 'data:']);
    expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
  });

  it('servers met at sign-in are reachable (https and wss, http only as mixed content allows), card players only over https', () => {
    const policy = policyOf(meta!.getAttribute('content')!);
    expect(policy.get('connect-src')).toEqual(expect.arrayContaining(["'self'", 'https:', 'wss:']));
    expect(policy.get('img-src')).toEqual(expect.arrayContaining(["'self'", 'data:', 'blob:', 'https:']));
    expect(policy.get('media-src')).toEqual(expect.arrayContaining(["'self'", 'data:', 'blob:', 'https:']));
    expect(policy.get('frame-src')).toEqual(['https:']);
    // A meta policy cannot set these: browsers ignore them there.
    for (const name of ['frame-ancestors', 'report-uri', 'sandbox']) expect(policy.has(name)).toBe(false);
  });
});
