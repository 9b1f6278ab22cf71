// The system Chromium (Debian's package; CHROMIUM_PATH elsewhere) and the flags it is launched with
// headless here: the e2e suite, the README's screenshots and the bench's Lighthouse runs.
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export const chromiumFlags = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
