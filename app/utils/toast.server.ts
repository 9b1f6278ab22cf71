import { redirect } from "react-router";

import { signedCookie } from "~/utils/cookies.server";

export interface Toast {
  type: "success" | "error";
  /** A translation key (namespace:key). */
  message: string;
}

/** One-shot message carried across a redirect (a flash cookie). */
export const toastCookie = signedCookie("toast", 60);

export async function toastHeader(toast: Toast): Promise<string> {
  return toastCookie.serialize(toast);
}

export async function redirectWithToast(url: string, toast: Toast, init: ResponseInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.append("Set-Cookie", await toastHeader(toast));
  return redirect(url, { ...init, headers });
}

/** Reads the pending toast and the header that clears it. */
export async function takeToast(request: Request): Promise<{ toast: Toast | null; clear: string | null }> {
  const value = (await toastCookie.parse(request.headers.get("Cookie"))) as Toast | null;
  if (!value || typeof value.message !== "string") return { toast: null, clear: null };
  return { toast: value, clear: await toastCookie.serialize("", { maxAge: 0 }) };
}
