import { mediaFile } from "~/domain/media";

import type { Route } from "./+types/media";

/** GET /media/{key}: a stored image. Names are made from the content: cached for a year. */
export async function loader({ params }: Route.LoaderArgs) {
  const file = await mediaFile(params["*"] ?? "");
  if (!file) return new Response("Not Found", { status: 404, headers: { "Content-Type": "text/plain" } });
  return new Response(new Uint8Array(file.body), {
    headers: {
      "Content-Type": file.contentType,
      "Content-Length": String(file.body.byteLength),
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
