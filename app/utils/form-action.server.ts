import { parseWithZod } from "@conform-to/zod/v4";
import { z } from "zod";

import { DomainError } from "~/lib/errors";
import { askedToConfirm } from "~/utils/confirm.server";
import { replyChanged, replyInvalid, replyWithDomainError } from "~/utils/forms.server";
import { redirectWithToast } from "~/utils/toast.server";

/** The form's reply (invalid, or refused by the domain): conform's SubmissionResult, 4xx. */
type FormReply = ReturnType<typeof replyInvalid>;
/** The confirmation step's answer (decision 138). */
type ConfirmAnswer = NonNullable<ReturnType<typeof askedToConfirm>>;

type Text<Result, Value> = string | ((result: Result, value: Value) => string);

interface Steps<Schema extends z.ZodType, Result, Confirm extends boolean> {
  schema: Schema;
  /** A ConfirmForm: its first post (`confirm=ask`) is answered with the confirmation step, after validation. */
  confirm?: Confirm;
  /** The form has conform's list buttons (add, remove a row): without JavaScript they post, and get the changed form back. */
  listButtons?: boolean;
  /** The one domain call, with the valid values. */
  run: (value: z.output<Schema>) => Promise<Result> | Result;
  /**
   * A refusal answered otherwise than as the form's errors (a toast for a form with no field of
   * its own, a redirect); undefined: the form's errors after all.
   */
  refused?: (error: DomainError) => Response | Promise<Response> | undefined;
  /** An invalid form answered otherwise than as its field errors (a page that shows none for it); undefined: the errors. */
  invalid?: () => Response | Promise<Response>;
}

/** The usual success: a redirect with a success toast (and headers, such as a cookie). */
interface ToastAnswer<Result, Value> {
  redirect: Text<Result, Value>;
  toast: Text<Result, Value>;
  headers?: (result: Result, value: Value) => HeadersInit | Promise<HeadersInit>;
  reply?: never;
}

/** Any other success: a Response, or data the page shows (recovery codes, a quote). */
interface OtherAnswer<Result, Value, Answer> {
  reply: (result: Result, value: Value) => Answer | Promise<Answer>;
  redirect?: never;
  toast?: never;
  headers?: never;
}

export type FormActionOptions<Schema extends z.ZodType, Result, Confirm extends boolean, Answer> = Steps<
  Schema,
  Result,
  Confirm
> &
  (ToastAnswer<Result, z.output<Schema>> | OtherAnswer<Result, z.output<Schema>, Answer>);

/** For a form whose only field is its button (disable, activate): nothing to validate. */
export const noFields = z.object({});

const textOf = <Result, Value>(text: Text<Result, Value>, result: Result, value: Value) =>
  typeof text === "function" ? text(result, value) : text;

/**
 * The six steps of a page form's action: parse the form with its zod schema, reply to an invalid
 * one (400, field errors), ask to confirm (ConfirmForm), make the one domain call, reply to its
 * refusal (the form's errors), and answer success (a redirect with a toast). Typed passwords are
 * never sent back. The page's `actionData` stays conform's SubmissionResult, the confirmation
 * step when `confirm` is set, and whatever `reply` returns.
 */
export async function formAction<Schema extends z.ZodType, Result, Confirm extends boolean = false, Answer = never>(
  form: Request | FormData,
  options: FormActionOptions<Schema, Result, Confirm, Answer>,
): Promise<FormReply | Response | Awaited<Answer> | (true extends Confirm ? ConfirmAnswer : never)> {
  const formData = form instanceof Request ? await form.formData() : form;
  const submission = parseWithZod(formData, { schema: options.schema });
  if (submission.status === undefined && options.listButtons) return replyChanged(submission);
  if (submission.status !== "success") return (await options.invalid?.()) ?? replyInvalid(submission);
  if (options.confirm) {
    const ask = askedToConfirm(formData);
    if (ask) return ask as true extends Confirm ? ConfirmAnswer : never;
  }
  const value = submission.value;
  let result: Result;
  try {
    result = await options.run(value);
  } catch (error) {
    const answer = error instanceof DomainError ? await options.refused?.(error) : undefined;
    return answer ?? replyWithDomainError(submission, error);
  }
  if (options.reply) return await options.reply(result, value);
  return redirectWithToast(
    textOf(options.redirect, result, value),
    { type: "success", message: textOf(options.toast, result, value) },
    { headers: await options.headers?.(result, value) },
  );
}

/** A refusal shown as an error toast on the page at `path` (forms with no field to show it under). */
export function refusalToast(path: string) {
  return (error: DomainError) => redirectWithToast(path, { type: "error", message: error.message });
}
