import { lazy, Suspense, useSyncExternalStore, type ComponentProps } from "react";

/*
 * Toasts for pages whose toasts only ever answer something the visitor did (sending a form): the
 * toast library, and the region that shows toasts, load with the first toast instead of with the
 * page, which keeps them out of the page's JavaScript. A toast asked for before the region is up
 * waits in the library's queue and shows as soon as it mounts. Same options as ToastRegion.
 */

const ToastRegion = lazy(() => import("./toast-region.tsx").then((module) => ({ default: module.ToastRegion })));

let wanted = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function wantRegion() {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

export function DeferredToastRegion(props: ComponentProps<typeof ToastRegion>) {
  const shown = useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <ToastRegion {...props} />
    </Suspense>
  );
}

/** Closes every open toast, if the toast library has been loaded at all. */
export async function dismissToasts(): Promise<void> {
  if (!wanted) return;
  const { toast } = await import("react-toastify");
  toast.dismiss();
}

/** `toast.success` / `toast.error` from react-toastify, loading it (and the region) first if no toast has shown yet. */
export async function showToast(kind: "success" | "error", message: string): Promise<void> {
  wantRegion();
  const { toast } = await import("react-toastify");
  toast[kind](message);
}
