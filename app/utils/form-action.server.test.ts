import { describe, expect, expectTypeOf, it } from "vitest";
import { z } from "zod";

import { DomainError } from "~/lib/errors";

import type { askedToConfirm } from "./confirm.server";
import { formAction, noFields, refusalToast } from "./form-action.server";
import type { replyInvalid } from "./forms.server";
import { toastCookie } from "./toast.server";

const schema = z.object({ name: z.string().min(2), password: z.string().optional() });

function formOf(entries: Record<string, string> | [string, string][]) {
  const form = new FormData();
  for (const [name, value] of Array.isArray(entries) ? entries : Object.entries(entries)) form.append(name, value);
  return form;
}

/** What React Router would send: the data and its status (a `data()` answer or a plain object). */
function answerOf(answer: unknown): { status: number; body: unknown } {
  const init = answer as { type?: string; data?: unknown; init?: ResponseInit | null };
  if (init?.type === "DataWithResponseInit") return { status: init.init?.status ?? 200, body: init.data };
  return { status: 200, body: answer };
}

async function toastOf(response: Response) {
  const cookies = response.headers.getSetCookie();
  const toast = cookies.find((c) => c.startsWith("toast="));
  return toast ? await toastCookie.parse(toast.split(";")[0]) : null;
}

function calls() {
  const seen: unknown[] = [];
  const run = async (value: unknown) => {
    seen.push(value);
    return { id: 7 };
  };
  return { seen, run };
}

