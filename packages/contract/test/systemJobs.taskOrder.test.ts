import { describe, expect, it } from 'vitest';
import { movedTaskOrders } from '../src/systemJobs/taskOrder';

const tasks = [1, 2, 3, 4].map((n) => ({ id: n * 10, sortOrder: n }));
const changes = (from: number, to: number) => movedTaskOrders(tasks, from, to).map(({ task, order }) => [task.id, order]);

describe('movedTaskOrders', () => {
  it('gives the moved task the target place and renumbers only the tasks whose order changed', () => {
    expect(changes(3, 1)).toEqual([
      [40, 2],
      [20, 3],
      [30, 4],
    ]);
    expect(changes(0, 2)).toEqual([
      [20, 1],
      [30, 2],
      [10, 3],
    ]);
    expect(changes(1, 2)).toEqual([
      [30, 2],
      [20, 3],
    ]);
  });

  it('changes nothing for a drop on the same place or outside the list', () => {
    expect(changes(2, 2)).toEqual([]);
    expect(changes(0, 9)).toEqual([]);
  });

  it('renumbers tasks whose stored order had a gap', () => {
    const gappy = [
      { id: 1, sortOrder: 1 },
      { id: 2, sortOrder: 3 },
    ];
    expect(movedTaskOrders(gappy, 1, 0).map(({ task, order }) => [task.id, order])).toEqual([
      [2, 1],
      [1, 2],
    ]);
  });
});
