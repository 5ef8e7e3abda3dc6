import type { ComponentType } from "react";
import type { IslandName } from "./island-loaders.ts";

/**
 * A part of a public page that React hydrates in the browser on a root of its own (the forms).
 * The server renders the component inside a wrapper that names it and carries its props; the
 * client entry (hydrate-islands.ts) finds the wrapper, loads the same component and hydrates it
 * with the same props. Everything outside islands stays server-rendered HTML. Inside an app React
 * already runs (the staff console), the wrapper is inert and the component simply renders.
 */
export function Island<Props extends object>({ name, component: Component, props }: { name: IslandName; component: ComponentType<Props>; props: Props }) {
  return (
    <div data-island={name} data-island-props={JSON.stringify(props)} className="contents">
      <Component {...props} />
    </div>
  );
}
