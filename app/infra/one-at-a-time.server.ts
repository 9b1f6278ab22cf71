import { queueLength } from "./metrics.server";

/**
 * Runs tasks one after another, each after the event loop has had a turn. For work that holds the
 * CPU (a PDF takes some 75 ms): forty asked at once then keep other requests waiting one task's
 * time, not forty tasks'. A task that fails does not stop the next.
 */
export function oneAtATime(name?: string): <T>(task: () => Promise<T>) => Promise<T> {
  let last: Promise<unknown> = Promise.resolve();
  let queued = 0;
  if (name) queueLength(name, () => queued);
  return <T>(task: () => Promise<T>): Promise<T> => {
    queued += 1;
    const run = last.then(() => new Promise<void>((resolve) => setImmediate(resolve))).then(task);
    last = run.catch(() => undefined);
    void last.then(() => (queued -= 1));
    return run;
  };
}
