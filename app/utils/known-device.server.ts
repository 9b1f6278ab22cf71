import { randomBytes } from "node:crypto";

import { signedCookie } from "~/utils/cookies.server";

/**
 * A browser where accounts signed in before: a random id and those accounts, signed so it
 * cannot be made up. Login attempts from it spend its own budget, so whoever guesses at an account
 * elsewhere cannot lock its owner out of their usual browser.
 */
const deviceCookie = signedCookie("known_device", 365 * 24 * 60 * 60);

interface Device {
  id: string;
  users: number[];
}

async function read(request: Request): Promise<Device | null> {
  const value = (await deviceCookie.parse(request.headers.get("Cookie"))) as Partial<Device> | null;
  if (!value || typeof value.id !== "string" || !Array.isArray(value.users)) return null;
  return { id: value.id, users: value.users.filter((u): u is number => Number.isInteger(u)).slice(-10) };
}

/** What verifyLogin needs to know about this browser. */
export async function knownDevice(request: Request): Promise<{ id: string; knows: (userId: number) => boolean } | undefined> {
  const device = await read(request);
  return device ? { id: device.id, knows: (userId) => device.users.includes(userId) } : undefined;
}

/** After a sign-in: this browser now knows the account. */
export async function rememberDeviceHeader(request: Request, userId: number): Promise<string> {
  const device = (await read(request)) ?? { id: randomBytes(16).toString("base64url"), users: [] };
  const users = [...device.users.filter((u) => u !== userId), userId].slice(-10);
  return deviceCookie.serialize({ id: device.id, users } satisfies Device);
}
