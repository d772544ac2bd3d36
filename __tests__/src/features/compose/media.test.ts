import { ApiError } from '../../../../src/api/errors';
import type { MediaUpload } from '../../../../src/api/endpoints/media';
import { uploadMedia } from '../../../../src/api/endpoints/media';
import type { ComposeMedia } from '../../../../src/domain/composeDraft';
import { paramsFor } from '../../../../src/features/compose/draft';
import { mediaLimitsOf, pollDelayMs, refusalOf } from '../../../../src/features/compose/media/limits';
import {
  composeMediaReducer,
  mediaDescriptionSaveRequested,
  mediaRemoved,
  progressPercent,
  uploadFailed,
  uploadRequested,
  uploadStarted,
  uploadSucceeded,
} from '../../../../src/features/compose/media/mediaSlice';
import { composeSaga } from '../../../../src/features/compose/sagas';
import {
  canSubmit,
  composeChanged,
  makeInitialCompose,
  type ComposeState,
} from '../../../../src/features/compose/slice';
import { makeDefaultLocalSettings } from '../../../../src/features/settings/defaults';
import type { Instance } from '../../../../src/api/entities';
import { composeBoxFeatures, fakeApi, inEnglish, makeTestStore, settle, signedInAuth } from '../../fixtures';

jest.mock('../../../../src/api/endpoints/media', () => ({
  ...jest.requireActual('../../../../src/api/endpoints/media'),
  uploadMedia: jest.fn(),
}));
const mockedUpload = uploadMedia as jest.MockedFunction<typeof uploadMedia>;

const picture = (id: string, extra: Partial<ComposeMedia> = {}): ComposeMedia => ({
  id,
  type: 'image',
  url: `https://example.test/${id}.png`,
  preview_url: `https://example.test/${id}-small.png`,
  description: '',
  focus: null,
  ...extra,
});

const attachment = (id: string, type = 'image', extra: Record<string, unknown> = {}) => ({
  id,
  type,
  url: type === 'image' ? `https://example.test/${id}.png` : null,
  preview_url: `https://example.test/${id}-small.png`,
  description: null,
  meta: {},
  ...extra,
});

const instance = (configuration: Record<string, unknown>) => ({ configuration }) as unknown as Instance;

const file = (name: string, type: string, size = 10) => new File([new Uint8Array(size)], name, { type });

/** An upload that reports the given progress, then answers. */
function answering(status: number, data: unknown, progress: [number, number][] = []): typeof uploadMedia {
  return (_api, _file, onProgress): MediaUpload => ({
    response: (async () => {
      for (const [loaded, total] of progress) onProgress(loaded, total);
      await Promise.resolve();
      return { status, data: data as never };
    })(),
    abort: jest.fn(),
  });
}

function setup(compose: Partial<ComposeState> = {}, info: Instance | null = null, local = {}) {
  const api = fakeApi();
  const made = makeTestStore(
    { api },
    {
      auth: signedInAuth('1'),
      compose: { ...makeInitialCompose(), ...compose },
      instance: { info, customEmojis: [], translationLanguages: null },
      settings: {
        ...makeTestStore().store.getState().settings,
        local: { ...makeDefaultLocalSettings(), ...local },
      },
    },
  );
  made.runSaga(composeSaga);
  // The compose box's own watchers, as the registry starts them with the box (the media reducer is in the
  // store since its module loaded).
  made.runSaga(composeBoxFeatures);
  return { ...made, api };
}

/** Lets the lazy worker load and the saga run its promises. */

