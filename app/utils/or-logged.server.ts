import { logError } from "~/infra/log.server";

/**
 * A part a page can do without (the bell's notifications, an admin form's category list): when
 * reading it fails, the failure is logged and the page goes on with `fallback`, never an error page
 * (specification §8: "only logged", "silently ignored"; decision 212).
 */
export async function orLogged<T>(part: string, read: () => Promise<T>, fallback: T): Promise<T> {
  try {
    return await read();
  } catch (error) {
    logError(error, { part });
    return fallback;
  }
}
