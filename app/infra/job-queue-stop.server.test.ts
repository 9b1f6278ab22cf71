import { describe, expect, it } from "vitest";

import { createQueue } from "./jobs.server";

/*
 * A job that ends after the queue's stop records its end through pg-boss without anyone awaiting
 * it (manager.watch): the refused statement must leave pg-boss nothing to throw on.
 */
describe("the job queue after its stop", () => {
  const statements: string[] = [];
  const { boss, drain } = createQueue(async (text) => {
    statements.push(text);
    return { rows: [{ count: "1" }] };
  });

  it("runs no statement, and pg-boss's complete, fail and fetch answer 'nothing done'", async () => {
    await drain();
    const id = "00000000-0000-0000-0000-000000000000";
    await expect(boss.fail("some-job", id, new Error("late"))).resolves.toMatchObject({ affected: 0 });
    await expect(boss.complete("some-job", id)).resolves.toMatchObject({ affected: 0 });
    await expect(boss.fetch("some-job")).resolves.toEqual([]);
    expect(statements).toEqual([]);
  });
});
