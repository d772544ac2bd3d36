// Types of bench/long-tasks.mjs, for the tests that import it.
export function observeLongTasks(page: unknown): Promise<number>;
export function longTasksSince(page: unknown, start: number): Promise<number[]>;
export function notificationBurstFigures(
  durations: number[],
  options: { lastArrived: boolean; budget: boolean },
): {
  longTasksOver50ms: number;
  longTasksOver100ms: number;
  longestTaskMs: number;
  longTasksTotalMs: number;
  budgetLongTasksOver50ms?: number;
  budgetLongestTaskMs?: number;
  withinBudget?: boolean;
};
