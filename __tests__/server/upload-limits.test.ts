import ffmpegInstaller from '@ffmpeg-installer/ffmpeg';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { ffmpegLimits, generate } from '../../server/media/process';
import { api, post, startTestServer, tokenFor, useTestServer, type AnyJson } from './helpers';

const t = useTestServer({ users: ['demo', 'carol'] });

let scratch: string;
beforeAll(() => {
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'upload-limits-'));
});
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const png = (width = 16, height = 16): Promise<Buffer> =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .png()
    .toBuffer();

function fileForm(data: Buffer, type: string, name: string, field = 'file'): FormData {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(data)], { type }), name);
  return form;
}

const upload = (base: string, token: string, data: Buffer, type = 'image/png', name = 'a.png') =>
  api(base, 'POST', '/api/v2/media', { token, multipart: fileForm(data, type, name) });

/** Polls an upload until it is no longer processing (206); answers the last status. */
async function settled(base: string, token: string, id: string): Promise<number> {
  for (let attempt = 0; attempt < 600; attempt++) {
    const res = await api(base, 'GET', `/api/v1/media/${id}`, { token });
    if (res.status !== 206) return res.status;
    await sleep(50);
  }
  throw new Error(`media ${id} never finished processing`);
}

const uploadDir = (dataDir: string) => path.join(dataDir, 'tmp', 'uploads');
const filesIn = (dir: string): string[] => (fs.existsSync(dir) ? fs.readdirSync(dir) : []);

/**
 * Sends the head of a multipart upload of `total` bytes (a file part of a PNG's first bytes and zeros) and
 * then stops sending without ending the body; answers the status the server gives meanwhile.
 */
