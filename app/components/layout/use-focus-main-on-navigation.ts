import { useEffect, useRef } from "react";

/**
 * After a client-side navigation, moves the focus to the page's content (`#main-content`), as a
 * full page load would reset it. Without this the focus stays on the link that was followed,
 * often inside a menu that has just closed, and the next Tab starts from nowhere; a screen reader
 * would not notice that the page changed.
 */
export function useFocusMainOnNavigation(pathname: string) {
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    document.getElementById("main-content")?.focus({ preventScroll: true });
  }, [pathname]);
}
