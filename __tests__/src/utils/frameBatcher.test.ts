import { createFrameBatcher } from '../../../src/utils/frameBatcher';

describe('batching by animation frame', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('hands over everything pushed before a frame together, in order, once per frame', () => {
    const batches: number[][] = [];
    const batcher = createFrameBatcher<number>((items) => batches.push(items), 100);
    batcher.push(1);
    batcher.push(2);
    batcher.push(3);
    expect(batches).toEqual([]);
    // The fake clock draws a frame every 16 ms.
    jest.advanceTimersByTime(16);
    expect(batches).toEqual([[1, 2, 3]]);
    batcher.push(4);
    jest.advanceTimersByTime(16);
    jest.advanceTimersByTime(200);
    expect(batches).toEqual([[1, 2, 3], [4]]);
  });

  it('a hidden page, which gets no frames, gets its batch after the fallback delay', () => {
    jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const frame = jest.spyOn(window, 'requestAnimationFrame');
    const batches: string[][] = [];
    const batcher = createFrameBatcher<string>((items) => batches.push(items), 100);
    batcher.push('a');
    batcher.push('b');
    jest.advanceTimersByTime(99);
    expect(batches).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(batches).toEqual([['a', 'b']]);
    expect(frame).not.toHaveBeenCalled();
  });

  it('a frame that never comes (the page hidden after asking for it) is replaced by the fallback delay', () => {
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 1);
    const batches: string[][] = [];
    const batcher = createFrameBatcher<string>((items) => batches.push(items), 100);
    batcher.push('a');
    jest.advanceTimersByTime(100);
    expect(batches).toEqual([['a']]);
  });

  it('flush hands over at once and cancel drops what waits', () => {
    const batches: string[][] = [];
    const batcher = createFrameBatcher<string>((items) => batches.push(items), 100);
    batcher.push('a');
    batcher.flush();
    expect(batches).toEqual([['a']]);
    batcher.push('b');
    batcher.cancel();
    jest.advanceTimersByTime(200);
    expect(batches).toEqual([['a']]);
    batcher.flush();
    expect(batches).toEqual([['a']]);
  });

  it('a frame asked for with nothing pushed is delivered empty, once', () => {
    const batches: string[][] = [];
    const batcher = createFrameBatcher<string>((items) => batches.push(items), 100);
    batcher.requestFrame();
    jest.advanceTimersByTime(16);
    expect(batches).toEqual([[]]);
    jest.advanceTimersByTime(200);
    expect(batches).toEqual([[]]);
    batcher.requestFrame();
    batcher.push('a');
    jest.advanceTimersByTime(16);
    expect(batches).toEqual([[], ['a']]);
  });
});
