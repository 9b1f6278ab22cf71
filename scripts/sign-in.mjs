// What the benchmarks share (scripts/bench.mjs, scripts/bench-scale/pages.mjs): signing in through
// the login form as a browser without JavaScript does, to time pages as a signed-in person gets them.

function applySetCookies(jar, response) {
  for (const header of response.headers.getSetCookie()) {
    const [pair, ...attributes] = header.split(";");
    const eq = pair.indexOf("=");
    const name = pair.slice(0, eq).trim();
    const value = pair.slice(eq + 1).trim();
    const expired = attributes.some((a) => {
      const [key, v = ""] = a.trim().split("=");
      if (/^max-age$/i.test(key)) return Number(v) <= 0;
      if (/^expires$/i.test(key)) return Date.parse(v) <= Date.now();
      return false;
    });
    if (expired || value === "") jar.delete(name);
    else jar.set(name, value);
  }
}
const cookieHeader = (jar) => [...jar].map(([name, value]) => `${name}=${value}`).join("; ");

/** Signs `who` in at `base` through the login form; answers the Cookie header a browser would then send. */
export async function signIn(base, who) {
  const jar = new Map();
  const page = await fetch(`${base}/login`, { redirect: "manual" });
  if (page.status !== 200) throw new Error(`GET /login answered ${page.status}`);
  applySetCookies(jar, page);
  const response = await fetch(`${base}/login`, {
    method: "POST",
    redirect: "manual",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: base,
      "Sec-Fetch-Site": "same-origin",
      ...(jar.size > 0 ? { Cookie: cookieHeader(jar) } : {}),
    },
    body: new URLSearchParams({ email: who.email, password: who.password, redirectTo: "" }),
  });
  if (response.status !== 302 && response.status !== 303)
    throw new Error(`signing in as ${who.email} answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
  applySetCookies(jar, response);
  // The first page after signing in may consume one-off cookies (a toast): keep what remains after it.
  const dashboard = await fetch(`${base}/dashboard`, { redirect: "manual", headers: { Cookie: cookieHeader(jar) } });
  if (dashboard.status !== 200) throw new Error(`the dashboard answered ${dashboard.status} after signing in as ${who.email}`);
  applySetCookies(jar, dashboard);
  return cookieHeader(jar);
}
