import { describe, expect, it } from "vitest";

import { oneAtATime } from "~/infra/one-at-a-time.server";

describe("oneAtATime", () => {
  it("runs tasks one after another, in the order asked, and a failure does not stop the next", async () => {
    const queue = oneAtATime();
    const events: string[] = [];
    let running = 0;
    const task =
      (name: string, fail = false) =>
      async () => {
        running += 1;
        expect(running).toBe(1);
        events.push(`start ${name}`);
        await new Promise((resolve) => setTimeout(resolve, 5));
        events.push(`end ${name}`);
        running -= 1;
        if (fail) throw new Error(name);
        return name;
      };
    const results = await Promise.allSettled([queue(task("a")), queue(task("b", true)), queue(task("c"))]);
    expect(results.map((r) => r.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
    expect(events).toEqual(["start a", "end a", "start b", "end b", "start c", "end c"]);
  });

  it("lets other work run before each task", async () => {
    const queue = oneAtATime();
    const events: string[] = [];
    const done = queue(async () => events.push("task"));
    setImmediate(() => events.push("other"));
    await done;
    expect(events).toEqual(["other", "task"]);
  });
});
