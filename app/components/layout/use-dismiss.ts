import { type RefObject, useEffect } from "react";
import { useLocation } from "react-router";

/**
 * Closes an open element (a <details> dropdown or menu) on a click outside it, on Escape and
 * after navigating. Without JavaScript <details> still opens and closes by its summary.
 */
export function useDismiss(ref: RefObject<HTMLElement | null>, close?: () => void) {
  const location = useLocation();

  useEffect(() => {
    const shut = () => {
      if (close) close();
      else if (ref.current instanceof HTMLDetailsElement) ref.current.open = false;
    };
    const onPointer = (event: Event) => {
      const el = ref.current;
      if (el && event.target instanceof Node && !el.contains(event.target)) shut();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") shut();
    };
    document.addEventListener("mousedown", onPointer);
    document.addEventListener("touchstart", onPointer);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("mousedown", onPointer);
      document.removeEventListener("touchstart", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, [ref, close]);

  useEffect(() => {
    if (close) close();
    else if (ref.current instanceof HTMLDetailsElement) ref.current.open = false;
    // Only on a change of page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.pathname, location.search]);
}
