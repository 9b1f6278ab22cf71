/**
 * A map of at most `limit` entries that forgets the least recently used first: reading an entry
 * makes it the most recent, adding one past the limit drops the oldest.
 */
export class RecentlyUsed<K, V> {
  private readonly entries = new Map<K, V>();

  constructor(private readonly limit: number) {}

  get size(): number {
    return this.entries.size;
  }

  get(key: K): V | undefined {
    const value = this.entries.get(key);
    if (value === undefined) return undefined;
    this.entries.delete(key);
    this.entries.set(key, value);
    return value;
  }

  set(key: K, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    if (this.entries.size > this.limit) this.entries.delete(this.entries.keys().next().value as K);
  }

  /** Forgets `key` if it still holds `value` (a newer value under the same key stays). */
  forget(key: K, value: V): void {
    if (this.entries.get(key) === value) this.entries.delete(key);
  }
}
