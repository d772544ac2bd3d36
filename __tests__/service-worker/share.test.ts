/**
 * @jest-environment node
 */
// In Node: its File, FormData and Request are what a worker has (jsdom's File does not survive either).
import { isShareTargetPost, receiveShare } from '../../service-worker/share';
import { fileOf, waitingShares } from '../../src/db/shareInbox';

const origin = 'https://app.example';

function sharePost(fields: Record<string, string>, files: File[]) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) form.append('files', file);
  return new Request(`${origin}/share`, { method: 'POST', body: form });
}

describe("the service worker's share target", () => {
  it('answers only posts to /share on its own origin', () => {
    expect(isShareTargetPost(new URL(`${origin}/share`), 'POST', origin)).toBe(true);
    expect(isShareTargetPost(new URL(`${origin}/share/`), 'POST', origin)).toBe(true);
    expect(isShareTargetPost(new URL(`${origin}/share`), 'GET', origin)).toBe(false);
    expect(isShareTargetPost(new URL(`${origin}/api/v1/statuses`), 'POST', origin)).toBe(false);
    expect(isShareTargetPost(new URL('https://other.example/share'), 'POST', origin)).toBe(false);
  });

  it('keeps the text and the images and videos, then sends the browser to the composer (303)', async () => {
    const image = new File(['image'], 'cat.png', { type: 'image/png' });
    const video = new File(['video'], 'clip.mp4', { type: 'video/mp4' });
    const other = new File(['pdf'], 'doc.pdf', { type: 'application/pdf' });
    const response = await receiveShare(
      sharePost({ title: 'Cats', text: 'A cat', url: 'https://example.com/cat' }, [image, video, other]),
      () => 'share-1',
      origin,
    );
    expect(response.status).toBe(303);
    expect(new URL(response.headers.get('Location') ?? '', origin).href).toBe(
      `${origin}/share?shared=share-1`,
    );
    const [kept] = await waitingShares();
    expect(kept.text).toBe('Cats A cat https://example.com/cat');
    expect(kept.files.map((file) => fileOf(file).name)).toEqual(['cat.png', 'clip.mp4']);
  });

  it('opens the empty composer for a share with nothing in it', async () => {
    const response = await receiveShare(sharePost({}, []), () => 'share-2', origin);
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe(`${origin}/share`);
  });
});
