import { data } from "react-router";

import { translateKey } from "~/lib/i18n";
import { apiT } from "~/utils/i18n.server";

import type { Route } from "./+types/not-found";

/** Unknown API paths answer JSON, not the HTML 404 page, in the client's Accept-Language. */
const notFound = (request: Request) => data({ message: translateKey(apiT(request), "errors:resourceNotFound") }, { status: 404 });

export function loader({ request }: Route.LoaderArgs) {
  return notFound(request);
}

export function action({ request }: Route.ActionArgs) {
  return notFound(request);
}