function unfinishedUpload(
  pathname: string,
  method: string,
  headers: Record<string, string>,
  total: number,
): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(t.base);
  const boundary = 'XXUNFINISHED';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`,
  );
  return new Promise((resolve, reject) => {
    const req = http.request({
      host: hostname,
      port,
      method,
      path: pathname,
      headers: {
        ...headers,
        'Content-Type': `multipart/form-data; boundary=${boundary}`,
        'Content-Length': String(total),
      },
    });
    req.on('error', reject);
    req.on('response', (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => {
        req.destroy();
        resolve({ status: res.statusCode ?? 0, body });
      });
    });
    req.write(head);
    // A mebibyte of the file, then nothing more: the body stays unfinished.
    req.write(Buffer.alloc(1024 * 1024));
  });
}

describe('an upload is read only after its token and scope are checked', () => {
  const TWENTY_MIB = 20 * 1024 * 1024;

  test('a 20 MiB multipart upload without a token is answered 401 while its body is still unsent, and nothing is written', async () => {
    const res = await unfinishedUpload('/api/v2/media', 'POST', {}, TWENTY_MIB);
    expect(res.status).toBe(401);
    expect(filesIn(uploadDir(t.server.dataDir))).toEqual([]);
    // An accepted upload's file went through that folder, and is gone from it once answered.
    expect((await upload(t.base, t.tokens.demo, await png())).status).toBe(200);
    expect(filesIn(uploadDir(t.server.dataDir))).toEqual([]);
  }, 30_000);

  test('with an invalid token, the same upload is answered 401 unread', async () => {
    const res = await unfinishedUpload(
      '/api/v1/media',
      'POST',
      { Authorization: 'Bearer not-a-token' },
      TWENTY_MIB,
    );
    expect(res.status).toBe(401);
    expect(filesIn(uploadDir(t.server.dataDir))).toEqual([]);
  }, 30_000);

  test('a token without write:media is answered 403 unread, and so is an avatar without write:accounts', async () => {
    const app = await api(t.base, 'POST', '/api/v1/apps', {
      form: { client_name: 'Reader', redirect_uris: 'urn:ietf:wg:oauth:2.0:oob', scopes: 'read' },
    });
    const token = await api(t.base, 'POST', '/oauth/token', {
      form: {
        grant_type: 'password',
        username: 'demo',
        password: 'demo',
        client_id: app.body.client_id as string,
        client_secret: app.body.client_secret as string,
        scope: 'read',
      },
      unchecked: true,
    });
    expect(token.status).toBe(200);
    const headers = { Authorization: `Bearer ${token.body.access_token as string}` };
    expect((await unfinishedUpload('/api/v2/media', 'POST', headers, TWENTY_MIB)).status).toBe(403);
    const avatar = await unfinishedUpload(
      '/api/v1/accounts/update_credentials',
      'PATCH',
      headers,
      TWENTY_MIB,
    );
    expect(avatar.status).toBe(403);
    expect(filesIn(uploadDir(t.server.dataDir))).toEqual([]);
  }, 30_000);

  test('the server answers other requests while refused uploads are still being sent', async () => {
    const pending = Array.from({ length: 4 }, () =>
      unfinishedUpload('/api/v2/media', 'POST', {}, TWENTY_MIB),
    );
    const health = await fetch(`${t.base}/api/v1/streaming/health`);
    expect(health.status).toBe(200);
    expect((await Promise.all(pending)).map((res) => res.status)).toEqual([401, 401, 401, 401]);
  }, 30_000);
});

describe('multipart bodies are bounded', () => {
  const many = (count: number, extra?: (form: FormData) => void): FormData => {
    const form = new FormData();
    form.append('status', 'Many fields');
    for (let i = 1; i < count; i++) form.append(`field${i}`, 'x');
    extra?.(form);
    return form;
  };

  test('a form of 1,001 fields to a posting call is refused with 413 before it is used', async () => {
    const res = await api(t.base, 'POST', '/api/v1/statuses', {
      token: t.tokens.demo,
      multipart: many(1001),
    });
    expect(res.status).toBe(413);
    expect(res.body.error).toMatch(/more than 1000 fields/);
  });

  test('an upload with 101 text fields is refused with 413 and writes nothing', async () => {
    const form = many(101);
    form.append('file', new Blob([new Uint8Array(await png())], { type: 'image/png' }), 'a.png');
    const res = await api(t.base, 'POST', '/api/v2/media', { token: t.tokens.demo, multipart: form });
    expect(res.status).toBe(413);
    expect(res.body.error).toMatch(/more than 100 fields/);
    expect(filesIn(uploadDir(t.server.dataDir))).toEqual([]);
  });

  test('a field over 64 KiB is refused with 413, not cut short', async () => {
    const form = new FormData();
    form.append('status', 'x'.repeat(64 * 1024 + 1));
    const res = await api(t.base, 'POST', '/api/v1/statuses', { token: t.tokens.demo, multipart: form });
    expect(res.status).toBe(413);
    expect(res.body.error).toMatch(/status is longer than 64 KiB/);
  });

  test('a multipart form over 1 MiB to a call that takes no files is refused with 413', async () => {
    const form = new FormData();
    for (let i = 0; i < 20; i++) form.append(`part${i}`, 'y'.repeat(60 * 1024));
    const res = await api(t.base, 'POST', '/api/v1/statuses', { token: t.tokens.demo, multipart: form });
    expect(res.status).toBe(413);
    expect(res.body.error).toMatch(/larger than 1 MiB/);
  });

  test('a chunked multipart form (no length given) is cut off with 413 once it passes 1 MiB', async () => {
    const { hostname, port } = new URL(t.base);
    const boundary = 'XXCHUNKED';
    const field = (i: number) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="part${i}"\r\n\r\n${'z'.repeat(60 * 1024)}\r\n`;
    const res = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.request({
        host: hostname,
        port,
        method: 'POST',
        path: '/api/v1/statuses',
        headers: {
          Authorization: `Bearer ${t.tokens.demo}`,
          'Content-Type': `multipart/form-data; boundary=${boundary}`,
          'Transfer-Encoding': 'chunked',
        },
      });
      req.on('error', reject);
      req.on('response', (answer) => {
        let body = '';
        answer.setEncoding('utf8');
        answer.on('data', (chunk: string) => (body += chunk));
        answer.on('end', () => {
          req.destroy();
          resolve({ status: answer.statusCode ?? 0, body });
        });
      });
      // Twenty fields of 60 KiB, each under the field limit, and then the body is left unfinished.
      for (let i = 0; i < 20; i++) req.write(field(i));
    });
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body)).toEqual({ error: 'The multipart body is larger than 1 MiB' });
  }, 30_000);

  test('a file part sent to a call that takes no files is refused with 422', async () => {
    const form = new FormData();
    form.append('status', 'A post with a file attached the wrong way');
    form.append('file', new Blob([new Uint8Array(await png())], { type: 'image/png' }), 'a.png');
    const res = await api(t.base, 'POST', '/api/v1/statuses', { token: t.tokens.demo, multipart: form });
    expect(res.status).toBe(422);
    expect(res.body.error).toMatch(/takes no files/);
    expect(filesIn(uploadDir(t.server.dataDir))).toEqual([]);
    // Text fields alone still post: forms are taken anywhere, as Rack takes them.
    const text = new FormData();
    text.append('status', 'Posted as multipart form data');
    text.append('visibility', 'unlisted');
    const posted = await api(t.base, 'POST', '/api/v1/statuses', { token: t.tokens.demo, multipart: text });
    expect(posted.status).toBe(200);
    expect(posted.body.visibility).toBe('unlisted');
  });

  test('a file under a name the upload call does not take is refused with 422', async () => {
    const form = fileForm(await png(), 'image/png', 'a.png', 'avatar');
    const res = await api(t.base, 'POST', '/api/v2/media', { token: t.tokens.demo, multipart: form });
    expect(res.status).toBe(422);
    expect(res.body.error).toMatch(/avatar is not a file this call takes/);
  });
});

