import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";

import { db } from "~/db/client.server";
import { sessions, users } from "~/db/schema";
import { createSession, revokeAllSessions, revokeSession, userForToken } from "~/domain/accounts";
import { hashToken } from "~/infra/tokens.server";
import { ensureDatabase } from "~/seed/startup.server";

async function userId(account: string): Promise<number> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.account, account));
  return row.id;
}

beforeAll(async () => {
  await ensureDatabase();
});

describe("sessions", () => {
  it("finds the user behind a token of the right kind only", async () => {
    const id = await userId("member01");
    const token = await createSession(id, "web");
    expect(token.length).toBeGreaterThanOrEqual(22); // at least 128 random bits, URL-safe
    expect((await userForToken(token, "web"))?.account).toBe("member01");
    expect(await userForToken(token, "api")).toBeNull();
    expect(await userForToken(`${token}x`, "web")).toBeNull();
  });

  it("stores only a hash of the token", async () => {
    const id = await userId("member02");
    const token = await createSession(id, "api");
    const rows = await db.select().from(sessions).where(eq(sessions.userId, id));
    expect(rows.some((r) => r.tokenHash === token)).toBe(false);
    expect(rows.some((r) => r.tokenHash === hashToken(token))).toBe(true);
  });

  it("expires after 14 days", async () => {
    const id = await userId("staff01");
    const token = await createSession(id, "web");
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      vi.setSystemTime(Date.now() + 13 * 86_400_000);
      expect((await userForToken(token, "web"))?.account).toBe("staff01");
      vi.setSystemTime(Date.now() + 2 * 86_400_000);
      expect(await userForToken(token, "web")).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it("revokes one session, or all of a user's sessions and tokens", async () => {
    const id = await userId("moder01");
    const other = await userId("admin01");
    const a = await createSession(id, "web");
    const b = await createSession(id, "web");
    const c = await createSession(id, "api");
    const keep = await createSession(other, "web");

    await revokeSession(a);
    expect(await userForToken(a, "web")).toBeNull();
    expect((await userForToken(b, "web"))?.id).toBe(id);

    await revokeAllSessions(id);
    expect(await userForToken(b, "web")).toBeNull();
    expect(await userForToken(c, "api")).toBeNull();
    expect((await userForToken(keep, "web"))?.id).toBe(other);
  });
});
