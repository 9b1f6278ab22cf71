import { AsyncLocalStorage } from "node:async_hooks";

/**
 * What the domain may know of the request it works for without seeing it: the request's middleware
 * opens the scope, the domain reads it (the audit trail's client address, the catalogue version a
 * reading request sees). Outside a request (tests, scripts) there is none.
 */
export interface RequestScope {
  /** The client's address, recorded by every audit entry written inside the scope. */
  ip: string | null;
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

/** Runs `work` inside a request's scope. */
export function withRequestScope<T>(value: RequestScope, work: () => T): T {
  return scope.run(value, work);
}

/** The scope of the request under way, if any. */
export function requestScope(): RequestScope | undefined {
  return scope.getStore();
}
