import { requestScope, type RequestScope } from "~/infra/request-scope.server";
import { RecentlyUsed } from "~/lib/recently-used";

import { currentCatalogueVersion } from "./catalogue-version.server";

const longestKey = 200;

/** At most 500 reads are kept per process, the least recently used out first. */
const kept = new RecentlyUsed<string, { version: number; value: Promise<unknown> }>(500);

/**
 * A read of what the public store pages show, answered again from memory while the catalogue is
 * unchanged (decision 157). Only inside a reading request (GET, HEAD): it reads the catalogue
 * version once, after the request arrived, so a change committed before it is always seen, as with
 * the page cache (decision 127). Anywhere else (an action, a script, a test) `read` runs as it is.
 * `key` names the read and every argument it depends on. Not kept: a read that fails, one that
 * finds nothing (an unknown store), and keys over 200 characters (what a visitor types must not
 * push the store pages out).
 */
export async function whileCatalogueUnchanged<T>(key: readonly unknown[], read: () => Promise<T>): Promise<T> {
  const scope = requestScope();
  if (!scope?.readsOnly) return read();
  const name = JSON.stringify(key);
  if (name.length > longestKey) return read();
  const version = await requestVersion(scope);
  const entry = kept.get(name);
  // The same version only, as the page cache: a database restored to an older copy starts afresh.
  if (entry && entry.version === version) return entry.value as Promise<T>;
  const value = read();
  const made = { version, value };
  kept.set(name, made);
  const forget = () => kept.forget(name, made);
  value.then((found) => (found === null || found === undefined ? forget() : undefined), forget);
  return value;
}

/** The request's catalogue version, read once; a read that failed is tried again by the next call. */
function requestVersion(scope: RequestScope): Promise<number> {
  if (!scope.catalogueVersion) {
    const read = currentCatalogueVersion();
    scope.catalogueVersion = read;
    read.catch(() => {
      if (scope.catalogueVersion === read) scope.catalogueVersion = undefined;
    });
  }
  return scope.catalogueVersion;
}
