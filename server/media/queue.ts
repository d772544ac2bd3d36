/** Thrown to the jobs still waiting when their queue is closed. */
export class QueueClosed extends Error {}

/**
 * Runs at most `workers` jobs at a time; the others wait their turn in the order they came. `running`,
 * `waiting` and `peak` (the most jobs ever run at once since the last `resetPeak`) say what it does.
 */
export class WorkQueue {
  private active = 0;
  private highest = 0;
  private closed = false;
  private readonly queue: { start: () => void; cancel: (error: Error) => void }[] = [];
  private idle: (() => void)[] = [];

  constructor(readonly workers: number) {}

  get running(): number {
    return this.active;
  }

  get waiting(): number {
    return this.queue.length;
  }

  get peak(): number {
    return this.highest;
  }

  resetPeak(): void {
    this.highest = this.active;
  }

  run<T>(job: () => Promise<T>): Promise<T> {
    if (this.closed) return Promise.reject(new QueueClosed('The server is closing'));
    return new Promise<T>((resolve, reject) => {
      const start = (): void => {
        this.active++;
        this.highest = Math.max(this.highest, this.active);
        // A job that throws before returning its promise fails like one that rejects.
        Promise.resolve()
          .then(job)
          .then(resolve, reject)
          .finally(() => {
            this.active--;
            this.next();
          });
      };
      if (this.active < this.workers) start();
      else this.queue.push({ start, cancel: reject });
    });
  }

  private next(): void {
    const waiting = this.queue.shift();
    if (waiting) {
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
    for (const waiting of this.queue.splice(0)) waiting.cancel(new QueueClosed('The server is closing'));
    if (this.active === 0) return Promise.resolve();
    return new Promise((resolve) => this.idle.push(resolve));
  }
}
