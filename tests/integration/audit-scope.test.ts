import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

import { db } from "~/db/client.server";
import { auditLog } from "~/db/schema";
import { audit } from "~/domain/audit";
import { withRequestScope } from "~/infra/request-scope.server";
import { ensureDatabase } from "~/seed/startup.server";

beforeAll(ensureDatabase);

const target = { type: "scope-test", id: `${Date.now()}` };
const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const write = (note: string) => audit(db, { actor: null, action: "settings.saved", target, after: { note } });

async function addressOf(note: string) {
  const rows = await db
    .select({ ip: auditLog.ip, after: auditLog.after })
    .from(auditLog)
    .where(and(eq(auditLog.targetType, target.type), eq(auditLog.targetId, target.id)));
  return rows.find((row) => (row.after as { note: string }).note === note)?.ip;
}

describe("the audit's client address", () => {
  it("stays with each action while others start and finish around it, and is gone outside them", async () => {
    const slow = withRequestScope({ ip: "198.51.100.1", readsOnly: false }, async () => {
      await later(50);
      await write("slow");
    });
    // This one opens and closes while the slow one is still under way.
    await withRequestScope({ ip: "198.51.100.2", readsOnly: false }, () => write("quick"));
    await slow;
    await write("outside");
    // A scope opened again after all had closed.
    await withRequestScope({ ip: "198.51.100.3", readsOnly: false }, () => write("again"));

    expect(await addressOf("slow")).toBe("198.51.100.1");
    expect(await addressOf("quick")).toBe("198.51.100.2");
    expect(await addressOf("outside")).toBeNull();
    expect(await addressOf("again")).toBe("198.51.100.3");
  });
});
