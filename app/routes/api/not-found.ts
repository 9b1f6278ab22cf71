import { data } from "react-router";

/** Unknown API paths answer JSON, not the HTML 404 page. */
export function loader() {
  return data({ message: "Not Found" }, { status: 404 });
}

export function action() {
  return data({ message: "Not Found" }, { status: 404 });
}