/** Everything ffmpeg reports about a file's metadata, streams and chapters. */
function ffmpegReport(file: string): Promise<string> {
  return new Promise((resolve) => {
    execFile(ffmpegInstaller.path, ['-hide_banner', '-i', file], (_error, _stdout, stderr) =>
      resolve(stderr),
    );
  });
}

describe('video and audio are served without their metadata', () => {
  const TAGS = [
    '-metadata',
    'location=+48.8584+002.2945/',
    '-metadata',
    'title=SecretTitleQQ',
    '-metadata',
    'artist=SecretArtistQQ',
    '-metadata',
    'comment=Shot on SecretPhoneQQ',
  ];
  const LEAKS = /48\.8584|SecretTitleQQ|SecretArtistQQ|SecretPhoneQQ|SecretCameraQQ|attached pic/;

  async function served(
    file: string,
    type: string,
    name: string,
  ): Promise<{ report: string; bytes: Buffer }> {
    const data = fs.readFileSync(file);
    // The sample carries what must not be served.
    expect(await ffmpegReport(file)).toMatch(LEAKS);
    const res = await upload(t.base, t.tokens.demo, data, type, name);
    expect(res.status).toBe(202);
    expect(await settled(t.base, t.tokens.demo, res.body.id as string)).toBe(200);
    const media = await api(t.base, 'GET', `/api/v1/media/${res.body.id as string}`, {
      token: t.tokens.demo,
    });
    const bytes = Buffer.from(await (await fetch(media.body.url as string)).arrayBuffer());
    const copy = path.join(scratch, `served-${name}`);
    fs.writeFileSync(copy, bytes);
    return { report: await ffmpegReport(copy), bytes };
  }

  test('a video with a GPS position, title and device tag is served with none of them', async () => {
    const file = path.join(scratch, 'tagged.mp4');
    await generate([
      '-f',
      'lavfi',
      '-i',
      'testsrc=duration=1:size=64x48:rate=5',
      '-f',
      'lavfi',
      '-i',
      'sine=duration=1',
      '-pix_fmt',
      'yuv420p',
      '-c:v',
      'libx264',
      '-c:a',
      'aac',
      ...TAGS,
      '-metadata:s:v:0',
      'handler_name=SecretCameraQQ',
      file,
    ]);
    const { report, bytes } = await served(file, 'video/mp4', 'tagged.mp4');
    expect(report).toMatch(/Video: h264/);
    expect(report).toMatch(/Audio: aac/);
    expect(report).not.toMatch(LEAKS);
    expect(report).not.toMatch(/location/);
    expect(bytes.includes('SecretTitleQQ')).toBe(false);
    expect(bytes.includes('SecretCameraQQ')).toBe(false);
  }, 60_000);

  test('an MP3 with ID3 tags and cover art is served as its audio alone', async () => {
    const cover = path.join(scratch, 'cover.png');
    fs.writeFileSync(cover, await png(32, 32));
    const file = path.join(scratch, 'tagged.mp3');
    await generate([
      '-f',
      'lavfi',
      '-i',
      'sine=duration=1',
      '-i',
      cover,
      '-map',
      '0',
      '-map',
      '1',
      '-c:a',
      'libmp3lame',
      '-c:v',
      'png',
      '-disposition:v',
      'attached_pic',
      '-id3v2_version',
      '3',
      ...TAGS,
      file,
    ]);
    const { report, bytes } = await served(file, 'audio/mpeg', 'tagged.mp3');
    expect(report).toMatch(/Audio: mp3/);
    expect(report).not.toMatch(/Video:/);
    expect(report).not.toMatch(LEAKS);
    expect(bytes.includes('SecretArtistQQ')).toBe(false);
    expect(bytes.subarray(0, 3).toString('latin1')).not.toBe('ID3');
  }, 60_000);

  test('an Ogg Vorbis file with comments is served without them', async () => {
    const file = path.join(scratch, 'tagged.ogg');
    await generate(['-f', 'lavfi', '-i', 'sine=duration=1', '-c:a', 'libvorbis', ...TAGS, file]);
    const { report, bytes } = await served(file, 'audio/ogg', 'tagged.ogg');
    expect(report).toMatch(/Audio: vorbis/);
    expect(report).not.toMatch(LEAKS);
    expect(bytes.includes('SecretTitleQQ')).toBe(false);
  }, 60_000);
});

