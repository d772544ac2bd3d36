import ffmpegInstaller from '@ffmpeg-installer/ffmpeg';
import Database from 'better-sqlite3';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import zlib from 'node:zlib';
import sharp from 'sharp';
import {
  FFMPEG_WORKERS,
  ffmpegActivity,
  ffmpegLimits,
  generate,
  resetFfmpegPeak,
} from '../../server/media/process';
import { api, startTestServer, tokenFor, useTestServer, type AnyJson } from './helpers';

const t = useTestServer({ users: ['demo'] });

let scratch: string;
let clip: Buffer;
let fullHd: Buffer;
beforeAll(async () => {
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'media-hardening-'));
  const file = path.join(scratch, 'clip.mp4');
  await generate([
    '-f',
    'lavfi',
    '-i',
    'testsrc=duration=1:size=64x48:rate=5',
    '-pix_fmt',
    'yuv420p',
    '-c:v',
    'libx264',
    file,
  ]);
  clip = fs.readFileSync(file);
  // A frame this size takes ffmpeg a tenth of a second or more to write as the preview.
  const large = path.join(scratch, 'full-hd.mp4');
  await generate([
    '-f',
    'lavfi',
    '-i',
    'testsrc=duration=1:size=1920x1080:rate=5',
    '-pix_fmt',
    'yuv420p',
    '-c:v',
    'libx264',
    large,
  ]);
  fullHd = fs.readFileSync(large);
});
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function form(data: Buffer, type: string, name: string, field = 'file'): FormData {
  const body = new FormData();
  body.append(field, new Blob([new Uint8Array(data)], { type }), name);
  return body;
}

const upload = (data: Buffer, type: string, name = 'upload', base = t.base, token = t.tokens.demo) =>
  api(base, 'POST', '/api/v2/media', { token, multipart: form(data, type, name) });

/** Polls an upload until it is no longer processing (206); answers the last status. */
async function settled(id: string, base = t.base, token = t.tokens.demo): Promise<number> {
  for (let attempt = 0; attempt < 400; attempt++) {
    const res = await api(base, 'GET', `/api/v1/media/${id}`, { token });
    if (res.status !== 206) return res.status;
    await sleep(50);
  }
  throw new Error(`media ${id} never finished processing`);
}

/** The status an upload ends with: its refusal, or what processing made of it. */
async function outcome(res: { status: number; body: AnyJson }): Promise<number> {
  return res.status === 202 ? settled(res.body.id as string) : res.status;
}

/** The status of a GET of this path, sent as written (fetch would resolve dot segments first). */
function statusOf(rawPath: string): Promise<number> {
  const { hostname, port } = new URL(t.base);
  return new Promise((resolve, reject) => {
    http
      .get({ host: hostname, port, path: rawPath }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      })
      .on('error', reject);
  });
}

const folderOf = (dataDir: string, id: string) =>
  path.join(dataDir, 'media', 'media_attachments', 'files', id);

