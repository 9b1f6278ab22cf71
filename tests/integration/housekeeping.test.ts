import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

import { db } from "~/db/client.server";
import { rateLimits, sessions } from "~/db/schema";
import { createSession, findUserByAccount, userForToken } from "~/domain/accounts";
import { sweepExpired } from "~/domain/back-office";
import { ensureDatabase } from "~/seed/startup.server";

beforeAll(async () => {
  await ensureDatabase();
});

describe("expired rows are removed", () => {
  it("sessions past their end and rate-limit windows that are over go; live ones stay", async () => {
    const member = (await findUserByAccount("member01"))!;
    const live = await createSession(member.id, "web");
    const old = await createSession(member.id, "api");
    await db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(sql`${sessions.kind} = 'api' and ${sessions.userId} = ${member.id}`);
    await db.insert(rateLimits).values([
      { key: "test:over", count: 3, resetAt: sql`now() - interval '1 second'` },
      { key: "test:running", count: 3, resetAt: sql`now() + interval '10 minutes'` },
    ]);

    const gone = await sweepExpired();
    expect(gone.sessions).toBeGreaterThanOrEqual(1);
    expect(gone.rateLimits).toBeGreaterThanOrEqual(1);
    expect(await userForToken(live, "web")).toBeTruthy();
    expect(await userForToken(old, "api")).toBeNull();
    const keys = (await db.select({ key: rateLimits.key }).from(rateLimits)).map((r) => r.key);
    expect(keys).toContain("test:running");
    expect(keys).not.toContain("test:over");
  });
});
