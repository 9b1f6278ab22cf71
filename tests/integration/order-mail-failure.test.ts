import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";

import { db } from "~/db/client.server";
import { orders } from "~/db/schema";
import { ensureDatabase } from "~/seed/startup.server";

import { cookieFor, demo, guest, idempotencyKey, storeProduct, tokenFor } from "../support/fixtures";
import { bearer, call, form } from "../support/route-harness";

/**
 * A mail server that refuses every mail (550), in place of the test file's own: runs before this
 * file imports the app, so the app's SMTP_URL points at it. No mail can leave; orders must not care.
 */
const refusing = await vi.hoisted(async () => {
  const { SMTPServer } = await import("smtp-server");
  const refused: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onRcptTo(address, _session, callback) {
      refused.push(address.address);
      callback(Object.assign(new Error("Mailbox unavailable"), { responseCode: 550 }));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const { port } = server.server.address() as { port: number };
  process.env.SMTP_URL = `smtp://127.0.0.1:${port}`;
  return { refused, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
});

// The app's log lines (one JSON object each), read as they are written.
const errors = vi.spyOn(console, "error");
const logged = (msg: string) => errors.mock.calls.map(([line]) => String(line)).filter((line) => line.includes(`"msg":"${msg}"`));

beforeAll(async () => {
  await ensureDatabase();
});

afterEach(() => errors.mockClear());

afterAll(async () => {
  errors.mockRestore();
  await refusing.close();
});

describe("when the SMTP server refuses every mail", () => {
  it("the checkout still places the order, rings the owner's bell, and logs the mail it could not send yet", async () => {
    const { product } = await storeProduct("member01");
    const email = `refused-${Date.now()}@mail.test`;
    const res = await call(
      "/store/member01/cart",
      form(
        { Cookie: `cart_member01=${encodeURIComponent(JSON.stringify({ [product.id]: 1 }))}` },
        { intent: "checkout", ...guest, email, idempotency_key: idempotencyKey() },
      ),
    );
    expect(res.status).toBe(302);
    const code = new URL(res.headers.get("Location") ?? "", "http://app.test").searchParams.get("code")!;
    const [order] = await db.select().from(orders).where(eq(orders.code, code));
    expect(order).toMatchObject({ status: "pending", email });

    const bell = await call("/api/notifications", bearer(await tokenFor(demo.member)));
    expect((bell.body as { title: string }[]).some((n) => n.title.startsWith(`New order ${code}`))).toBe(true);
    await vi.waitFor(() => expect(refusing.refused).toContain(email), { timeout: 5_000 });
    // The queue's worker logs the refused attempt (tried again later: decision 254), naming the
    // order, never the whole address.
    await vi.waitFor(() => expect(logged("mail not sent")).toHaveLength(1), { timeout: 5_000 });
    expect(logged("mail not sent")[0]).toContain(`"order":${order.id}`);
    expect(logged("mail not sent")[0]).toContain(`"retrying":true`);
    expect(logged("mail not sent")[0]).not.toContain(email);

    // A status change by the seller is made too, whatever happens to its mail.
    await call("/check-order", form({}, { intent: "status", code, phone: guest.phone, to: "waiting" }));
    const confirmed = await call(`/user-orders/${order.id}`, form(await cookieFor(demo.member.account), { to: "confirmed" }));
    expect(confirmed.status).toBe(302);
    const [after] = await db.select().from(orders).where(eq(orders.id, order.id));
    expect(after.status).toBe("confirmed");
    await vi.waitFor(() => expect(logged("mail not sent")).toHaveLength(2), { timeout: 5_000 });
  });
});
