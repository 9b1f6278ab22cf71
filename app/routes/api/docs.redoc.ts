import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";

/** GET /api/docs/redoc.standalone.js → Redoc's self-contained bundle, from the installed package. */
let bundle: Promise<Buffer> | null = null;

export async function loader() {
  bundle ??= readFile(createRequire(import.meta.url).resolve("redoc/bundles/redoc.standalone.js"));
  return new Response(new Uint8Array(await bundle), {
    headers: { "Content-Type": "text/javascript; charset=utf-8", "Cache-Control": "public, max-age=86400" },
  });
}
