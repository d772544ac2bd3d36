// Main-thread long tasks in the page under test, and the figures the bench reports from them.

const round = (value) => Math.round(value * 10) / 10;

/**
 * Starts recording long tasks and long animation frames; returns the page's clock at that moment.
 * The observers are buffered, so only tasks that start from then are counted by `longTasksSince`.
 */
export function observeLongTasks(page) {
  return page.evaluate(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__longTasks.push([entry.startTime, entry.duration]);
    }).observe({ type: 'longtask', buffered: true });
    // Long animation frames name the scripts that ran in them: what the long tasks were.
    window.__longFrames = [];
    new PerformanceObserver((list) => {
      for (const frame of list.getEntries()) {
        if (frame.duration <= 50) continue;
        window.__longFrames.push({
          startTime: frame.startTime,
          durationMs: Math.round(frame.duration),
          renderMs: Math.round(frame.renderStart ? frame.startTime + frame.duration - frame.renderStart : 0),
          scripts: frame.scripts.map((script) => ({
            invoker: script.invoker,
            source: `${script.sourceFunctionName || '?'} ${(script.sourceURL || '').split('/').pop()}:${script.sourceCharPosition}`,
            durationMs: Math.round(script.duration),
            forcedLayoutMs: Math.round(script.forcedStyleAndLayoutDuration),
          })),
        });
      }
    }).observe({ type: 'long-animation-frame', buffered: true });
    return performance.now();
  });
}

export async function longTasksSince(page, start) {
  return (await page.evaluate(() => window.__longTasks))
    .filter(([startTime]) => startTime >= start)
    .map(([, duration]) => duration);
}

/**
 * Long-task figures of a notification burst; with `budget`, the budget (at most 3 tasks over 50 ms,
 * none over 100 ms, and the last post arrived) and whether it holds.
 */
export function notificationBurstFigures(durations, { lastArrived, budget }) {
  const over50 = durations.filter((duration) => duration > 50).length;
  const over100 = durations.filter((duration) => duration > 100).length;
  return {
    longTasksOver50ms: over50,
    longTasksOver100ms: over100,
    longestTaskMs: round(Math.max(0, ...durations)),
    longTasksTotalMs: round(durations.reduce((sum, d) => sum + d, 0)),
    ...(budget
      ? {
          budgetLongTasksOver50ms: 3,
          budgetLongestTaskMs: 100,
          withinBudget: lastArrived && over50 <= 3 && over100 === 0,
        }
      : {}),
  };
}