describe('compose media rules', () => {
  afterEach(() => {
    jest.useRealTimers();
    mockedUpload.mockReset();
  });

  it('upload progress is a percentage capped at 100', () => {
    expect(progressPercent(50, 200)).toBe(25);
    expect(progressPercent(300, 200)).toBe(100);
    expect(progressPercent(5, 0)).toBe(0);
    let state = composeMediaReducer(makeInitialCompose(), uploadStarted({ key: 'k' }));
    state = composeMediaReducer(state, {
      type: 'compose/uploadProgressed',
      payload: { key: 'k', loaded: 9, total: 3 },
    });
    expect(state.uploads).toEqual([{ key: 'k', progress: 100, saving: undefined }]);
  });

  it('the processing poll backs off by log2 of the attempt count times 1 s (the first wait 1 s, as Mastodon)', () => {
    expect([1, 2, 4, 8].map(pollDelayMs)).toEqual([1000, 1000, 2000, 3000]);
    expect(pollDelayMs(3)).toBeCloseTo(Math.log2(3) * 1000);
  });

  it('202 then 206 then 200: the attachment shows as processing, the post waits, then it is ready', async () => {
    mockedUpload.mockImplementation(
      answering(202, attachment('7', 'video', { preview_url: null }), [[5, 10]]),
    );
    const { store, api, actions } = setup();
    api.get
      .mockResolvedValueOnce({
        data: attachment('7', 'video', { preview_url: null }),
        status: 206,
        links: {},
        headers: new Headers(),
      })
      .mockResolvedValueOnce({
        data: attachment('7', 'video'),
        status: 200,
        links: {},
        headers: new Headers(),
      });
    jest.useFakeTimers({ doNotFake: ['setImmediate', 'queueMicrotask', 'nextTick'] });
    store.dispatch(composeChanged({ field: 'text', value: 'A video' }));
    store.dispatch(uploadRequested({ files: [file('clip.webm', 'video/webm')] }));
    await jest.advanceTimersByTimeAsync(0);
    for (let i = 0; i < 6 && api.get.mock.calls.length < 1; i += 1) await jest.advanceTimersByTimeAsync(0);
    expect(actions.map((a) => a.type)).toContain('compose/uploadProgressed');
    expect(store.getState().compose.media).toEqual([expect.objectContaining({ id: '7', processing: true })]);
    expect(canSubmit(store.getState().compose)).toBe(false);
    // The first poll follows the 202 at once, and answers 206.
    expect(api.get).toHaveBeenCalledTimes(1);
    expect(api.get).toHaveBeenCalledWith('/api/v1/media/7');
    await jest.advanceTimersByTimeAsync(999);
    expect(api.get).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    await jest.advanceTimersByTimeAsync(0);
    expect(api.get).toHaveBeenCalledTimes(2);
    const [ready] = store.getState().compose.media;
    expect(ready.processing).toBeUndefined();
    expect(ready.preview_url).toBe('https://example.test/7-small.png');
    expect(store.getState().compose.uploads).toEqual([]);
    expect(canSubmit(store.getState().compose)).toBe(true);
  });

  it('more files than max_media_attachments: "File upload limit exceeded." and nothing is uploaded', async () => {
    const { store } = setup({ media: [picture('1')] }, instance({ statuses: { max_media_attachments: 2 } }));
    store.dispatch(uploadRequested({ files: [file('a.png', 'image/png'), file('b.png', 'image/png')] }));
    await settle();
    expect(mockedUpload).not.toHaveBeenCalled();
    expect(inEnglish(store.getState().alerts[0])).toMatchObject({ message: 'File upload limit exceeded.' });
  });

  it('uploads are refused with a poll: "File upload not allowed with polls."', async () => {
    const { store } = setup({ poll: { options: ['a', 'b'], expires_in: 3600, multiple: false } });
    store.dispatch(uploadRequested({ files: [file('a.png', 'image/png')] }));
    await settle();
    expect(mockedUpload).not.toHaveBeenCalled();
    expect(inEnglish(store.getState().alerts[0])).toMatchObject({
      message: 'File upload not allowed with polls.',
    });
  });

  it('uploads are refused with a quote: "File upload not allowed with quotes."', async () => {
    const { store } = setup({ quoted_status_id: '99' });
    store.dispatch(uploadRequested({ files: [file('a.png', 'image/png')] }));
    await settle();
    expect(mockedUpload).not.toHaveBeenCalled();
    expect(inEnglish(store.getState().alerts[0])).toMatchObject({
      message: 'File upload not allowed with quotes.',
    });
  });

  it('a file of a type or a size the server refuses is not sent, and says why', async () => {
    const limits = mediaLimitsOf(
      instance({ media_attachments: { supported_mime_types: ['image/png'], image_size_limit: 100 } }),
    );
    expect(refusalOf(file('a.gif', 'image/gif'), limits)).toEqual({ reason: 'type' });
    expect(refusalOf(file('a.png', 'image/png', 101), limits)).toEqual({ reason: 'size', limit: 100 });
    expect(refusalOf(file('a.png', 'image/png', 100), limits)).toBeNull();
    // A server that lists nothing takes any image, video or audio file.
    expect(refusalOf(file('a.txt', 'text/plain'), mediaLimitsOf(null))).toEqual({ reason: 'type' });
    const { store } = setup({}, instance({ media_attachments: { supported_mime_types: ['image/png'] } }));
    store.dispatch(uploadRequested({ files: [file('notes.txt', 'text/plain')] }));
    await settle();
    expect(mockedUpload).not.toHaveBeenCalled();
    expect(inEnglish(store.getState().alerts[0])?.message).toContain('notes.txt');
  });

  it("a failed upload (422) clears its uploading state and shows the server's words, without the status code", async () => {
    mockedUpload.mockImplementation(() => ({
      response: Promise.reject(
        new ApiError({ kind: 'http', status: 422, error: 'Validation failed: File content type is invalid' }),
      ),
      abort: jest.fn(),
    }));
    const { store, actions } = setup();
    store.dispatch(uploadRequested({ files: [file('a.png', 'image/png')] }));
    await settle(10);
    expect(actions.map((a) => a.type)).toContain('compose/uploadStarted');
    expect(store.getState().compose.uploads).toEqual([]);
    expect(store.getState().compose.media).toEqual([]);
    expect(inEnglish(store.getState().alerts[0])).toMatchObject({
      title: 'Could not be done',
      message: 'Validation failed: File content type is invalid',
    });
  });

  it('a 200 upload is ready at once: progress shown, then the attachment', async () => {
    mockedUpload.mockImplementation(answering(200, attachment('5'), [[1, 4]]));
    const { store } = setup();
    store.dispatch(uploadRequested({ files: [file('a.png', 'image/png')] }));
    await settle(10);
    expect(store.getState().compose.media).toEqual([
      expect.objectContaining({ id: '5', url: 'https://example.test/5.png', description: '' }),
    ]);
    expect(store.getState().compose.uploads).toEqual([]);
  });
});

