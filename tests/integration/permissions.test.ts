import { afterEach, beforeAll, describe, expect, it } from "vitest";

import { queryObservers } from "~/db/client.server";
import { ensureDatabase } from "~/seed/startup.server";

import { cookieFor, demo } from "../support/fixtures";
import { call, form, loadPage } from "../support/route-harness";

let cookies: Record<"member" | "mod" | "staff" | "admin", Record<string, string>>;

beforeAll(async () => {
  await ensureDatabase();
  const [member, mod, staff, admin] = await Promise.all(
    [demo.member, demo.mod, demo.staff, demo.admin].map((who) => cookieFor(who.account)),
  );
  cookies = { member, mod, staff, admin };
});

let observer: ((sql: string) => void) | undefined;
afterEach(() => {
  if (observer) queryObservers.delete(observer);
});

/** The SQL statements a page load sends that read the sessions table. */
async function sessionReads(load: () => Promise<unknown>): Promise<number> {
  const seen: string[] = [];
  observer = (sql) => seen.push(sql);
  queryObservers.add(observer);
  await load();
  queryObservers.delete(observer);
  return seen.filter((sql) => /from "sessions"/i.test(sql)).length;
}

describe("one session read per request", () => {
  it.each([
    ["/dashboard", "member"],
    ["/vi/transfer-point", "member"],
    ["/staff/withdraw-ccm", "staff"],
    ["/admin/users", "mod"],
    ["/admin/deposite-ccm", "admin"],
  ] as const)("%s as %s: root, layouts and page share one look-up", async (path, who) => {
    let status = 0;
    const reads = await sessionReads(async () => {
      status = (await loadPage(path, { headers: cookies[who] })).status;
    });
    expect(status).toBe(200);
    expect(reads).toBe(1);
  });
});

describe("a page is protected by where it sits in app/routes.ts", () => {
  it("sends visitors to the login page with the way back, in their language", async () => {
    const page = await loadPage("/vi/admin/settings?tab=1");
    expect(page.status).toBe(302);
    expect(page.headers.get("Location")).toBe(`/vi/login?${new URLSearchParams({ redirectTo: "/vi/admin/settings?tab=1" })}`);
  });

  it("guards form posts and data requests, not only page loads", async () => {
    const fields = { usdtRate: "1", ccmRate: "1", zafiRate: "1" };
    const asMod = await call("/admin/settings", form(cookies.mod, fields));
    expect([asMod.status, asMod.headers.get("Location")]).toEqual([302, "/admin/users"]);
    const asMember = await call("/admin/settings", form(cookies.member, fields));
    expect([asMember.status, asMember.headers.get("Location")]).toEqual([302, "/"]);
    const staffQueue = await call("/staff/withdraw-ccm", { headers: cookies.member });
    expect([staffQueue.status, staffQueue.headers.get("Location")]).toEqual([302, "/dashboard"]);
  });

  it("lets moderators into the users pages only, and admins everywhere in the back office", async () => {
    expect((await loadPage("/admin/users", { headers: cookies.mod })).status).toBe(200);
    const overview = await loadPage("/admin", { headers: cookies.mod });
    expect(overview.headers.get("Location")).toBe("/admin/users");
    const download = await call("/admin/orders.csv", { headers: cookies.mod });
    expect(download.headers.get("Location")).toBe("/admin/users");
    expect((await call("/admin/orders.csv", { headers: cookies.admin })).headers.get("Content-Type")).toMatch(/^text\/csv/);
    expect((await loadPage("/admin", { headers: cookies.admin })).status).toBe(200);
  });
});
