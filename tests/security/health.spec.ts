import { renameSync, writeFileSync } from "node:fs";
import path from "node:path";

import { expect, test } from "../e2e/support/fixtures";
import { launchServer, type LaunchedServer } from "./support/spawn-server";

// Issue 33: the probes an orchestrator asks. Its own process on its own empty embedded database, so
// the test sees it start (migrating and seeding) and can take its storage away.
const port = Number(process.env.E2E_PORT ?? 3100) + 53;
let server: LaunchedServer | undefined;

test.afterAll(async () => {
  await server?.stop();
});

async function answer(url: string, headers: Record<string, string> = {}) {
  for (;;) {
    try {
      return await fetch(url, { headers });
    } catch {
      // The port is not open yet: the process is still loading the app.
      await new Promise((r) => setTimeout(r, 25));
    }
  }
}

test("/healthz answers while the process lives; /readyz only once it serves and its parts answer", async () => {
  test.setTimeout(240_000);
  server = launchServer(port);
  const alive = await answer(`${server.url}/healthz`);
  // Seeding the demo data takes seconds: the port is open long before the app serves.
  expect(server.output()).not.toContain("listening on");
  expect(alive.status).toBe(200);
  expect(await alive.json()).toEqual({ status: "ok" });
  const starting = await answer(`${server.url}/readyz`);
  expect(starting.status).toBe(503);
  expect(await starting.json()).toEqual({ status: "starting" });
  // Pages too are asked to come back, in the path's language once the app's texts are loaded (the
  // first second, before they are, the 503 has no text).
  let page = await answer(`${server.url}/vi/store/default`);
  while (page.status === 503 && (await page.clone().text()) === "") {
    await new Promise((r) => setTimeout(r, 100));
    page = await answer(`${server.url}/vi/store/default`);
  }
  expect(page.status).toBe(503);
  expect(page.headers.get("retry-after")).toBe("5");
  expect(await page.text()).toBe("Trang web đang khởi động. Vui lòng thử lại sau giây lát.");

  // Seeding a fresh database on a busy machine may take a while.
  await server.serving(180_000);
  const ready = await answer(`${server.url}/readyz`);
  expect(ready.status).toBe(200);
  expect(ready.headers.get("cache-control")).toBe("no-store");
  expect(await ready.json()).toEqual({ status: "ready" });
  expect((await answer(`${server.url}/store/default`)).status).toBe(200);

  // The uploads folder gone (a file in its place): not ready, the storage named and nothing else.
  const media = path.join(server.dataDir, "media");
  renameSync(media, `${media}-away`);
  writeFileSync(media, "not a folder");
  await new Promise((r) => setTimeout(r, 1_100));
  const broken = await answer(`${server.url}/readyz`);
  expect(broken.status).toBe(503);
  expect(await broken.json()).toEqual({ status: "not ready", failing: ["storage"] });
  expect((await answer(`${server.url}/healthz`)).status).toBe(200);
});
