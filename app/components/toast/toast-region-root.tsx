import type { ComponentProps } from "react";
import { createRoot } from "react-dom/client";
import { ToastRegion } from "./toast-region.tsx";

let mounted = false;

/**
 * The toast region on a React root of its own, in an element added at the end of the page: for a
 * form whose own place is hidden when its toast shows (in a dialog that closes when the form
 * succeeds). Mounted once; a toast asked for before it is up waits in the library's queue.
 */
export function mountToastRegion(props: ComponentProps<typeof ToastRegion> = {}): void {
  if (mounted) return;
  mounted = true;
  const container = document.createElement("div");
  document.body.append(container);
  createRoot(container).render(<ToastRegion {...props} />);
}