describe('ffmpeg reads only the uploaded file', () => {
  let listener: http.Server;
  let port: number;
  const hits: string[] = [];
  beforeAll(async () => {
    listener = http.createServer((req, res) => {
      hits.push(req.url ?? '');
      res.end('internal answer');
    });
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
    port = (listener.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => listener.close(() => resolve())));

  it('a DASH manifest uploaded as video/mp4 makes no request to a local listener', async () => {
    const manifest = `<?xml version="1.0"?>
<MPD xmlns="urn:mpeg:dash:schema:mpd:2011" type="static" mediaPresentationDuration="PT2S" minBufferTime="PT1S" profiles="urn:mpeg:dash:profile:isoff-on-demand:2011">
<Period><AdaptationSet mimeType="video/mp4"><Representation id="1" bandwidth="1000" width="64" height="48" codecs="avc1">
<BaseURL>http://127.0.0.1:${port}/dash-segment</BaseURL><SegmentBase/></Representation></AdaptationSet></Period></MPD>`;
    const res = await upload(Buffer.from(manifest), 'video/mp4', 'clip.mp4');
    expect(await outcome(res)).toBe(422);
    await sleep(200);
    expect(hits).toEqual([]);
  });

  it('an HLS playlist uploaded as video/mp4 reads no other file and reaches no listener', async () => {
    // A video elsewhere on the machine, which the playlist would make the preview of.
    const elsewhere = path.join(scratch, 'elsewhere.mp4');
    fs.copyFileSync(path.join(scratch, 'clip.mp4'), elsewhere);
    for (const segment of [elsewhere, `http://127.0.0.1:${port}/hls-segment`]) {
      const playlist = `#EXTM3U\n#EXT-X-TARGETDURATION:1\n#EXTINF:1,\n${segment}\n#EXT-X-ENDLIST\n`;
      const res = await upload(Buffer.from(playlist), 'video/mp4', 'clip.mp4');
      expect(res.status).toBe(422);
      expect(res.body.error).toBe('Validation failed: File content type is invalid');
    }
    expect(hits).toEqual([]);
  });
});

describe('what a file is comes from its bytes', () => {
  it('MP3, Ogg Vorbis and Opus, WAV, FLAC, AAC, M4A, WebM, QuickTime and AVIF files are recognised and processed', async () => {
    const made: [string, string[], string, string][] = [
      ['tone.mp3', ['-f', 'lavfi', '-i', 'sine=duration=0.5', '-c:a', 'libmp3lame'], 'audio/mpeg', 'audio'],
      ['tone.ogg', ['-f', 'lavfi', '-i', 'sine=duration=0.5', '-c:a', 'libvorbis'], 'audio/ogg', 'audio'],
      ['tone.opus', ['-f', 'lavfi', '-i', 'sine=duration=0.5', '-c:a', 'libopus'], 'audio/ogg', 'audio'],
      ['tone.wav', ['-f', 'lavfi', '-i', 'sine=duration=0.5'], 'audio/wav', 'audio'],
      ['tone.flac', ['-f', 'lavfi', '-i', 'sine=duration=0.5'], 'audio/flac', 'audio'],
      ['tone.aac', ['-f', 'lavfi', '-i', 'sine=duration=0.5', '-c:a', 'aac'], 'audio/aac', 'audio'],
      ['tone.m4a', ['-f', 'lavfi', '-i', 'sine=duration=0.5', '-c:a', 'aac'], 'audio/x-m4a', 'audio'],
      [
        'clip.webm',
        ['-f', 'lavfi', '-i', 'testsrc=duration=0.4:size=64x48:rate=5', '-c:v', 'libvpx'],
        'video/webm',
        'video',
      ],
      [
        'clip.mov',
        [
          '-f',
          'lavfi',
          '-i',
          'testsrc=duration=0.4:size=64x48:rate=5',
          '-c:v',
          'libx264',
          '-pix_fmt',
          'yuv420p',
        ],
        'video/quicktime',
        'video',
      ],
    ];
    const uploads: { name: string; type: string; res: { status: number; body: AnyJson } }[] = [];
    for (const [name, args, declared, type] of made) {
      const file = path.join(scratch, name);
      await generate([...args, file]);
      uploads.push({ name, type, res: await upload(fs.readFileSync(file), declared, name) });
    }
    const avif = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#2a9d8f' } })
      .avif()
      .toBuffer();
    const image = await upload(avif, 'image/avif', 'picture.avif');
    expect(image.status).toBe(200);
    expect(image.body).toMatchObject({ type: 'image', url: expect.stringMatching(/original\.jpg$/) });
    for (const { name, type, res } of uploads) {
      expect([name, res.status]).toEqual([name, 202]);
      expect([name, res.body.type]).toEqual([name, type]);
      expect([name, await settled(res.body.id as string)]).toEqual([name, 200]);
    }
  }, 30_000);

  it('a Matroska video, a HEIC image, an ffmpeg concat script, a PDF and an HTML page are refused at upload as video/mp4', async () => {
    const mkv = path.join(scratch, 'clip.mkv');
    await generate(['-f', 'lavfi', '-i', 'testsrc=duration=0.4:size=64x48:rate=5', '-c:v', 'libx264', mkv]);
    const heic = Buffer.concat([
      Buffer.from([0, 0, 0, 24]),
      Buffer.from('ftypheic\0\0\0\0mif1heic', 'latin1'),
      Buffer.alloc(64),
    ]);
    const refused: [string, Buffer, string][] = [
      ['Matroska', fs.readFileSync(mkv), 'Validation failed: File content type is invalid'],
      ['HEIC', heic, 'Validation failed: File is a HEIC/HEIF image, which this server cannot read'],
      [
        'concat',
        Buffer.from(`ffconcat version 1.0\nfile ${path.join(scratch, 'clip.mp4')}\n`),
        'Validation failed: File content type is invalid',
      ],
      [
        'PDF',
        Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n'),
        'Validation failed: File content type is invalid',
      ],
      [
        'HTML',
        Buffer.from('<!doctype html><title>x</title><script>alert(1)</script>'),
        'Validation failed: File content type is invalid',
      ],
    ];
    for (const [name, data, error] of refused) {
      const res = await upload(data, 'video/mp4', 'clip.mp4');
      expect([name, res.status, res.body.error]).toEqual([name, 422, error]);
    }
  });
});

describe('pictures and videos are checked from their headers, before anything decodes them', () => {
  /**
   * What a call costs this process (the server runs in it): processor time, which a busy machine does not
   * inflate as it does wall time, and wall time, kept to a loose bound.
   */
  async function cost<T>(call: () => Promise<T>): Promise<{ result: T; cpuMs: number; wallMs: number }> {
    const cpu = process.cpuUsage();
    const started = Date.now();
    const result = await call();
    const used = process.cpuUsage(cpu);
    return { result, cpuMs: (used.user + used.system) / 1000, wallMs: Date.now() - started };
  }

  it('an SVG uploaded as image/png (a render costing seconds of CPU) is refused in under a second of processor time', async () => {
    // 300 bytes that take sharp many seconds to render: turbulence and a wide blur over 2000×2000.
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="2000" height="2000"><filter id="f" x="0" y="0" width="100%" height="100%"><feTurbulence baseFrequency="0.01" numOctaves="8"/><feGaussianBlur stdDeviation="50"/></filter><rect width="100%" height="100%" filter="url(#f)"/></svg>`;
    const {
      result: res,
      cpuMs,
      wallMs,
    } = await cost(() =>
      fetch(`${t.base}/api/v2/media`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${t.tokens.demo}` },
        body: form(Buffer.from(svg), 'image/png', 'picture.png'),
        signal: AbortSignal.timeout(5_000),
      }),
    );
    expect(res.status).toBe(422);
    expect(cpuMs).toBeLessThan(1_000);
    expect(wallMs).toBeLessThan(5_000);
    expect(((await res.json()) as { error: string }).error).toBe(
      'Validation failed: File content type is invalid',
    );
  });

  /** A black 1-bit PNG of width×height, a few kilobytes that decode to width×height pixels. */
  function bombPng(width: number, height: number): Buffer {
    const chunk = (type: string, data: Buffer) => {
      const length = Buffer.alloc(4);
      length.writeUInt32BE(data.length);
      const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
      const crc = Buffer.alloc(4);
      crc.writeUInt32BE(zlib.crc32(body));
      return Buffer.concat([length, body, crc]);
    };
    const header = Buffer.alloc(13);
    header.writeUInt32BE(width, 0);
    header.writeUInt32BE(height, 4);
    header.set([1, 0, 0, 0, 0], 8); // 1 bit, greyscale
    const rows = Buffer.alloc((Math.ceil(width / 8) + 1) * height); // each row: filter 0, then zeros
    return Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', header),
      chunk('IDAT', zlib.deflateSync(rows, { level: 9 })),
      chunk('IEND', Buffer.alloc(0)),
    ]);
  }

  it('a decompression-bomb PNG (10000×10000 in a few kilobytes) is refused in under a second of processor time', async () => {
    const bomb = bombPng(10_000, 10_000);
    expect(bomb.length).toBeLessThan(64 * 1024);
    const { result: res, cpuMs, wallMs } = await cost(() => upload(bomb, 'image/png', 'bomb.png'));
    expect(res.status).toBe(422);
    expect(res.body.error).toBe('10000x10000 images are not supported');
    expect(cpuMs).toBeLessThan(1_000);
    expect(wallMs).toBeLessThan(5_000);
  });

  it('a decompression-bomb PNG avatar is refused before it is decoded, and the avatar is kept', async () => {
    const before = (await api(t.base, 'GET', '/api/v1/accounts/verify_credentials', { token: t.tokens.demo }))
      .body.avatar;
    const body = form(bombPng(10_000, 10_000), 'image/png', 'avatar.png', 'avatar');
    const {
      result: res,
      cpuMs,
      wallMs,
    } = await cost(() =>
      api(t.base, 'PATCH', '/api/v1/accounts/update_credentials', {
        token: t.tokens.demo,
        multipart: body,
        unchecked: true,
      }),
    );
    expect(res.status).toBe(422);
    expect(res.body.error).toBe('10000x10000 images are not supported');
    expect(cpuMs).toBeLessThan(1_000);
    expect(wallMs).toBeLessThan(5_000);
    const after = (await api(t.base, 'GET', '/api/v1/accounts/verify_credentials', { token: t.tokens.demo }))
      .body.avatar;
    expect(after).toBe(before);
  });

  it("a GIF over 1280×720 (Mastodon's limit for GIFs) is refused before it is decoded", async () => {
    const gif = await sharp({ create: { width: 1400, height: 800, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    const res = await upload(gif, 'image/gif', 'wide.gif');
    expect(res.status).toBe(422);
    expect(res.body.error).toBe('1400x800 GIF files are not supported');
  });

  it('a video over 3840×2160 ends failed without a preview being made', async () => {
    const file = path.join(scratch, 'wide.mp4');
    await generate([
      '-f',
      'lavfi',
      '-i',
      'color=size=4000x2200:duration=0.2:rate=5',
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      '-pix_fmt',
      'yuv420p',
      file,
    ]);
    const res = await upload(fs.readFileSync(file), 'video/mp4', 'wide.mp4');
    expect(res.status).toBe(202);
    expect(await settled(res.body.id as string)).toBe(422);
    expect(fs.existsSync(folderOf(t.server.dataDir, res.body.id as string))).toBe(false);
  });
});

/**
 * Counts, from /proc, the ffmpeg processes this test process started that are alive at once, in a thread of
 * its own so that the server's work on the main thread does not delay a sample; `stop` answers the most seen.
 */
function sampleFfmpegProcesses(): { stop: () => Promise<number> } {
  const code = `
    const { parentPort, workerData } = require('node:worker_threads');
    const fs = require('node:fs');
    let most = 0;
    let stopping = false;
    parentPort.on('message', () => { stopping = true; });
    const count = () => {
      let alive = 0;
      for (const entry of fs.readdirSync('/proc')) {
        if (!/^\\d+$/.test(entry)) continue;
        try {
          const stat = fs.readFileSync('/proc/' + entry + '/stat', 'latin1');
          const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
          if (parent !== workerData.pid) continue;
          if (fs.readFileSync('/proc/' + entry + '/cmdline', 'latin1').includes(workerData.ffmpeg)) alive++;
        } catch {
          // The process ended while it was being read.
        }
      }
      return alive;
    };
    const sample = () => {
      most = Math.max(most, count());
      if (stopping) parentPort.postMessage(most);
      else setTimeout(sample, 1);
    };
    sample();
  `;
  const worker = new Worker(code, {
    eval: true,
    workerData: { pid: process.pid, ffmpeg: ffmpegInstaller.path },
  });
  return {
    stop: async () => {
      const most = new Promise<number>((resolve) => worker.once('message', resolve));
      worker.postMessage('stop');
      const result = await most;
      await worker.terminate();
      return result;
    },
  };
}

/** Two ways to write the path of an upload's original: plain, and through encoded dot segments. */
const pathsTo = (id: string) => [
  `/system/media_attachments/files/${id}/original.mp4`,
  `/system/media_attachments/files/1/%2e%2e/${id}/original.mp4`,
];

describe('video processing is queued', () => {
  it(`twenty video uploads at once never run more than ${FFMPEG_WORKERS} ffmpeg processes at a time`, async () => {
    let last = '';
    const sampler = sampleFfmpegProcesses();
    let most: number;
    try {
      resetFfmpegPeak();
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => upload(fullHd, 'video/mp4', 'clip.mp4')),
      );
      expect(answers.map((res) => res.status)).toEqual(Array(20).fill(202));
      last = answers[19].body.id as string;
      // The last one is still waiting for a worker: its file is not served, however its path is written.
      for (const written of pathsTo(last)) expect([written, await statusOf(written)]).toEqual([written, 404]);
      expect((await api(t.base, 'GET', `/api/v1/media/${last}`, { token: t.tokens.demo })).status).toBe(206);
      for (const res of answers) expect(await settled(res.body.id as string)).toBe(200);
    } finally {
      most = await sampler.stop();
    }
    expect(most).toBeGreaterThan(0);
    expect(most).toBeLessThanOrEqual(FFMPEG_WORKERS);
    expect(ffmpegActivity().peak).toBeLessThanOrEqual(FFMPEG_WORKERS);
    expect(ffmpegActivity()).toMatchObject({ running: 0, waiting: 0 });
    // Once ready, it is served by every one of those paths.
    const ready = await api(t.base, 'GET', `/api/v1/media/${last}`, { token: t.tokens.demo });
    expect(new URL(ready.body.url as string).pathname).toBe(pathsTo(last)[0]);
    for (const written of pathsTo(last)) expect([written, await statusOf(written)]).toEqual([written, 200]);
  }, 60_000);

  it('a file that fails processing is deleted from disk and its URL answers 404', async () => {
    // An MP4 cut short after its first box: taken as an MP4, it fails once ffmpeg reads it.
    const res = await upload(clip.subarray(0, 40), 'video/mp4', 'clip.mp4');
    expect(res.status).toBe(202);
    const id = res.body.id as string;
    expect(await settled(id)).toBe(422);
    expect(fs.existsSync(folderOf(t.server.dataDir, id))).toBe(false);
    const original = await fetch(`${t.base}/system/media_attachments/files/${id}/original.mp4`);
    expect(original.status).toBe(404);
  });

  it('an ffmpeg run over its processor-time limit is stopped', async () => {
    const cpuSeconds = ffmpegLimits.cpuSeconds;
    ffmpegLimits.cpuSeconds = 1;
    const started = Date.now();
    try {
      // Minutes of encoding without the limit; ffmpeg says which signal stopped it (24: SIGXCPU).
      const encode = generate([
        '-f',
        'lavfi',
        '-i',
        'testsrc=duration=120:size=1280x720:rate=30',
        '-c:v',
        'libx264',
        '-f',
        'null',
        '-',
      ]);
      await expect(encode).rejects.toThrow(/received signal 24/);
    } finally {
      ffmpegLimits.cpuSeconds = cpuSeconds;
    }
    expect(Date.now() - started).toBeLessThan(ffmpegLimits.wallMs / 2);
  }, 60_000);
});

