import type { ReactNode } from "react";
import { useHydratedByReact } from "#app/components/hydrated-by-react.ts";

declare module "react" {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      "kairav-deferred-content": React.DetailedHTMLProps<React.HTMLAttributes<HTMLElement>, HTMLElement>;
    }
  }
}

/**
 * Content the page shows only once its scripts run and the visitor comes near it (an embedded map
 * from another site): the server sends it inert in a `<template>`, with `placeholder` in its place
 * until then and for visitors without JavaScript. deferred-content-element.ts swaps it in.
 */
export function DeferredContent({ placeholder, children }: { placeholder: ReactNode; children: ReactNode }) {
  if (useHydratedByReact()) return children;
  return (
    <kairav-deferred-content className="contents">
      {placeholder}
      <template>{children}</template>
    </kairav-deferred-content>
  );
}
