import { ErrorPage } from "~/components/error-page";

/** Any path no route claims (including unknown language prefixes): 404. */
export function loader() {
  throw new Response("Not Found", { status: 404 });
}

export function action() {
  throw new Response("Not Found", { status: 404 });
}

export default function NotFound() {
  return <ErrorPage status={404} />;
}
