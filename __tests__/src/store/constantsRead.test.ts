import fs from 'node:fs';
import path from 'node:path';
import * as constants from '../../../src/constants';

/** Every source file of the app and its service worker, but the constants themselves. */
function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return /\.tsx?$/.test(entry.name) && !file.endsWith(`${path.sep}constants.ts`) ? [file] : [];
  });
}

describe('constants', () => {
  it('each is read where its rule runs: none is left without a reader in the app or its service worker', () => {
    const root = path.resolve(__dirname, '../../..');
    const text = [...sources(path.join(root, 'src')), ...sources(path.join(root, 'service-worker'))]
      .map((file) => fs.readFileSync(file, 'utf8'))
      .join('\n');
    const unread = Object.keys(constants).filter((name) => !new RegExp(`\\b${name}\\b`).test(text));
    expect(unread).toEqual([]);
  });
});