describe('sensitive rules', () => {
  it('turning the content warning on with media sets sensitive', () => {
    const withMedia = { ...makeInitialCompose(), media: [picture('1')] };
    expect(composeMediaReducer(withMedia, composeChanged({ field: 'spoiler', value: true })).sensitive).toBe(
      true,
    );
    const without = makeInitialCompose();
    expect(composeMediaReducer(without, composeChanged({ field: 'spoiler', value: true })).sensitive).toBe(
      false,
    );
  });

  it('removing the last media clears sensitive', () => {
    let state: ComposeState = {
      ...makeInitialCompose(),
      media: [picture('1'), picture('2')],
      sensitive: true,
    };
    state = composeMediaReducer(state, mediaRemoved({ id: '1' }));
    expect(state.sensitive).toBe(true);
    state = composeMediaReducer(state, mediaRemoved({ id: '2' }));
    expect(state).toMatchObject({ media: [], sensitive: false });
  });

  it('the first upload sets sensitive if the default or a content warning is on', () => {
    const started = (base: Partial<ComposeState>) =>
      composeMediaReducer({ ...makeInitialCompose(), ...base }, uploadStarted({ key: 'k' }));
    const succeed = (state: ComposeState, defaultSensitive: boolean) =>
      composeMediaReducer(state, uploadSucceeded({ key: 'k', media: picture('1'), defaultSensitive }));
    expect(succeed(started({}), false).sensitive).toBe(false);
    expect(succeed(started({}), true).sensitive).toBe(true);
    expect(succeed(started({ spoiler: true }), false).sensitive).toBe(true);
    // Not the first: the user's choice stands.
    expect(succeed(started({ media: [picture('0')] }), true).sensitive).toBe(false);
  });

  it('the default-sensitive preference is off by default', () => {
    expect(makeDefaultLocalSettings().default_sensitive).toBe(false);
  });

  it('a status is sensitive if the flag is set, or with a content warning and media', () => {
    const base = { ...makeInitialCompose(), text: 'x' };
    expect(paramsFor(base).sensitive).toBe(false);
    expect(paramsFor({ ...base, sensitive: true }).sensitive).toBe(true);
    expect(paramsFor({ ...base, spoiler: true, spoiler_text: 'cw' }).sensitive).toBe(false);
    expect(paramsFor({ ...base, spoiler: true, spoiler_text: 'cw', media: [picture('1')] }).sensitive).toBe(
      true,
    );
    // A closed content warning field is not sent, so it does not count.
    expect(paramsFor({ ...base, spoiler: false, spoiler_text: 'cw', media: [picture('1')] }).sensitive).toBe(
      false,
    );
  });

  it('an upload that ends after the box was emptied adds nothing', () => {
    const state = composeMediaReducer(
      makeInitialCompose(),
      uploadSucceeded({ key: 'gone', media: picture('1'), defaultSensitive: false }),
    );
    expect(state.media).toEqual([]);
    expect(
      composeMediaReducer(
        { ...makeInitialCompose(), uploads: [{ key: 'k', progress: 3 }] },
        uploadFailed({ key: 'k' }),
      ).uploads,
    ).toEqual([]);
  });
});

