import { AsyncLocalStorage } from "node:async_hooks";
import type { TFunction } from "i18next";

import { readDisplayFrom } from "~/lib/display";
import { defaultLanguage, type Language } from "~/lib/i18n";

import { textsIn } from "./texts.server";

/**
 * The one request context (issue 29): what the domain may know of the request it works for without
 * seeing it — the client's address, the language its mails and notices are written in, the public
 * origin for links, the browser's known-device mark, whether it only reads. The request's
 * middleware opens the scope (app/utils/middleware.server.ts), the domain reads it; no domain
 * function takes these as parameters. Outside a request (scripts, the demo data) there is none:
 * no mail about an order leaves, and limits count under "unknown".
 */
export interface RequestScope {
  /** The client's address: rate limits count by it, every audit entry records it. */
  ip: string | null;
  /** The language of the mails the request sends: the page's, or the API client's Accept-Language. */
  language?: Language;
  /** The convention amounts are typed in: the page's language; English's dot decimal for the API's clients. */
  typing?: Language;
  /** The site's public origin, for links in mails. */
  origin?: string;
  /** A GET or HEAD: nothing done inside the scope changes what it reads. */
  readsOnly: boolean;
  /** The catalogue version this reading request sees, read once (`whileCatalogueUnchanged`). */
  catalogueVersion?: Promise<number>;
  /**
   * The browser's known-device mark, read when first asked: attempts at a member's codes from a
   * browser where they signed in before spend a budget of its own (decision 053).
   */
  device?: () => Promise<KnownDevice | undefined>;
}

export interface KnownDevice {
  id: string;
  knows: (userId: number) => boolean;
}

const scope = new AsyncLocalStorage<RequestScope>();

// Figures are written in the request's language, and amounts read in its convention (decision 194).
const zoneNames = new Map<Language, string>();
readDisplayFrom(() => {
  const current = scope.getStore();
  const language = current?.language ?? defaultLanguage;
  let zoneName = zoneNames.get(language);
  if (zoneName === undefined) zoneNames.set(language, (zoneName = textsIn(language)("common:timeZone")));
  return { language, typing: current?.typing ?? language, zoneName };
});

/** Runs `work` inside a request's scope. */
export function withRequestScope<T>(value: RequestScope, work: () => T): T {
  return scope.run(value, work);
}

/** The scope of the request under way, if any. */
export function requestScope(): RequestScope | undefined {
  return scope.getStore();
}

/** The client's address of the request under way ("unknown" outside a request). */
export function requestIp(): string {
  return scope.getStore()?.ip ?? "unknown";
}

/** The browser's known-device mark of the request under way, if any. */
export async function requestDevice(): Promise<KnownDevice | undefined> {
  return scope.getStore()?.device?.();
}

/** Where a mail's links point to, and the translations it is written with. */
export interface MailFacts {
  origin: string;
  language: Language;
  /** "" for English, "/vi" for Vietnamese: the path prefix of links. */
  pathPrefix: string;
  t: TFunction;
}

/** The mail facts of the request under way; none outside a request (scripts send no mail about it). */
export function requestMailFacts(): MailFacts | undefined {
  const current = scope.getStore();
  if (!current?.origin) return undefined;
  const language = current.language ?? "en";
  return { origin: current.origin, language, pathPrefix: language === "vi" ? "/vi" : "", t: textsIn(language) };
}
