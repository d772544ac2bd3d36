// The demo world's video and audio posts, and a new post of alice's with the same video, for the
// players' end-to-end tests.
import { expect } from '@playwright/test';
import { baseURL } from '../playwright.config';
import { postStatusAs, tokenFor } from './helpers';

export interface SeededPost {
  id: string;
  path: string;
  file: string;
  mimetype: string;
}

/** The demo world's post with a video (dave's) or audio (robot's). */
export async function seededPost(kind: 'video' | 'audio'): Promise<SeededPost> {
  const acct = kind === 'video' ? 'dave' : 'robot';
  const headers = { authorization: `Bearer ${await tokenFor('demo', 'demo')}` };
  const account = (await (
    await fetch(`${baseURL}/api/v1/accounts/lookup?acct=${acct}`, { headers })
  ).json()) as { id: string };
  const statuses = (await (
    await fetch(`${baseURL}/api/v1/accounts/${account.id}/statuses?only_media=true&limit=40`, { headers })
  ).json()) as { id: string; media_attachments: { type: string; url: string }[] }[];
  const status = statuses.find((s) => s.media_attachments.some((m) => m.type === kind));
  if (!status) throw new Error(`no seeded ${kind}`);
  return {
    id: status.id,
    path: `/@${acct}/${status.id}`,
    file: status.media_attachments.find((m) => m.type === kind)!.url,
    mimetype: kind === 'video' ? 'video/mp4' : 'audio/mpeg',
  };
}

/** A new post by alice (whom demo follows: it tops Home) with the seeded video, uploaded again. */
export async function aliceRepostsTheVideo(text: string): Promise<string> {
  const seeded = await seededPost('video');
  const token = await tokenFor('alice');
  const data = await (await fetch(seeded.file)).arrayBuffer();
  const form = new FormData();
  form.append('file', new Blob([data], { type: seeded.mimetype }), 'clip.mp4');
  form.append('description', 'The test pattern again');
  const upload = (await (
    await fetch(`${baseURL}/api/v2/media`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    })
  ).json()) as { id: string };
  await expect
    .poll(
      async () =>
        (
          await fetch(`${baseURL}/api/v1/media/${upload.id}`, {
            headers: { authorization: `Bearer ${token}` },
          })
        ).status,
      { timeout: 30_000 },
    )
    .toBe(200);
  const status = await postStatusAs('alice', text, { media_ids: [upload.id] });
  return status.id;
}