describe('descriptions and focal points', () => {
  it('focus is sent as "x,y" with 2 decimals', async () => {
    const { store, api } = setup({ media: [picture('3')] });
    api.put.mockResolvedValue({ data: attachment('3'), status: 200, links: {}, headers: new Headers() });
    store.dispatch(
      mediaDescriptionSaveRequested({ id: '3', description: 'A cat', focus: { x: 0.123, y: -0.5 } }),
    );
    await settle();
    expect(api.put).toHaveBeenCalledWith('/api/v1/media/3', {
      form: { description: 'A cat', focus: '0.12,-0.50' },
    });
    expect(store.getState().compose.media[0]).toMatchObject({
      description: 'A cat',
      focus: { x: 0.123, y: -0.5 },
    });
    expect(store.getState().compose.uploads).toEqual([]);
  });

  it('the post waits while a description is being saved', async () => {
    const { store, api } = setup({ text: 'x', media: [picture('3')] });
    let answer: (value: unknown) => void = () => undefined;
    api.put.mockReturnValue(new Promise((resolve) => (answer = resolve)) as never);
    store.dispatch(mediaDescriptionSaveRequested({ id: '3', description: 'A cat', focus: null }));
    await settle();
    expect(canSubmit(store.getState().compose)).toBe(false);
    answer({ data: attachment('3'), status: 200, links: {}, headers: new Headers() });
    await settle();
    expect(canSubmit(store.getState().compose)).toBe(true);
  });

  it('media_attributes on edit: the description is kept in the state and sent with the PUT of the post', async () => {
    const { store, api } = setup({ text: 'x', media: [picture('3')], edited_status_id: '40' });
    store.dispatch(
      mediaDescriptionSaveRequested({ id: '3', description: 'A dog', focus: { x: 0.5, y: 0.25 } }),
    );
    await settle();
    expect(api.put).not.toHaveBeenCalled();
    const params = paramsFor(store.getState().compose);
    expect(params.media_ids).toEqual(['3']);
    expect(params.media_attributes).toEqual([{ id: '3', description: 'A dog', focus: '0.50,0.25' }]);
    // A new post does not send them (its media were updated one by one).
    expect(
      paramsFor({ ...store.getState().compose, edited_status_id: null }).media_attributes,
    ).toBeUndefined();
  });
});