describe('ffmpeg reading an upload is held to a memory limit', () => {
  test('with the limit set below what decoding needs, a video upload ends failed instead of being processed', async () => {
    const file = path.join(scratch, 'plain.mp4');
    await generate(['-f', 'lavfi', '-i', 'testsrc=duration=1:size=640x360:rate=5', '-c:v', 'libx264', file]);
    const limits = ffmpegLimits as typeof ffmpegLimits & { memoryBytes: number };
    const before = limits.memoryBytes;
    limits.memoryBytes = 16 * 1024 * 1024;
    try {
      const res = await upload(t.base, t.tokens.demo, fs.readFileSync(file), 'video/mp4', 'plain.mp4');
      expect(res.status).toBe(202);
      expect(await settled(t.base, t.tokens.demo, res.body.id as string)).toBe(422);
    } finally {
      limits.memoryBytes = before;
    }
    // With the default limit, the same file is processed.
    const again = await upload(t.base, t.tokens.demo, fs.readFileSync(file), 'video/mp4', 'plain.mp4');
    expect(await settled(t.base, t.tokens.demo, again.body.id as string)).toBe(200);
  }, 60_000);
});

describe('unattached uploads expire and count against a quota', () => {
  const DAY = 24 * 3_600_000;

  test('an upload never posted is deleted with its files a day later; a posted one stays; a deleted post’s media are kept a day for a redraft, then deleted', async () => {
    let now = Date.now();
    const server = await startTestServer({ mediaExpiry: { sweepMs: 25, now: () => now } });
    const token = await tokenFor(server.url, 'demo');
    const folder = (id: string) => path.join(server.dataDir, 'media', 'media_attachments', 'files', id);
    const status = async (id: string) =>
      (await api(server.url, 'GET', `/api/v1/media/${id}`, { token })).status;
    /** Waits for a sweep to have deleted this upload; answers whether it did. */
    const swept = async (id: string): Promise<boolean> => {
      for (let i = 0; i < 200; i++) {
        if (!fs.existsSync(folder(id))) return true;
        await sleep(25);
      }
      return false;
    };
    const lone = (await upload(server.url, token, await png())).body.id as string;
    const posted = (await upload(server.url, token, await png())).body.id as string;
    const status1 = await post(server.url, token, 'With a picture', { media_ids: [posted] });
    expect(fs.existsSync(folder(lone))).toBe(true);

    now += DAY + 60_000;
    expect(await swept(lone)).toBe(true);
    expect(await status(lone)).toBe(404);
    expect(fs.existsSync(folder(posted))).toBe(true);

    // Deleting the post frees its picture, which a redraft may post again within a day.
    expect(
      (await api(server.url, 'DELETE', `/api/v1/statuses/${status1.id as string}`, { token })).status,
    ).toBe(200);
    const marker = (await upload(server.url, token, await png())).body.id as string;
    // The marker was uploaded a day before the clock: once it is gone, sweeps have run since the deletion.
    expect(await swept(marker)).toBe(true);
    expect(await status(posted)).toBe(200);
    const redraft = await post(server.url, token, 'Redrafted', { media_ids: [posted] });
    expect(redraft.media_attachments).toHaveLength(1);

    // Freed again by a deletion, and not posted within the day: deleted.
    await api(server.url, 'DELETE', `/api/v1/statuses/${redraft.id as string}`, { token });
    now += DAY + 60_000;
    expect(await swept(posted)).toBe(true);
    expect(await status(posted)).toBe(404);
    await server.close();
  }, 60_000);

  test('beyond the quota of unattached uploads an upload answers 422, and posting frees the quota', async () => {
    const server = await startTestServer({ mediaQuota: { uploads: 3 } });
    const token = await tokenFor(server.url, 'demo');
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await upload(server.url, token, await png());
      expect(res.status).toBe(200);
      ids.push(res.body.id as string);
    }
    const refused = await upload(server.url, token, await png());
    expect(refused.status).toBe(422);
    expect(refused.body.error).toMatch(/uploads not attached to a post/);
    expect(filesIn(uploadDir(server.dataDir))).toEqual([]);
    // Another account has its own quota.
    const carol = await tokenFor(server.url, 'carol');
    expect((await upload(server.url, carol, await png())).status).toBe(200);
    await post(server.url, token, 'Two of them', { media_ids: ids.slice(0, 2) });
    expect((await upload(server.url, token, await png())).status).toBe(200);
    await server.close();
  }, 60_000);

  test('beyond the quota of unattached bytes an upload answers 422', async () => {
    const big = await sharp({
      create: {
        width: 400,
        height: 400,
        channels: 3,
        background: { r: 0, g: 0, b: 0 },
        noise: { type: 'gaussian', mean: 128, sigma: 60 },
      },
    })
      .png()
      .toBuffer();
    const server = await startTestServer({ mediaQuota: { bytes: Math.floor(big.length * 1.5) } });
    const token = await tokenFor(server.url, 'demo');
    expect((await upload(server.url, token, big)).status).toBe(200);
    const refused = await upload(server.url, token, big);
    expect(refused.status).toBe(422);
    expect(refused.body.error).toMatch(/may take at most/);
    await server.close();
  }, 60_000);
});

export type { AnyJson };
