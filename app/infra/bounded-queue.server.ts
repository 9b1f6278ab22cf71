import { queueLength } from "./metrics.server";

/** A task the queue had no room for: refused at once, nothing of it ran. */
export class QueueFull extends Error {
  constructor() {
    super("queue full");
    this.name = "QueueFull";
  }
}

/**
 * Runs at most `concurrency` tasks at a time, the others in the order they came. A task is taken
 * only while the cost of those taken and not finished (running or waiting) stays within
 * `capacity`; past it the task is refused at once (QueueFull), so a flood costs the waiting ones a
 * bounded wait and the others a quick "try again", not memory and minutes. A lone task is always
 * taken, whatever its cost. A task that fails does not stop the next.
 */
export function boundedQueue(options: { concurrency: number; capacity: number; name?: string }) {
  let taken = 0;
  let running = 0;
  const waiting: (() => void)[] = [];
  if (options.name) queueLength(options.name, () => running + waiting.length);
  const startNext = () => {
    if (running >= options.concurrency) return;
    const start = waiting.shift();
    if (!start) return;
    running += 1;
    start();
  };
  return async function run<T>(cost: number, task: () => Promise<T>): Promise<T> {
    if (taken > 0 && taken + cost > options.capacity) throw new QueueFull();
    taken += cost;
    await new Promise<void>((resolve) => {
      waiting.push(resolve);
      startNext();
    });
    try {
      return await task();
    } finally {
      taken -= cost;
      running -= 1;
      startNext();
    }
  };
}
