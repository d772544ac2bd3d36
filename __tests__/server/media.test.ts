import { isBlurhashValid } from 'blurhash';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { generate } from '../../server/media/process';
import { api, post, useTestServer, type AnyJson } from './helpers';

let scratch: string;

const ctx = useTestServer({ users: ['demo', 'alice'], server: { seedMedia: true } });
beforeAll(async () => {
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'media-test-'));
});
afterAll(async () => {
  fs.rmSync(scratch, { recursive: true, force: true });
});

const png = (width: number, height: number): Promise<Buffer> =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .png()
    .toBuffer();

async function upload(
  token: string,
  data: Buffer,
  type: string,
  fields: Record<string, string> = {},
): Promise<{ status: number; body: AnyJson }> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(data)], { type }), 'upload');
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  return api(ctx.base, 'POST', '/api/v2/media', { token, multipart: form });
}

async function waitReady(token: string, id: string): Promise<AnyJson> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const res = await api(ctx.base, 'GET', `/api/v1/media/${id}`, { token });
    if (res.status === 200) return res.body;
    expect(res.status).toBe(206);
    expect(res.body.url).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('media never became ready');
}

describe('media', () => {
  test('an image is resized, previewed, blurhashed and served with long cache headers', async () => {
    const res = await upload(ctx.tokens.demo, await png(3000, 2000), 'image/png', {
      description: 'An orange square',
      focus: '0.25,-0.5',
    });
    expect(res.status).toBe(200);
    const media = res.body;
    expect(media).toMatchObject({ type: 'image', description: 'An orange square' });
    expect(media.meta.original).toMatchObject({ width: 1920, height: 1280, size: '1920x1280', aspect: 1.5 });
    expect(media.meta.small).toMatchObject({ width: 400, height: 267 });
    expect(media.meta.focus).toEqual({ x: 0.25, y: -0.5 });
    expect(isBlurhashValid(media.blurhash).result).toBe(true);
    expect(media.url).toMatch(new RegExp(`^${ctx.base}/system/media_attachments/`));
    const file = await fetch(media.url);
    expect(file.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const stored = await sharp(Buffer.from(await file.arrayBuffer())).metadata();
    expect([stored.width, stored.height]).toEqual([1920, 1280]);
    const preview = await sharp(Buffer.from(await (await fetch(media.preview_url)).arrayBuffer())).metadata();
    expect(preview.width).toBe(400);
  });

  test('a video answers 202, then 206 until its frame and metadata are read, then 200', async () => {
    const file = path.join(scratch, 'clip.webm');
    await generate(['-f', 'lavfi', '-i', 'testsrc=duration=1:size=640x360:rate=25', '-c:v', 'libvpx', file]);
    const res = await upload(ctx.tokens.demo, fs.readFileSync(file), 'video/webm');
    expect(res.status).toBe(202);
    expect(res.body).toMatchObject({ type: 'video', url: null });
    const ready = await waitReady(ctx.tokens.demo, res.body.id);
    expect(ready.meta.original).toMatchObject({ width: 640, height: 360, duration: 1, frame_rate: '25/1' });
    expect(ready.meta.small).toMatchObject({ width: 400, height: 225 });
    expect(isBlurhashValid(ready.blurhash).result).toBe(true);
    expect(ready.url).toMatch(/original\.webm$/);
  });

  test('an animated GIF becomes a gifv MP4 in the background; a still GIF stays an image', async () => {
    const file = path.join(scratch, 'anim.gif');
    await generate(['-f', 'lavfi', '-i', 'testsrc=duration=1:size=64x48:rate=5', file]);
    const res = await upload(ctx.tokens.demo, fs.readFileSync(file), 'image/gif');
    expect(res.status).toBe(202);
    expect(res.body.type).toBe('gifv');
    const ready = await waitReady(ctx.tokens.demo, res.body.id);
    expect(ready.url).toMatch(/original\.mp4$/);
    expect(ready.meta.original).toMatchObject({ width: 64, height: 48 });
    const mp4 = await fetch(ready.url);
    expect(mp4.status).toBe(200);
    const still = await sharp({ create: { width: 20, height: 10, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    const image = await upload(ctx.tokens.demo, still, 'image/gif');
    expect(image.status).toBe(200);
    expect(image.body).toMatchObject({ type: 'image', url: expect.stringMatching(/original\.png$/) });
  });

  test('audio is probed; a thumbnail and description are set by PUT', async () => {
    const file = path.join(scratch, 'tone.ogg');
    await generate(['-f', 'lavfi', '-i', 'sine=frequency=300:duration=1.5', '-c:a', 'libvorbis', file]);
    const res = await upload(ctx.tokens.demo, fs.readFileSync(file), 'audio/ogg');
    expect(res.status).toBe(202);
    const ready = await waitReady(ctx.tokens.demo, res.body.id);
    expect(ready.meta.original.duration).toBeCloseTo(1.5, 1);
    expect(ready.preview_url).toBeNull();
    const form = new FormData();
    form.append(
      'thumbnail',
      new Blob([new Uint8Array(await png(800, 800))], { type: 'image/png' }),
      'cover.png',
    );
    form.append('description', 'A low tone');
    form.append('focus', '0.1,0.2');
    const updated = await api(ctx.base, 'PUT', `/api/v1/media/${res.body.id}`, {
      token: ctx.tokens.demo,
      multipart: form,
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ description: 'A low tone', meta: { focus: { x: 0.1, y: 0.2 } } });
    expect(updated.body.preview_url).toMatch(/small-/);
    expect(updated.body.meta.small).toMatchObject({ width: 400, height: 400 });
  });

  test('posts take up to four unattached media of their author; edits change them', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 5; i++)
      ids.push((await upload(ctx.tokens.demo, await png(50 + i, 50), 'image/png')).body.id);
    const tooMany = await api(ctx.base, 'POST', '/api/v1/statuses', {
      token: ctx.tokens.demo,
      json: { media_ids: ids },
    });
    expect(tooMany.status).toBe(422);
    const foreign = await api(ctx.base, 'POST', '/api/v1/statuses', {
      token: ctx.tokens.alice,
      json: { media_ids: [ids[0]] },
    });
    expect(foreign.status).toBe(422);
    const status = await post(ctx.base, ctx.tokens.demo, '', { media_ids: ids.slice(0, 2) });
    expect(status.media_attachments.map((m: AnyJson) => m.id)).toEqual(ids.slice(0, 2));
    const reused = await api(ctx.base, 'POST', '/api/v1/statuses', {
      token: ctx.tokens.demo,
      json: { media_ids: [ids[0]] },
    });
    expect(reused.status).toBe(422);
    expect((await api(ctx.base, 'GET', `/api/v1/media/${ids[0]}`, { token: ctx.tokens.demo })).status).toBe(
      404,
    );
    const onlyMedia = await api(ctx.base, 'GET', '/api/v1/timelines/public?only_media=true&limit=40');
    expect(onlyMedia.body.map((s: AnyJson) => s.id)).toContain(status.id);
    expect(onlyMedia.body.every((s: AnyJson) => s.media_attachments.length > 0)).toBe(true);

    const edited = await api(ctx.base, 'PUT', `/api/v1/statuses/${status.id}`, {
      token: ctx.tokens.demo,
      json: {
        status: 'now with words',
        media_ids: [ids[1], ids[2]],
        media_attributes: [{ id: ids[1], description: 'second', focus: '0.50,0.50' }],
      },
    });
    expect(edited.body.media_attachments.map((m: AnyJson) => m.id)).toEqual([ids[1], ids[2]]);
    expect(edited.body.media_attachments[0]).toMatchObject({
      description: 'second',
      meta: { focus: { x: 0.5, y: 0.5 } },
    });
    // The dropped one is free again; deleting the post frees the rest unless delete_media is asked.
    expect((await api(ctx.base, 'GET', `/api/v1/media/${ids[0]}`, { token: ctx.tokens.demo })).status).toBe(
      200,
    );
    await api(ctx.base, 'DELETE', `/api/v1/statuses/${status.id}`, { token: ctx.tokens.demo });
    expect((await api(ctx.base, 'GET', `/api/v1/media/${ids[1]}`, { token: ctx.tokens.demo })).status).toBe(
      200,
    );
    const again = await post(ctx.base, ctx.tokens.demo, 'redrafted', { media_ids: [ids[1]] });
    const gone = await api(ctx.base, 'DELETE', `/api/v1/statuses/${again.id}?delete_media=true`, {
      token: ctx.tokens.demo,
    });
    expect(gone.status).toBe(200);
    expect((await api(ctx.base, 'GET', `/api/v1/media/${ids[1]}`, { token: ctx.tokens.demo })).status).toBe(
      404,
    );
  });

  test('bad uploads are 422 with a message, never a crash', async () => {
    const text = await upload(ctx.tokens.demo, Buffer.from('hello'), 'text/plain');
    expect(text.status).toBe(422);
    const broken = await upload(ctx.tokens.demo, Buffer.from('not a png at all'), 'image/png');
    expect(broken.status).toBe(422);
    expect(broken.body.error).toBe('Validation failed: File content type is invalid');
    const focus = await upload(ctx.tokens.demo, await png(10, 10), 'image/png', { focus: 'left' });
    expect(focus.status).toBe(422);
    const none = await api(ctx.base, 'POST', '/api/v2/media', {
      token: ctx.tokens.demo,
      json: { description: 'x' },
    });
    expect(none.status).toBe(422);
    // Bytes that are no video are refused at once; a video cut short fails while it is processed.
    const garbage = await upload(ctx.tokens.demo, Buffer.from('garbage bytes'), 'video/mp4');
    expect(garbage.status).toBe(422);
    const file = path.join(scratch, 'whole.mp4');
    await generate(['-f', 'lavfi', '-i', 'testsrc=duration=1:size=64x48:rate=5', '-c:v', 'libx264', file]);
    const badVideo = await upload(ctx.tokens.demo, fs.readFileSync(file).subarray(0, 40), 'video/mp4');
    expect(badVideo.status).toBe(202);
    let res = await api(ctx.base, 'GET', `/api/v1/media/${badVideo.body.id}`, { token: ctx.tokens.demo });
    for (let i = 0; i < 100 && res.status === 206; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      res = await api(ctx.base, 'GET', `/api/v1/media/${badVideo.body.id}`, { token: ctx.tokens.demo });
    }
    expect(res.status).toBe(422);
  });

  test('the seed has posts with images, a video and an audio clip', async () => {
    const res = await api(ctx.base, 'GET', '/api/v1/timelines/public?only_media=true&limit=40');
    const media = res.body.flatMap((s: AnyJson) => s.media_attachments);
    const types = new Set(media.map((m: AnyJson) => m.type));
    expect([...types].sort()).toEqual(['audio', 'image', 'video']);
    const image = media.find((m: AnyJson) => m.type === 'image' && m.meta.original.width === 1920);
    expect(image.meta.focus).toEqual({ x: expect.any(Number), y: expect.any(Number) });
    expect(image.description).toEqual(expect.any(String));
    expect(isBlurhashValid(image.blurhash).result).toBe(true);
    const video = media.find((m: AnyJson) => m.type === 'video');
    expect(video.meta.original).toMatchObject({ width: 320, height: 240 });
    expect(video.preview_url).toEqual(expect.any(String));
  });
});
