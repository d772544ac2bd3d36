import { uploadMedia } from '../../../src/api/endpoints/media';
import { ApiError } from '../../../src/api/errors';
import { fakeApi } from '../fixtures';

/** Just enough of XMLHttpRequest to play an upload: progress events, then an answer. */
class FakeXhr {
  static last: FakeXhr;
  upload = new EventTarget();
  private events = new EventTarget();
  status = 0;
  statusText = '';
  responseText = '';
  headers: Record<string, string> = {};
  opened: [string, string] | null = null;
  body: unknown = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.opened = [method, url];
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  addEventListener(type: string, listener: EventListener) {
    this.events.addEventListener(type, listener);
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.events.dispatchEvent(new Event('abort'));
  }
  progress(loaded: number, total: number) {
    const event = Object.assign(new Event('progress'), { lengthComputable: true, loaded, total });
    this.upload.dispatchEvent(event);
  }
  answer(status: number, body: unknown, statusText = '') {
    Object.assign(this, { status, statusText, responseText: JSON.stringify(body) });
    this.events.dispatchEvent(new Event('load'));
  }
}

describe('uploadMedia', () => {
  const original = globalThis.XMLHttpRequest;
  beforeEach(() => {
    globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
  });
  afterEach(() => {
    globalThis.XMLHttpRequest = original;
  });

  it('POSTs the file as the "file" field of /api/v2/media with the token, reporting upload progress', async () => {
    const progress = jest.fn();
    const file = new File(['abc'], 'a.png', { type: 'image/png' });
    const upload = uploadMedia(fakeApi(), file, progress);
    const xhr = FakeXhr.last;
    expect(xhr.opened).toEqual(['POST', 'http://localhost/api/v2/media']);
    expect(xhr.headers.Authorization).toBe('Bearer token');
    expect(xhr.body).toBeInstanceOf(FormData);
    expect([...(xhr.body as FormData).keys()]).toEqual(['file']);
    xhr.progress(1, 3);
    expect(progress).toHaveBeenCalledWith(1, 3);
    xhr.answer(202, { id: '7', type: 'video' });
    await expect(upload.response).resolves.toEqual({ status: 202, data: { id: '7', type: 'video' } });
  });

  it("a refusal is the client's ApiError with the server's error field", async () => {
    const upload = uploadMedia(fakeApi(), new File(['x'], 'a.bin'), jest.fn());
    FakeXhr.last.answer(422, { error: 'Validation failed: File content type is invalid' }, 'Unprocessable');
    const error = (await upload.response.catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      kind: 'http',
      status: 422,
      error: 'Validation failed: File content type is invalid',
    });
  });
});
