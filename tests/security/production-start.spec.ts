import { spawnSync } from "node:child_process";
import { createServer } from "node:net";

import { demo, expect, test } from "../e2e/support/fixtures";
import { rawRequest } from "./support/raw-http";
import { runUntilExit, spawnServer, type SpawnedServer } from "./support/spawn-server";

// A fresh production deploy: no demo accounts, the first admin made from the command line, and
// logs that hold no credentials. Its own server process on its own empty database.
const port = Number(process.env.E2E_PORT ?? 3100) + 50;
let server: SpawnedServer;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  server = await spawnServer(port, { NODE_ENV: "production", SESSION_SECRET: "production-test-secret-0123456789" });
});
test.afterAll(async () => {
  await server?.stop();
});

test("production starts without the demo accounts but with the system store", async ({ request }) => {
  const login = await request.post(`${server.url}/api/auth/login`, {
    data: { email: demo.admin.email, password: demo.admin.password },
  });
  expect(login.status()).toBe(401);
  expect((await request.get(`${server.url}/api/users/check-account?account=member01`)).status()).toBe(404);
  expect((await request.get(`${server.url}/api/users/check-account?account=default`)).status()).toBe(200);
});

test("npm run admin:create makes the first admin, reading the password from standard input only", async ({ request }) => {
  // The embedded database belongs to one process at a time: the server stops meanwhile.
  await server.stop({ keepData: true });
  const run = (input: string, ...args: string[]) =>
    spawnSync("npm", ["run", "--silent", "admin:create", "--", ...args], { input, env: server.env, encoding: "utf-8" });
  const weak = run("short\n", "--email", "owner@corp.test", "--account", "owner01");
  expect(weak.status).toBe(2);
  expect(weak.stderr).toContain("at least 8 characters");

  const made = run("Owner#2026secret\n", "--email", "owner@corp.test", "--account", "owner01", "--name", "Olga Owner");
  expect(made.status, made.stderr).toBe(0);
  expect(made.stdout).not.toContain("Owner#2026secret");

  const again = run("Owner#2026secret\n", "--email", "owner@corp.test", "--account", "owner02");
  expect(again.status).toBe(2);
  expect(again.stderr).toContain("already");

  server = await spawnServer(
    port,
    { NODE_ENV: "production", SESSION_SECRET: "production-test-secret-0123456789" },
    server.dataDir,
  );

  const login = await request.post(`${server.url}/api/auth/login`, {
    data: { email: "owner@corp.test", password: "Owner#2026secret" },
  });
  expect(login.status()).toBe(200);
  expect((await login.json()).user).toMatchObject({ account: "owner01", is_admin: true });
});

test("the log holds no reset tokens, activation codes, query strings or mailed links", async ({ request }) => {
  await request.get(`${server.url}/new-password/SECRETTOKEN1234567890`);
  await request.get(`${server.url}/vi/active-account/7/SECRETCODE0987654321`);
  await request.get(`${server.url}/check-order?code=CCT-000000-SECRET&phone=%2B84900000001`);
  // A method no page takes is the client's mistake (405), and the error log once wrote its whole address.
  const options = await request.fetch(`${server.url}/new-password/SECRETOPTIONS123?phone=%2B84900000002`, { method: "OPTIONS" });
  expect(options.status()).toBe(405);
  // The target in absolute form, as a proxy may send it: logged by its path all the same.
  const absolute = await rawRequest(server.url, [
    `GET ${server.url}/new-password/SECRETABSOLUTE123 HTTP/1.1`,
    `Host: ${new URL(server.url).host}`,
  ]);
  expect(absolute.status).toBeGreaterThan(0);
  await request.post(`${server.url}/reset-password`, { form: { email: "owner@corp.test" } });
  await expect.poll(() => server.output()).toContain('"path":"/reset-password"');
  expect(server.output().match(/"path":"\/new-password\/\[redacted\]"/g)).toHaveLength(3);
  const log = server.output();
  expect(log).toContain('"path":"/new-password/[redacted]"');
  expect(log).toContain('"path":"/vi/active-account/7/[redacted]"');
  expect(log).not.toContain("Invalid request method");
  for (const secret of [
    "SECRETTOKEN",
    "SECRETABSOLUTE",
    "SECRETCODE",
    "SECRETOPTIONS",
    "CCT-000000-SECRET",
    "84900000001",
    "84900000002",
    "owner@corp.test",
  ]) {
    expect(log, secret).not.toContain(secret);
  }
  expect(log).not.toMatch(/\/new-password\/(?!\[redacted\])/);
});

test("production answers carry HSTS, and every cookie it sets is Secure", async ({ request }) => {
  const home = await request.get(`${server.url}/store`);
  expect(home.headers()["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
  const login = await request.post(`${server.url}/login`, {
    form: { email: "owner@corp.test", password: "Owner#2026secret" },
    maxRedirects: 0,
  });
  expect(login.status()).toBe(302);
  const products = await (await request.get(`${server.url}/api/store/default/products`)).json();
  const cart = await request.post(`${server.url}/store/default/cart`, {
    form: { intent: "add", productId: String(products.data[0]?.id ?? 1), quantity: "1" },
    maxRedirects: 0,
  });
  // The store pages' account check (§7) sets five plain cookies on a GET: Secure too.
  const cookies = [...home.headersArray(), ...login.headersArray(), ...cart.headersArray()]
    .filter((h) => h.name.toLowerCase() === "set-cookie")
    .map((h) => h.value);
  expect(cookies.filter((c) => /^(userName|phoneNumber|address|userAccount|userId)=/.test(c))).toHaveLength(5);
  expect(cookies.length).toBeGreaterThanOrEqual(8);
  for (const cookie of cookies) expect(cookie, cookie.split("=")[0]).toMatch(/;\s*Secure/i);
});

test("a process that cannot listen (the port taken) exits with 1 at once, saying why", async () => {
  test.setTimeout(120_000);
  // Someone else holds the port (on every address, as the app listens).
  const holder = createServer();
  await new Promise<void>((resolve) => holder.listen(0, resolve));
  const taken = (holder.address() as { port: number }).port;
  try {
    const run = await runUntilExit(
      taken,
      { NODE_ENV: "production", SESSION_SECRET: "production-test-secret-0123456789" },
      90_000,
    );
    // The port is taken before anything is opened: it says why and stops, nothing else started.
    expect(run.code, run.output).toBe(1);
    const line = run.output.split("\n").find((l) => l.includes("cannot listen"));
    expect(line, run.output).toBeTruthy();
    const logged = JSON.parse(line!);
    expect(logged).toMatchObject({ level: "error", port: taken, code: "EADDRINUSE" });
    expect(run.exitedAt - Date.parse(logged.time), "exited soon after it could not listen").toBeLessThan(5_000);
    expect(run.output).not.toContain("listening on");
  } finally {
    holder.close();
  }
});
