import AxeBuilder from "@axe-core/playwright";
import type { Page, Route } from "@playwright/test";

/** One of axe's findings (axe-core's `Result`, through the builder that returns it). */
type Result = Awaited<ReturnType<AxeBuilder["analyze"]>>["violations"][number];

/**
 * What fails the build (decision 135): every serious and critical finding, and these rules of
 * lesser impact that guard the issue's own points (no empty table header, one main landmark that
 * the skip link can reach, landmarks told apart, a skip link that leads somewhere).
 */
const gatingImpacts = new Set(["serious", "critical"]);
const gatingRules = new Set([
  "empty-table-header",
  "landmark-one-main",
  "landmark-no-duplicate-main",
  "landmark-unique",
  "skip-link",
]);

export function isGating(violation: Result): boolean {
  return gatingImpacts.has(violation.impact ?? "") || gatingRules.has(violation.id);
}

/** One line per finding and one per offending element, with axe's own explanation. */
export function describeViolations(violations: Result[]): string {
  return violations
    .map((v) => {
      const nodes = v.nodes
        .slice(0, 8)
        .map((n) => {
          const why = n.failureSummary?.replace(/\s*\n\s*/g, " ") ?? "";
          return `    - ${n.target.join(" ")}\n      ${n.html.slice(0, 200)}\n      ${why}`;
        })
        .join("\n");
      const more = v.nodes.length > 8 ? `\n    … and ${v.nodes.length - 8} more` : "";
      return `  [${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})\n${nodes}${more}`;
    })
    .join("\n");
}

/** The page's markup without its scripts: what a browser with JavaScript off renders. */
function withoutScripts(html: string): string {
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "").replace(/<link\b[^>]*rel="modulepreload"[^>]*>/gi, "");
}

/** axe reports violations in full and only a sample of what passed (faster on long tables). */
function axe(page: Page) {
  return new AxeBuilder({ page }).options({ resultTypes: ["violations"] });
}

/** One replay page per visitor page, kept for the test (its stylesheets stay cached). */
const replays = new WeakMap<Page, Page>();

async function replayPage(page: Page): Promise<Page> {
  const known = replays.get(page);
  if (known && !known.isClosed()) return known;
  const browser = page.context().browser();
  if (!browser) throw new Error("no browser to replay the page in");
  const context = await browser.newContext({ javaScriptEnabled: true, viewport: page.viewportSize() });
  const replay = await context.newPage();
  // Anything but the replayed document comes from the server, except scripts: none runs but axe.
  await replay.route("**/*", (route) => (route.request().resourceType() === "script" ? route.abort() : route.continue()));
  replays.set(page, replay);
  return replay;
}

/** Closes the replay of a page, if any (after each test). */
export async function closeReplay(page: Page) {
  const replay = replays.get(page);
  replays.delete(page);
  await replay?.context().close();
}

/**
 * axe needs timers, which a page with JavaScript off never fires. So the page as the visitor sees
 * it (its live DOM, which with JavaScript off is the server's markup) is replayed at the same
 * address and size in a context where scripts may run, with the page's own scripts removed and
 * every other script request refused: the same markup and stylesheets, and only axe runs.
 */
async function analyzeWithoutJavaScript(page: Page) {
  const url = page.url().replace(/#.*$/, "");
  const html = withoutScripts(await page.content());
  const replay = await replayPage(page);
  const document = (route: Route) => route.fulfill({ status: 200, contentType: "text/html; charset=utf-8", body: html });
  await replay.route(url, document);
  try {
    await replay.goto(url);
  } finally {
    await replay.unroute(url, document);
  }
  return axe(replay).analyze();
}

/** Runs axe-core on the page as it is now and returns the violations that fail the build. */
export async function gatingViolations(page: Page, javaScriptEnabled: boolean): Promise<Result[]> {
  const results = javaScriptEnabled ? await axe(page).analyze() : await analyzeWithoutJavaScript(page);
  return results.violations.filter(isGating);
}