describe('no upload stays processing across a restart', () => {
  it('uploads waiting when the server closes, or left processing by a crash, end failed with their files deleted', async () => {
    const first = await startTestServer();
    const token = await tokenFor(first.url, 'demo');
    const crashed = (await upload(clip, 'video/mp4', 'clip.mp4', first.url, token)).body.id as string;
    expect(await settled(crashed, first.url, token)).toBe(200);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => upload(clip, 'video/mp4', 'clip.mp4', first.url, token)),
    );
    expect(answers.map((res) => res.status)).toEqual(Array(8).fill(202));
    const closing = answers.map((res) => res.body.id as string);
    await first.close();
    // A crash in the middle of processing, as the database would keep it.
    const db = new Database(path.join(first.dataDir, 'instance.sqlite3'));
    db.prepare("UPDATE media_attachments SET state = 'processing' WHERE id = ?").run(crashed);
    db.close();

    const second = await startTestServer({ dataDir: first.dataDir });
    const again = await tokenFor(second.url, 'demo');
    const status = async (id: string) =>
      (await api(second.url, 'GET', `/api/v1/media/${id}`, { token: again })).status;
    const gone = async (id: string) => {
      expect(fs.existsSync(folderOf(first.dataDir, id))).toBe(false);
      expect((await fetch(`${second.url}/system/media_attachments/files/${id}/original.mp4`)).status).toBe(
        404,
      );
    };
    expect(await status(crashed)).toBe(422);
    await gone(crashed);
    // Closing let the running ones finish and failed the waiting ones; none answers 206 any more.
    const states = [];
    for (const id of closing) {
      const answer = await status(id);
      states.push(answer);
      if (answer === 422) await gone(id);
    }
    expect(states.every((answer) => answer === 200 || answer === 422)).toBe(true);
    expect(states).toContain(422);
    await second.close();
  }, 60_000);
});
