/**
 * Drag and drop of a job's tasks (spec 2 §2.11): the task at `from` takes the place at `to` (0-based
 * positions in the tasks' order); answers every task whose 1-based order changed, with its new order.
 */
export function movedTaskOrders<T extends { id: number; sortOrder: number }>(tasks: readonly T[], from: number, to: number): { task: T; order: number }[] {
  if (from === to || !tasks[from] || !tasks[to]) return [];
  const moved = [...tasks];
  const [task] = moved.splice(from, 1);
  moved.splice(to, 0, task!);
  return moved.map((t, i) => ({ task: t, order: i + 1 })).filter(({ task: t, order }) => t.sortOrder !== order);
}
