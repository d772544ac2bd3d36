/**
 * @jest-environment node
 */
// In Node: its File, FormData and Request are what a worker has (jsdom's File does not survive either).
import {
  fileOf,
  keepShared,
  sharedFileOf,
  sharedText,
  updateShared,
  waitingShares,
} from '../../../src/db/shareInbox';

describe('the share inbox', () => {
  it.each([
    [
      { title: 'A page', text: 'Look at this', url: 'https://example.com' },
      'A page Look at this https://example.com',
    ],
    [
      { title: 'A page', text: 'A page: read it https://example.com', url: 'https://example.com' },
      'A page: read it https://example.com',
    ],
    [{ title: '', text: '', url: 'https://example.com' }, 'https://example.com'],
    [{ title: '  ', text: null, url: undefined }, ''],
  ])('writes the post of a share %j as %j, each part once', (shared, text) => {
    expect(sharedText(shared)).toBe(text);
  });

  it('keeps shares with their files, oldest first, and lets each go once taken', async () => {
    const photo = new File(['png bytes'], 'photo.png', { type: 'image/png' });
    await keepShared({ id: 'b', created: 2, text: 'later', files: [] });
    await keepShared({ id: 'a', created: 1, text: 'first', files: [sharedFileOf(photo)] });
    const [first, second] = await waitingShares();
    expect([first.id, second.id]).toEqual(['a', 'b']);
    const file = fileOf(first.files[0]);
    expect([file.name, file.type, file.size]).toEqual(['photo.png', 'image/png', 9]);

    // The text taken, the files still waiting (offline): kept; both taken: gone.
    await updateShared({ ...first, text: '' });
    await updateShared({ ...second, text: '' });
    expect((await waitingShares()).map((item) => [item.id, item.text, item.files.length])).toEqual([
      ['a', '', 1],
    ]);
    await updateShared({ ...first, text: '', files: [] });
    expect(await waitingShares()).toEqual([]);
  });
});
