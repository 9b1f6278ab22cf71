import { openApiDocument } from "~/api/openapi/document";

/** GET /api/openapi.json → the OpenAPI 3.1 document of the JSON API (decision 248). */
export function loader() {
  return Response.json(openApiDocument(), { headers: { "Cache-Control": "public, max-age=300" } });
}
