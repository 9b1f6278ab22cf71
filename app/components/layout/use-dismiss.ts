import { useEffect, useRef, type RefObject } from "react";
import { useLocation } from "react-router";

/**
 * Closes an open element (a <details> dropdown or menu) on a click outside it, on Escape and
 * after navigating. Without JavaScript <details> still opens and closes by its summary.
 */
export function useDismiss(ref: RefObject<HTMLElement | null>, close?: () => void) {
  const { pathname, search } = useLocation();
  const shut = useRef(() => {});
  shut.current = () => {
    if (close) close();
    else if (ref.current instanceof HTMLDetailsElement) ref.current.open = false;
  };

  useEffect(() => {
    const onPointer = (event: Event) => {
      const el = ref.current;
      if (el && event.target instanceof Node && !el.contains(event.target)) shut.current();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") shut.current();
    };
    document.addEventListener("mousedown", onPointer);
    document.addEventListener("touchstart", onPointer);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("mousedown", onPointer);
      document.removeEventListener("touchstart", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, [ref]);

  // A new page closes the menu.
  useEffect(() => {
    shut.current();
  }, [pathname, search]);
}
