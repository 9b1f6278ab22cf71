import type { SubmissionResult } from "@conform-to/react";
import { data } from "react-router";

import { DomainError } from "~/lib/errors";
import { refusalOf } from "~/utils/refusal.server";

/** The translation key with its parameters, as ErrorList reads it. */
export function errorText(error: DomainError): string {
  const params = new URLSearchParams(Object.entries(error.params).map(([k, v]) => [k, String(v)]));
  return params.size ? `${error.message}?${params}` : error.message;
}

interface ReplyOptions {
  formErrors?: string[];
  fieldErrors?: Record<string, string[]>;
  hideFields?: string[];
}

interface Replyable {
  payload: Record<string, unknown>;
  reply(options?: ReplyOptions): SubmissionResult<string[]>;
}

/** Typed passwords are never sent back in the page (the form is re-rendered from the reply). */
function secretFields(submission: Replyable): string[] {
  return Object.keys(submission.payload ?? {}).filter((name) => /password/i.test(name));
}

/** Turns a domain refusal into the form's errors (on its field when it names one); rethrows anything else. */
export function replyWithDomainError(submission: Replyable, thrown: unknown) {
  const error = refusalOf(thrown);
  if (!error) throw thrown;
  const text = errorText(error);
  const hideFields = secretFields(submission);
  const reply = error.field
    ? submission.reply({ fieldErrors: { [error.field]: [text] }, hideFields })
    : submission.reply({ formErrors: [text], hideFields });
  return data(reply, {
    status: error.status === 401 || error.status === 403 ? 400 : error.status,
    headers: error.retryAfter ? { "Retry-After": String(error.retryAfter) } : undefined,
  });
}

/** A submission that did not validate: 400 with the field errors. */
export function replyInvalid(submission: Replyable) {
  return data(submission.reply({ hideFields: secretFields(submission) }), { status: 400 });
}

/** A list button's post without JavaScript (add, remove a row): the form as changed, nothing saved. */
export function replyChanged(submission: Replyable) {
  return data(submission.reply({ hideFields: secretFields(submission) }));
}
