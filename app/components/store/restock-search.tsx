import { useEffect, useRef } from "react";
import { Form, useSubmit } from "react-router";

import { SubmitButton } from "~/components/forms";
import { useTranslation } from "~/lib/use-translation";

/** How long typing pauses before the list follows it. */
const typingPause = 300;

/**
 * /buy-products' search: a GET form (`?q=`, works without JavaScript); with JavaScript the list
 * follows the box as one types, replacing the history entry rather than adding one per letter.
 */
export function RestockSearch({ q }: { q: string }) {
  const { t } = useTranslation();
  const submit = useSubmit();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return (
    <Form method="get" role="search" className="flex min-w-0 flex-1 items-end gap-2 text-sm" data-testid="restock-search">
      <label className="min-w-0 flex-1">
        <span className="mb-1 block font-medium text-slate-700">{t("products:restock.search")}</span>
        <input
          type="search"
          name="q"
          defaultValue={q}
          maxLength={64}
          onChange={(e) => {
            const form = e.currentTarget.form;
            clearTimeout(timer.current);
            timer.current = setTimeout(() => {
              if (form) void submit(form, { replace: true, preventScrollReset: true });
            }, typingPause);
          }}
          className="w-full rounded border border-slate-300 px-2 py-1.5"
        />
      </label>
      <SubmitButton variant="dark" size="md" block={false}>
        {t("store:products.apply")}
      </SubmitButton>
    </Form>
  );
}
