import { z } from "zod";

/** "Send again" on /admin/mails: the failed mail's job id. */
export const sendAgainSchema = z.object({ id: z.uuid() });
