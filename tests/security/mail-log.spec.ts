import type { APIRequestContext } from "@playwright/test";

import { expect, freshIdentity, newMemberPassword, test } from "../e2e/support/fixtures";
import { spawnServer, type SpawnedServer } from "./support/spawn-server";

// Without SMTP_URL (README, decision 176): outside production each mail is written whole to the
// log, so that its link can be followed there; in production nothing of a link is ever logged.
const basePort = Number(process.env.E2E_PORT ?? 3100) + 60;
const servers: SpawnedServer[] = [];

test.afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
});

/** Signs a new member up on `server`; the identity used. */
async function signUp(server: SpawnedServer, request: APIRequestContext) {
  const who = freshIdentity("maillog");
  const answer = await request.post(`${server.url}/sign_up`, {
    form: {
      name: who.name,
      email: who.email,
      account: who.account,
      password: newMemberPassword,
      confirmationPassword: newMemberPassword,
    },
    maxRedirects: 0,
  });
  expect(answer.status()).toBe(302);
  return who;
}

const mailLines = (server: SpawnedServer) =>
  server
    .output()
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((line) => String(line.msg).startsWith("mail"));

test("in development the log holds the whole mail: its activation link works from there", async ({ request }) => {
  test.setTimeout(120_000);
  const server = await spawnServer(basePort, { NODE_ENV: "development" });
  servers.push(server);
  const who = await signUp(server, request);
  await expect.poll(() => mailLines(server).find((line) => line.to === who.email)).toBeTruthy();
  const mail = mailLines(server).find((line) => line.to === who.email)!;
  const link = /https?:\/\/\S+\/active-account\/\d+\/[A-Za-z0-9_-]+/.exec(String(mail.text))?.[0];
  expect(link, String(mail.text)).toBeTruthy();
  // The link as logged is the one that activates the account.
  const activated = await request.get(`${server.url}${new URL(link!).pathname}`, { maxRedirects: 0 });
  expect(activated.status()).toBeLessThan(400);
  const login = await request.post(`${server.url}/api/auth/login`, { data: { email: who.email, password: newMemberPassword } });
  expect(login.status()).toBe(200);
});

test("in production the log names the mail, never its link nor the whole address", async ({ request }) => {
  test.setTimeout(120_000);
  const server = await spawnServer(basePort + 1, { NODE_ENV: "production", SESSION_SECRET: "production-test-secret-0123456789" });
  servers.push(server);
  const who = await signUp(server, request);
  const masked = `${who.email.slice(0, 2)}***${who.email.slice(who.email.lastIndexOf("@"))}`;
  await expect.poll(() => mailLines(server).find((line) => line.to === masked)).toBeTruthy();
  expect(mailLines(server).find((line) => line.to === masked)).toMatchObject({
    level: "warn",
    msg: "mail not sent: SMTP_URL is unset",
  });
  expect(server.output()).not.toContain(who.email);
  expect(server.output()).not.toMatch(/\/active-account\/\d+\/(?!\[redacted\])/);
});
