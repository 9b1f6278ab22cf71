/** The demo history's chance and clock: a seeded generator and its draws, a day's activity, a timeline of tasks. */

export const historyDays = 90;
const DAY = 86_400_000;

/** Mulberry32: a small seeded generator, uniform in [0, 1). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Draws from one seeded generator: the same seed, the same history. */
export function dice(seed: number) {
  const random = seededRandom(seed);
  const between = (min: number, max: number) => min + (max - min) * random();
  const chance = (p: number) => random() < p;
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)];
  const poisson = (lambda: number) => {
    const limit = Math.exp(-lambda);
    let k = 0;
    for (let p = random(); p > limit; p *= random()) k += 1;
    return k;
  };
  const hex = (length: number) => Array.from({ length }, () => "0123456789abcdef"[Math.floor(random() * 16)]).join("");
  const shuffled = (n: number): number[] => {
    const order = Array.from({ length: n }, (_, i) => i);
    for (let i = n - 1; i > 0; i -= 1) {
      const j = Math.floor(random() * (i + 1));
      [order[i], order[j]] = [order[j], order[i]];
    }
    return order;
  };
  return { random, between, chance, pick, poisson, hex, shuffled };
}

/** A weekly rhythm (busier at the weekend, a promotion six weeks ago) and growth towards today. */
export function activity(now: number, daysAgo: number, base: number, growth: number): number {
  const weekday = new Date(now - daysAgo * DAY).getUTCDay();
  const week = weekday === 0 || weekday === 6 ? 1.35 : weekday === 5 ? 1.15 : 1;
  const promotion = daysAgo >= 38 && daysAgo <= 41 ? 1.8 : 1;
  return (base + growth * (1 - daysAgo / (historyDays - 1))) * week * promotion;
}

/** Tasks run in time order (ties in the order planned); a task may plan later ones, never past the horizon. */
export class Timeline {
  private tasks: { at: number; seq: number; run: () => void }[] = [];
  private seq = 0;
  /** The time of the task running now. */
  now = 0;

  constructor(private readonly horizon: number) {}

  later(at: number, run: () => void): void {
    if (at > this.horizon) return;
    const task = { at, seq: this.seq++, run };
    let lo = 0;
    let hi = this.tasks.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.tasks[mid].at < at || (this.tasks[mid].at === at && this.tasks[mid].seq < task.seq)) lo = mid + 1;
      else hi = mid;
    }
    this.tasks.splice(lo, 0, task);
  }

  run(): void {
    while (this.tasks.length > 0) {
      const task = this.tasks.shift()!;
      this.now = task.at;
      task.run();
    }
  }
}
