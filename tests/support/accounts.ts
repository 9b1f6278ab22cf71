import { activate, requestPasswordReset, signUp } from "~/domain/accounts";
import { DomainError } from "~/lib/errors";

import { waitForMail } from "../setup/mailbox";
import { asClient, freshIdentity } from "./fixtures";
import { findLink } from "./mail";

/** What account tests share: a member made through sign-up and the activation mail, and a reset link's token. */

export const testPassword = "Secret#2026pass";

/** A member signed up and activated by the link of their mail, as a person would be. */
export async function signedUpMember(prefix: string, password = testPassword) {
  const who = freshIdentity(prefix);
  const user = await asClient(() => signUp({ ...who, password }));
  const link = new URL(findLink(await waitForMail(who.email), "/active-account/"));
  const [, id, code] = link.pathname.match(/\/active-account\/(\d+)\/([^/]+)$/) ?? [];
  await activate(Number(id), code);
  return { ...who, user, id: Number(id), code };
}

/** A call's outcome as an HTTP status: 200, a refusal's status, or 500. */
export const statusOf = (attempt: Promise<unknown>) =>
  attempt.then(
    () => 200,
    (error: unknown) => (error instanceof DomainError ? error.status : 500),
  );

/** Asks for a reset link and answers the token its mail carries. */
export async function resetToken(email: string) {
  await asClient(() => requestPasswordReset(email));
  return new URL(findLink(await waitForMail(email), "/new-password/")).pathname.split("/").pop()!;
}