describe("formAction", () => {
  it("parses the form with the schema and hands the values to the domain call", async () => {
    const { seen, run } = calls();
    await formAction(formOf({ name: "Ann", extra: "dropped" }), { schema, run, redirect: "/x", toast: "common:saved" });
    expect(seen).toEqual([{ name: "Ann" }]);
  });

  it("reads the form from the request when given one", async () => {
    const { seen, run } = calls();
    const request = new Request("http://localhost/x", { method: "POST", body: formOf({ name: "Bob" }) });
    await formAction(request, { schema, run, redirect: "/x", toast: "common:saved" });
    expect(seen).toEqual([{ name: "Bob" }]);
  });

  it("answers an invalid form with 400 and its field errors, calls nothing, and never echoes a password", async () => {
    const { seen, run } = calls();
    const answer = answerOf(
      await formAction(formOf({ name: "A", password: "secret-1" }), { schema, run, redirect: "/x", toast: "common:saved" }),
    );
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ status: "error", error: { name: [expect.any(String)] }, initialValue: { name: "A" } });
    expect(JSON.stringify(answer.body)).not.toContain("secret-1");
    expect(seen).toEqual([]);
  });

  it("asks to confirm a ConfirmForm's first post after validating it, and acts on the second", async () => {
    const { seen, run } = calls();
    const options = { schema, confirm: true, run, redirect: "/x", toast: "common:saved" } as const;
    const invalid = answerOf(await formAction(formOf({ name: "A", confirm: "ask" }), options));
    expect(invalid.status).toBe(400);
    const asked = answerOf(
      await formAction(formOf({ name: "Ann", password: "secret-1", confirm: "ask", confirmForm: "f1" }), options),
    );
    expect(asked).toEqual({ status: 200, body: { confirmation: { form: "f1", values: [["name", "Ann"]] } } });
    expect(seen).toEqual([]);
    const done = await formAction(formOf({ name: "Ann", confirmForm: "f1" }), options);
    expect(done).toBeInstanceOf(Response);
    expect(seen).toEqual([{ name: "Ann" }]);
  });

  it("acts on confirm=ask when the form is not a ConfirmForm (the step is the page's choice)", async () => {
    const { seen, run } = calls();
    await formAction(formOf({ name: "Ann", confirm: "ask" }), { schema, run, redirect: "/x", toast: "common:saved" });
    expect(seen).toHaveLength(1);
  });

  it("turns a domain refusal into the form's errors, on its field, with its status; passwords not echoed", async () => {
    const refuse = () => Promise.reject(new DomainError("errors:taken", 409, "name", { n: 2 }));
    const onField = answerOf(
      await formAction(formOf({ name: "Ann", password: "secret-1" }), {
        schema,
        run: refuse,
        redirect: "/x",
        toast: "common:saved",
      }),
    );
    expect(onField.status).toBe(409);
    expect(onField.body).toMatchObject({ error: { name: ["errors:taken?n=2"] } });
    expect(JSON.stringify(onField.body)).not.toContain("secret-1");
    const forbidden = answerOf(
      await formAction(formOf({ name: "Ann" }), {
        schema,
        run: () => Promise.reject(new DomainError("errors:notYours", 403)),
        redirect: "/x",
        toast: "common:saved",
      }),
    );
    expect(forbidden).toMatchObject({ status: 400, body: { error: { "": ["errors:notYours"] } } });
  });

  it("lets anything but a domain refusal through (a 404 Response, a bug)", async () => {
    const notFound = new Response("Not Found", { status: 404 });
    await expect(
      formAction(formOf({ name: "Ann" }), { schema, run: () => Promise.reject(notFound), redirect: "/x", toast: "common:saved" }),
    ).rejects.toBe(notFound);
    await expect(
      formAction(formOf({ name: "Ann" }), {
        schema,
        run: () => Promise.reject(new TypeError("bug")),
        redirect: "/x",
        toast: "common:saved",
      }),
    ).rejects.toThrow("bug");
  });

  it("answers a refusal its own way when asked, else as the form's errors", async () => {
    const refused = await formAction(formOf({}), {
      schema: noFields,
      run: () => Promise.reject(new DomainError("cards:errors.used", 409)),
      refused: refusalToast("/cards/1"),
      redirect: "/x",
      toast: "common:saved",
    });
    expect(refused).toBeInstanceOf(Response);
    expect((refused as Response).headers.get("Location")).toBe("/cards/1");
    expect(await toastOf(refused as Response)).toEqual({ type: "error", message: "cards:errors.used" });
    const fallBack = answerOf(
      await formAction(formOf({ name: "Ann" }), {
        schema,
        run: () => Promise.reject(new DomainError("errors:other", 422)),
        refused: () => undefined,
        redirect: "/x",
        toast: "common:saved",
      }),
    );
    expect(fallBack).toMatchObject({ status: 422, body: { error: { "": ["errors:other"] } } });
  });

  it("redirects with a success toast, path and message from the result and the values, with extra headers", async () => {
    const response = (await formAction(formOf({ name: "Ann" }), {
      schema,
      run: async () => ({ id: 42 }),
      redirect: (saved, value) => `/things/${saved.id}?by=${value.name}`,
      toast: (saved) => (saved.id === 42 ? "things:saved" : "things:other"),
      headers: () => ({ "Set-Cookie": "cart=; Path=/" }),
    })) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/things/42?by=Ann");
    expect(await toastOf(response)).toEqual({ type: "success", message: "things:saved" });
    expect(response.headers.getSetCookie()).toContain("cart=; Path=/");
  });

  it("answers whatever `reply` returns instead: data, or a Response", async () => {
    const codes = await formAction(formOf({ name: "Ann" }), {
      schema,
      run: async () => ["code-1"],
      reply: (recoveryCodes) => ({ recoveryCodes }),
    });
    expect(codes).toEqual({ recoveryCodes: ["code-1"] });
    const plain = await formAction(formOf({ name: "Ann" }), {
      schema,
      run: async () => "/elsewhere",
      reply: (to) => new Response(null, { status: 303, headers: { Location: to } }),
    });
    expect((plain as Response).headers.get("Location")).toBe("/elsewhere");
  });

  it("answers a list button's post with the changed form when the form has them, else as invalid", async () => {
    const lists = z.object({ items: z.array(z.object({ name: z.string() })) });
    const intent = JSON.stringify({ type: "insert", payload: { name: "items", defaultValue: { name: "" } } });
    const post = () =>
      formOf([
        ["items[0].name", "a"],
        ["__intent__", intent],
      ]);
    const { seen, run } = calls();
    const changed = answerOf(await formAction(post(), { schema: lists, listButtons: true, run, redirect: "/x", toast: "t:t" }));
    expect(changed.status).toBe(200);
    // The row added (its empty name is no value yet), the typed one kept.
    expect((changed.body as { initialValue: { items: unknown[] } }).initialValue.items).toEqual([{ name: "a" }, undefined]);
    const refused = answerOf(await formAction(post(), { schema: lists, run, redirect: "/x", toast: "t:t" }));
    expect(refused.status).toBe(400);
    expect(seen).toEqual([]);
  });

  it("keeps the pages' action data types: the confirmation step only for a ConfirmForm, `reply`'s data as returned", () => {
    type Answer<Confirm extends boolean, Data> = Awaited<ReturnType<typeof formAction<typeof schema, number, Confirm, Data>>>;
    type Reply = ReturnType<typeof replyInvalid>;
    type Step = NonNullable<ReturnType<typeof askedToConfirm>>;
    expectTypeOf<Answer<false, never>>().toEqualTypeOf<Reply | Response>();
    expectTypeOf<Answer<true, never>>().toEqualTypeOf<Reply | Step | Response>();
    expectTypeOf<Answer<false, { codes: string[] }>>().toEqualTypeOf<Reply | Response | { codes: string[] }>();
  });
});
