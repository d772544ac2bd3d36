import { FairQueue, QueueClosed } from '../../server/media/queue';

/** A job that runs until the test lets it end, and says when it started. */
function gate(log: string[], name: string) {
  let finish: () => void = () => undefined;
  const ended = new Promise<void>((resolve) => (finish = resolve));
  return {
    job: async () => {
      log.push(name);
      await ended;
    },
    finish,
  };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('one account’s media backlog does not hold up another account’s upload', () => {
  test('with ten jobs of one account queued, another account’s single job runs at the next free worker', async () => {
    const queue = new FairQueue(2);
    const started: string[] = [];
    const flood = Array.from({ length: 10 }, (_, i) => gate(started, `alice-${i}`));
    const floodDone = flood.map((g) => queue.run('alice', g.job));
    await tick();
    const single = gate(started, 'bob-0');
    const singleDone = queue.run('bob', single.job);
    await tick();
    expect(started).toEqual(['alice-0', 'alice-1']);
    expect(queue.activity('alice')).toEqual({ running: 2, waiting: 8 });
    expect(queue.activity('bob')).toEqual({ running: 0, waiting: 1 });
    flood[0].finish();
    await tick();
    // Bob's job takes the freed worker, ahead of the eight of alice's that came before it.
    expect(started).toEqual(['alice-0', 'alice-1', 'bob-0']);
    single.finish();
    await singleDone;
    for (const g of flood) g.finish();
    await Promise.all(floodDone);
    expect(started.filter((name) => name.startsWith('alice'))).toEqual(flood.map((_, i) => `alice-${i}`));
    expect(queue.peak).toBe(2);
  });

  test('three accounts with backlogs take turns, each in its own order', async () => {
    const queue = new FairQueue(1);
    const started: string[] = [];
    const gates = new Map<string, ReturnType<typeof gate>>();
    const done: Promise<void>[] = [];
    for (const account of ['a', 'b', 'c'])
      for (let i = 0; i < 3; i++) {
        const g = gate(started, `${account}${i}`);
        gates.set(`${account}${i}`, g);
        done.push(queue.run(account, g.job));
      }
    for (let i = 0; i < 9; i++) {
      await tick();
      gates.get(started[started.length - 1])!.finish();
    }
    await Promise.all(done);
    expect(started).toEqual(['a0', 'b0', 'c0', 'a1', 'b1', 'c1', 'a2', 'b2', 'c2']);
  });

  test('closing fails the waiting jobs of every account and lets the running one end', async () => {
    const queue = new FairQueue(1);
    const started: string[] = [];
    const running = gate(started, 'a0');
    const first = queue.run('a', running.job);
    const waiting = [queue.run('a', async () => undefined), queue.run('b', async () => undefined)];
    const closed = queue.close();
    for (const job of waiting) await expect(job).rejects.toBeInstanceOf(QueueClosed);
    running.finish();
    await first;
    await closed;
    await expect(queue.run('c', async () => undefined)).rejects.toBeInstanceOf(QueueClosed);
  });
});
