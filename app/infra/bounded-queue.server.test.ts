import { describe, expect, it } from "vitest";

import { boundedQueue, QueueFull } from "~/infra/bounded-queue.server";

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("boundedQueue", () => {
  it("runs `concurrency` tasks at a time, in the order they came, and a failure does not stop the next", async () => {
    const run = boundedQueue({ concurrency: 2, capacity: 100 });
    const events: string[] = [];
    let running = 0;
    const task =
      (name: string, fail = false) =>
      async () => {
        running += 1;
        expect(running).toBeLessThanOrEqual(2);
        events.push(`start ${name}`);
        await pause(5);
        running -= 1;
        if (fail) throw new Error(name);
        return name;
      };
    const results = await Promise.allSettled(["a", "b", "c", "d"].map((name) => run(1, task(name, name === "b"))));
    expect(results.map((r) => r.status)).toEqual(["fulfilled", "rejected", "fulfilled", "fulfilled"]);
    expect(events).toEqual(["start a", "start b", "start c", "start d"]);
  });

  it("refuses at once what would take it past its capacity, and takes work again once some is done", async () => {
    const run = boundedQueue({ concurrency: 1, capacity: 10 });
    let ran = 0;
    const task = async () => {
      ran += 1;
      await pause(10);
    };
    const first = run(6, task);
    const second = run(4, task);
    await expect(run(1, task)).rejects.toBeInstanceOf(QueueFull);
    await Promise.all([first, second]);
    expect(ran).toBe(2);
    await run(10, task);
    // Alone, a task is taken whatever it costs.
    await run(50, task);
    expect(ran).toBe(4);
  });
});
