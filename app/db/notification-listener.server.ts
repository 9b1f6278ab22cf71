import postgres from "postgres";

/** What a subscription to a notification channel is told. */
export interface Subscriber {
  /** A NOTIFY on the channel, from any process (this one included), after its transaction committed. */
  message(payload: string): void;
  /** The subscription started (true) or was lost (false): notifications in between are missed. */
  live(listening: boolean): void;
}

/**
 * The statement a process listens on `channel` with; its listening connection runs nothing else,
 * so `pg_stat_activity.query` shows it: that counts the processes listening.
 */
export function listenStatement(channel: string): string {
  return `listen "${channel.replace(/"/g, '""')}"`;
}

/**
 * One dedicated PostgreSQL connection for LISTEN (a pooled connection could be handed to a query
 * and lose its LISTEN). When it closes, subscribers hear `live(false)` and it listens again, every
 * second until the database answers.
 */
export function notificationListener(url: string) {
  const subscribers = new Map<string, Subscriber>();
  const listening = new Set<string>();
  let closed = false;
  let retry: ReturnType<typeof setTimeout> | undefined;
  // postgres.js reads `onnotify` from the options (its own `sql.listen` uses it) but does not
  // declare it; `sql.listen` itself would give up for good after one failed reconnection.
  const onnotify = (channel: string, payload: string) => subscribers.get(channel)?.message(payload);
  const sql = postgres(url, {
    max: 1,
    max_lifetime: null,
    connect_timeout: 10,
    fetch_types: false,
    onnotice: () => {},
    onclose: () => {
      if (closed) return;
      listening.clear();
      subscribers.forEach((s) => s.live(false));
      listenSoon();
    },
    ...({ onnotify } as object),
  });
  const listen = async (channel: string) => {
    try {
      await sql.unsafe(listenStatement(channel));
      listening.add(channel);
      subscribers.get(channel)?.live(true);
    } catch {
      subscribers.get(channel)?.live(false);
      listenSoon();
    }
  };
  function listenSoon() {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      for (const channel of subscribers.keys()) void listen(channel);
    }, 1000);
    retry.unref();
  }
  return {
    subscribe(channel: string, subscriber: Subscriber): Promise<void> {
      // A second subscription to a channel (a reloaded module in development) replaces the first.
      const again = subscribers.has(channel);
      subscribers.set(channel, subscriber);
      if (!again) return listen(channel);
      if (listening.has(channel)) subscriber.live(true);
      return Promise.resolve();
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      await sql.end({ timeout: 1 });
    },
  };
}
