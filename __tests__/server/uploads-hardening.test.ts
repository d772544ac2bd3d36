import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { api, useTestServer } from './helpers';

const t = useTestServer({ users: ['demo', 'carol'] });

const picture = (width: number, height: number, format: 'png' | 'jpeg' = 'png'): Promise<Buffer> =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .toFormat(format)
    .toBuffer();

function upload(field: string, data: Buffer, type = 'image/png', name = 'picture.png'): FormData {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(data)], { type }), name);
  return form;
}

const updateCredentials = (form: FormData, token = t.tokens.demo) =>
  api(t.base, 'PATCH', '/api/v1/accounts/update_credentials', { token, multipart: form, unchecked: true });

/** A multipart body written by hand, to send what a browser never would. */
function rawMultipart(pathname: string, method: string, contentType: string, body: string) {
  return fetch(`${t.base}${pathname}`, {
    method,
    headers: { Authorization: `Bearer ${t.tokens.demo}`, 'Content-Type': contentType },
    body,
  });
}

const WHOLE =
  '--XX\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nabcdef\r\n--XX--\r\n';

describe('malformed multipart bodies answer 400, never 500', () => {
  test.each([
    ['/api/v2/media', 'POST'],
    ['/api/v1/accounts/update_credentials', 'PATCH'],
  ])('%s: a truncated body, a wrong boundary, no boundary', async (pathname, method) => {
    const cases: [string, string][] = [
      ['multipart/form-data; boundary=XX', WHOLE.slice(0, 60)],
      ['multipart/form-data; boundary=YY', WHOLE],
      ['multipart/form-data', WHOLE],
    ];
    for (const [contentType, body] of cases) {
      const res = await rawMultipart(pathname, method, contentType, body);
      expect(res.status).toBe(400);
      const json = (await res.json()) as { error: string };
      expect(json.error).toMatch(/^Malformed multipart body: /);
    }
  });

  test('a whole body still works after the malformed ones (nothing is left half-read)', async () => {
    const res = await api(t.base, 'POST', '/api/v2/media', {
      token: t.tokens.demo,
      multipart: upload('file', await picture(20, 10)),
    });
    expect(res.status).toBe(200);
  });
});

describe('avatars and headers are decoded, refused when they are not images, and resized', () => {
  test('random bytes sent as a PNG avatar answer 422 and change nothing', async () => {
    const before = (await api(t.base, 'GET', '/api/v1/accounts/verify_credentials', { token: t.tokens.demo }))
      .body;
    const res = await updateCredentials(upload('avatar', crypto.randomBytes(4096)));
    expect(res.status).toBe(422);
    expect(res.body.error).toBe(
      'Validation failed: Avatar has contents that are not what they are reported to be',
    );
    const after = (await api(t.base, 'GET', '/api/v1/accounts/verify_credentials', { token: t.tokens.demo }))
      .body;
    expect(after.avatar).toBe(before.avatar);
  });

  test('a truncated PNG header answers 422', async () => {
    const whole = await picture(600, 300);
    const res = await updateCredentials(upload('header', whole.subarray(0, whole.length / 2)));
    expect(res.status).toBe(422);
    expect(res.body.error).toMatch(/^Validation failed: Header /);
  });

  test('an avatar over 8 MB answers 422', async () => {
    const huge = Buffer.concat([await picture(10, 10), crypto.randomBytes(8 * 1024 * 1024)]);
    const res = await updateCredentials(upload('avatar', huge));
    expect(res.status).toBe(422);
    expect(res.body.error).toBe('Validation failed: Avatar file size must be less than 8 MB');
  });

  test('a large avatar becomes 400×400 and a large header 1500×500, cropped to fill', async () => {
    const form = upload('avatar', await picture(1200, 800, 'jpeg'), 'image/jpeg', 'me.jpg');
    form.append(
      'header',
      new Blob([new Uint8Array(await picture(3000, 2000))], { type: 'image/png' }),
      'h.png',
    );
    const res = await updateCredentials(form);
    expect(res.status).toBe(200);
    const avatar = await sharp(Buffer.from(await (await fetch(res.body.avatar)).arrayBuffer())).metadata();
    expect([avatar.format, avatar.width, avatar.height]).toEqual(['jpeg', 400, 400]);
    const header = await sharp(Buffer.from(await (await fetch(res.body.header)).arrayBuffer())).metadata();
    expect([header.format, header.width, header.height]).toEqual(['png', 1500, 500]);
  });

  test('a small avatar is cropped to a square but not enlarged', async () => {
    const res = await updateCredentials(upload('avatar', await picture(120, 90)), t.tokens.carol);
    expect(res.status).toBe(200);
    const avatar = await sharp(Buffer.from(await (await fetch(res.body.avatar)).arrayBuffer())).metadata();
    expect([avatar.width, avatar.height]).toEqual([90, 90]);
  });

  test('replacing an avatar deletes the replaced file', async () => {
    const first = await updateCredentials(upload('avatar', await picture(500, 500)));
    expect(first.status).toBe(200);
    const firstFile = path.join(
      t.server.dataDir,
      'media',
      new URL(first.body.avatar as string).pathname.replace('/system/', ''),
    );
    expect(fs.existsSync(firstFile)).toBe(true);
    const second = await updateCredentials(upload('avatar', await picture(450, 450)));
    expect(second.status).toBe(200);
    expect(second.body.avatar).not.toBe(first.body.avatar);
    expect(fs.existsSync(firstFile)).toBe(false);
    expect((await fetch(first.body.avatar as string)).status).toBe(404);
    expect((await fetch(second.body.avatar as string)).status).toBe(200);
  });
});
