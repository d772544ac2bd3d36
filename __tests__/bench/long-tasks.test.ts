import { notificationBurstFigures } from '../../bench/long-tasks.mjs';

describe('notification burst figures', () => {
  test('count the tasks over 50 ms and over 100 ms, and the longest', () => {
    const figures = notificationBurstFigures([51, 50, 120.04, 75, 101], { lastArrived: true, budget: false });
    expect(figures).toEqual({
      longTasksOver50ms: 4,
      longTasksOver100ms: 2,
      longestTaskMs: 120,
      longTasksTotalMs: 397,
    });
  });

  test('the budget holds with at most 3 tasks over 50 ms, none over 100 ms, and the last post arrived', () => {
    expect(notificationBurstFigures([60, 70, 99], { lastArrived: true, budget: true })).toMatchObject({
      budgetLongTasksOver50ms: 3,
      budgetLongestTaskMs: 100,
      withinBudget: true,
    });
    expect(notificationBurstFigures([60, 70, 99, 55], { lastArrived: true, budget: true }).withinBudget).toBe(
      false,
    );
    expect(notificationBurstFigures([101], { lastArrived: true, budget: true }).withinBudget).toBe(false);
    expect(notificationBurstFigures([], { lastArrived: false, budget: true }).withinBudget).toBe(false);
  });
});
