import { afterFirstPaint } from '../../../src/ui/firstPaint';

describe('work after the first frame with posts', () => {
  it('does not run while the frame is prepared, runs once it is drawn, and at once afterwards', async () => {
    const first = jest.fn();
    afterFirstPaint(first);
    expect(first).not.toHaveBeenCalled();
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(first).toHaveBeenCalledTimes(1);
    const later = jest.fn();
    afterFirstPaint(later);
    expect(later).toHaveBeenCalledTimes(1);
  });

  it('a cancelled task never runs', async () => {
    let task = jest.fn();
    await jest.isolateModulesAsync(async () => {
      // A fresh module: nothing has been drawn yet.
      const fresh = await import('../../../src/ui/firstPaint');
      task = jest.fn();
      const cancel = fresh.afterFirstPaint(task);
      cancel();
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(task).not.toHaveBeenCalled();
  });
});
