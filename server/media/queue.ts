/** Thrown to the jobs still waiting when their queue is closed. */
export class QueueClosed extends Error {}

interface Waiting {
  start: () => void;
  cancel: (error: Error) => void;
}

/**
 * Runs at most `workers` jobs at a time, sharing the workers fairly between the keys jobs are queued
 * under (accounts): when a worker is free, the next job comes from the key with the fewest jobs running,
 * and among those from the one whose last job started longest ago, so one key's backlog never makes another key's job wait
 * behind all of it. A key's own jobs run in the order they came. `running`, `waiting` and `peak` (the most
 * jobs ever run at once since the last `resetPeak`) say what it does.
 */
export class FairQueue {
  private active = 0;
  private highest = 0;
  private closed = false;
  /** Waiting jobs by key, each key's in the order they came. */
  private readonly lines = new Map<string, Waiting[]>();
  private readonly activeByKey = new Map<string, number>();
  /** When each key with jobs running or waiting last had one started (a count of starts). */
  private readonly lastStart = new Map<string, number>();
  private starts = 0;
  private queued = 0;
  private idle: (() => void)[] = [];

  constructor(readonly workers: number) {}

  get running(): number {
    return this.active;
  }

  get waiting(): number {
    return this.queued;
  }

  get peak(): number {
    return this.highest;
  }

  /** Jobs of `key` running and waiting now. */
  activity(key: string): { running: number; waiting: number } {
    return { running: this.activeByKey.get(key) ?? 0, waiting: this.lines.get(key)?.length ?? 0 };
  }

  resetPeak(): void {
    this.highest = this.active;
  }

  run<T>(key: string, job: () => Promise<T>): Promise<T> {
    if (this.closed) return Promise.reject(new QueueClosed('The server is closing'));
    return new Promise<T>((resolve, reject) => {
      const start = (): void => {
        this.active++;
        this.activeByKey.set(key, (this.activeByKey.get(key) ?? 0) + 1);
        this.lastStart.set(key, ++this.starts);
        this.highest = Math.max(this.highest, this.active);
        // A job that throws before returning its promise fails like one that rejects.
        Promise.resolve()
          .then(job)
          .then(resolve, reject)
          .finally(() => {
            this.active--;
            const left = (this.activeByKey.get(key) ?? 1) - 1;
            if (left > 0) this.activeByKey.set(key, left);
            else this.activeByKey.delete(key);
            if (left === 0 && !this.lines.has(key)) this.lastStart.delete(key);
            this.next();
          });
      };
      if (this.active < this.workers) {
        start();
        return;
      }
      const line = this.lines.get(key);
      if (line) line.push({ start, cancel: reject });
      else this.lines.set(key, [{ start, cancel: reject }]);
      this.queued++;
    });
  }

  private next(): void {
    let chosen: string | undefined;
    let best: [number, number] = [Infinity, Infinity];
    for (const key of this.lines.keys()) {
      const rank: [number, number] = [this.activeByKey.get(key) ?? 0, this.lastStart.get(key) ?? 0];
      if (rank[0] < best[0] || (rank[0] === best[0] && rank[1] < best[1])) [chosen, best] = [key, rank];
    }
    if (chosen !== undefined) {
      const line = this.lines.get(chosen)!;
      const waiting = line.shift()!;
      this.queued--;
      if (line.length === 0) this.lines.delete(chosen);
      waiting.start();
      return;
    }
    if (this.active === 0) {
      for (const done of this.idle) done();
      this.idle = [];
    }
  }

  /** Refuses new jobs, fails the waiting ones with QueueClosed and settles when the running ones end. */
  close(): Promise<void> {
    this.closed = true;
    for (const line of this.lines.values())
      for (const waiting of line) waiting.cancel(new QueueClosed('The server is closing'));
    this.lines.clear();
    this.queued = 0;
    if (this.active === 0) return Promise.resolve();
    return new Promise((resolve) => this.idle.push(resolve));
  }
}

/** A queue with one line: at most `workers` jobs at a time, the others in the order they came. */
export class WorkQueue {
  private readonly fair: FairQueue;

  constructor(readonly workers: number) {
    this.fair = new FairQueue(workers);
  }

  get running(): number {
    return this.fair.running;
  }

  get waiting(): number {
    return this.fair.waiting;
  }

  get peak(): number {
    return this.fair.peak;
  }

  resetPeak(): void {
    this.fair.resetPeak();
  }

  run<T>(job: () => Promise<T>): Promise<T> {
    return this.fair.run('', job);
  }

  close(): Promise<void> {
    return this.fair.close();
  }
}
