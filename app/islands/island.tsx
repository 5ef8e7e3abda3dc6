import type { ComponentType } from "react";
import type { IslandName } from "./island-loaders.ts";

type IslandProps<Props> = {
  name: IslandName;
  /**
   * Left out for an island that renders nothing until the visitor acts (the careers page's
   * application form, shown once its dialog opens): the server renders the empty wrapper, which
   * the component's first render in the browser matches, and the page need not import the
   * island's module at all.
   */
  component?: ComponentType<Props>;
  props: Props;
};

/**
 * A part of a public page that React hydrates in the browser on a root of its own (the forms).
 * The server renders the component inside a wrapper that names it and carries its props; the
 * client entry (hydrate-islands.ts) finds the wrapper, loads the same component and hydrates it
 * with the same props. Everything outside islands stays server-rendered HTML. Inside an app React
 * already runs (the staff console), the wrapper is inert and the component simply renders.
 */
export function Island<Props extends object>({ name, component: Component, props }: IslandProps<Props>) {
  return (
    <div data-island={name} data-island-props={JSON.stringify(props)} className="contents">
      {Component ? <Component {...props} /> : null}
    </div>
  );
}
