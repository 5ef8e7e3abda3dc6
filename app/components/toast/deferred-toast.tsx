import { lazy, Suspense, type ComponentProps } from "react";
import { useHydrated } from "#app/lib/use-hydrated.ts";

/*
 * Toasts for pages whose toasts only ever answer something the visitor did (sending a form):
 * the toast library is fetched after the page has hydrated instead of with the first view, which
 * keeps it out of the page's JavaScript budget. Same options as ToastRegion, which it renders.
 */

const ToastRegion = lazy(() => import("./toast-region.tsx").then((module) => ({ default: module.ToastRegion })));

export function DeferredToastRegion(props: ComponentProps<typeof ToastRegion>) {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <ToastRegion {...props} />
    </Suspense>
  );
}

/** Closes every open toast, if the toast library has been loaded at all. */
export async function dismissToasts(): Promise<void> {
  const { toast } = await import("react-toastify");
  toast.dismiss();
}

/** `toast.success` / `toast.error` from react-toastify, loading it first if the page has not yet. */
export async function showToast(kind: "success" | "error", message: string): Promise<void> {
  const { toast } = await import("react-toastify");
  toast[kind](message);
}
