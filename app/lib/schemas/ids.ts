import { z } from "zod";

import { maxId } from "../params";

/** An id in a JSON body (no coercion: "1" is not a number) or a form field (coerced), within the column. */
export const idNumber = z.number().int().positive().max(maxId);
export const idFormField = z.coerce.number().int().positive().max(maxId);
