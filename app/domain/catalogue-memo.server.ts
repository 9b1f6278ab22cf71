import { currentCatalogueVersion } from "./catalogue-version.server";
import { requestScope } from "./request-scope.server";

/** At most this many reads are kept per process, the least recently used out first. */
const limit = 500;

const kept = new Map<string, { version: number; value: Promise<unknown> }>();

/**
 * A read of what the public store pages show, answered again from memory while the catalogue is
 * unchanged (decision 157). Only inside a reading request (GET, HEAD): it reads the catalogue
 * version once, after the request arrived, so a change committed before it is always seen, as with
 * the page cache (decision 127). Anywhere else (an action, a script, a test) `read` runs as it is.
 * `key` names the read and every argument it depends on; a read that fails is not kept.
 */
export async function whileCatalogueUnchanged<T>(key: readonly unknown[], read: () => Promise<T>): Promise<T> {
  const scope = requestScope();
  if (!scope?.readsOnly) return read();
  const version = await (scope.catalogueVersion ??= currentCatalogueVersion());
  const name = JSON.stringify(key);
  const entry = kept.get(name);
  // A read made under a later version is at least as fresh as this request needs.
  if (entry && entry.version >= version) {
    kept.delete(name);
    kept.set(name, entry);
    return entry.value as Promise<T>;
  }
  const value = read();
  kept.delete(name);
  kept.set(name, { version, value });
  if (kept.size > limit) kept.delete(kept.keys().next().value as string);
  value.catch(() => {
    if (kept.get(name)?.value === value) kept.delete(name);
  });
  return value;
}
