import { z } from "zod";

/** The longest store description (a short line or two under the store's name). */
export const storeDescriptionMax = 300;

const checkbox = z.preprocess((v) => v === "on" || v === "true" || v === true, z.boolean());

/** /store-settings: the description and whether to remove the logo or the banner (pictures come as files). */
export const storeIdentitySchema = z.object({
  description: z.preprocess(
    (v) => (v === undefined || v === null ? "" : v),
    z.string().trim().max(storeDescriptionMax, "validation:tooLong"),
  ),
  remove_logo: checkbox,
  remove_banner: checkbox,
});
