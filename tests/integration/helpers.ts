import i18next from "i18next";

import type { MailContext } from "~/domain/auth.server";
import { namespaces, resources } from "~/lib/i18n";

/** The MailContext pages build from the request: origin, translations, language prefix. */
export async function mailContext(lng: "en" | "vi" = "en", origin = "http://app.test"): Promise<MailContext> {
  const instance = i18next.createInstance();
  await instance.init({
    lng,
    fallbackLng: "en",
    resources,
    ns: [...namespaces],
    defaultNS: "common",
    interpolation: { escapeValue: false },
  });
  return { origin, t: instance.t, pathPrefix: lng === "vi" ? "/vi" : "" };
}

let counter = 0;

/** A distinct client address per call, so rate limits of one test do not touch another. */
export function freshIp(): string {
  counter += 1;
  return `10.${process.pid % 250}.${Math.floor(counter / 250)}.${counter % 250}`;
}

/** A unique username (letters and digits, at least 6) and email. */
export function freshIdentity(prefix = "user") {
  const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  const account = `${prefix}${suffix}`.replace(/[^A-Za-z0-9]/g, "").slice(0, 30);
  return { account, email: `${account}@mail.test`, name: `Test ${prefix}` };
}

/** An activated member straight in the database (for tests that are not about sign-up). */
export async function createMember(prefix = "member", password = "Member#2026pass") {
  const [{ db }, { users }, { hashPassword }] = await Promise.all([
    import("~/db/client.server"),
    import("~/db/schema"),
    import("~/domain/password.server"),
  ]);
  const who = freshIdentity(prefix);
  const [user] = await db
    .insert(users)
    .values({ ...who, passwordHash: await hashPassword(password), emailVerifiedAt: new Date() })
    .returning();
  return { user, password };
}
