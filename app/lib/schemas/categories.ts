import { z } from "zod";

import { idFormField } from "./ids";

const required = "validation:required";

/** Manage Category: each name required, names unique ignoring case; rows without id are new. */
export const categoriesSchema = z
  .object({
    categories: z
      .array(
        z.object({
          id: idFormField.optional(),
          name: z.string({ error: required }).trim().min(1, { error: required, abort: true }).max(80, "validation:tooLong"),
        }),
      )
      .max(200, "validation:tooMany")
      .default([]),
  })
  .superRefine((value, ctx) => {
    const seen = new Map<string, number>();
    value.categories.forEach((category, index) => {
      const key = category.name.toLowerCase();
      if (seen.has(key))
        ctx.addIssue({ code: "custom", path: ["categories", index, "name"], message: "validation:categoryDuplicate" });
      else seen.set(key, index);
    });
  });

export type CategoriesInput = z.infer<typeof categoriesSchema>;
