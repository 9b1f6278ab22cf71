import { beforeAll, describe, expect, it } from "vitest";

import { ensureDatabase } from "~/seed/startup.server";

import { cookieFor, demo, tokenFor } from "../support/fixtures";
import { bearer, call } from "../support/route-harness";

let admin: Record<string, string>;
let token: string;

beforeAll(async () => {
  await ensureDatabase();
  admin = await cookieFor(demo.admin.account);
  token = await tokenFor(demo.member);
});

describe("ids are read one way: whatever cannot be an id is a 404", () => {
  it.each(["abc", "0", "-1", "1.5", "99999999999", "1e3"])("pages answer the 404 page for /…/%s", async (id) => {
    for (const path of [`/admin/transactions/${id}`, `/admin/users/${id}`, `/admin/shops/${id}`, `/orders/${id}`]) {
      const page = await call(path, { headers: admin });
      expect([path, page.status]).toEqual([path, 404]);
    }
  });

  it.each(["abc", "0", "99999999999"])(
    "the API answers a 404 JSON message for /api/…/%s, in the client's language",
    async (id) => {
      const en = await call(`/api/orders/${id}`, bearer(token));
      expect([en.status, en.body]).toEqual([404, { message: "Not found." }]);
      const vi = await call(`/api/orders/${id}`, { headers: { ...bearer(token).headers, "Accept-Language": "vi" } });
      expect([vi.status, vi.body]).toEqual([404, { message: "Không tìm thấy." }]);
    },
  );
});
