import { createElement, type ComponentType } from "react";
import { hydrateRoot } from "react-dom/client";

/** Hydrates one island's wrapper, on a root of its own, with the props the server rendered it with. */
export function hydrateIsland(wrapper: HTMLElement, component: ComponentType<never>): void {
  const Component = component as ComponentType<object>;
  hydrateRoot(wrapper, createElement(Component, JSON.parse(wrapper.dataset.islandProps ?? "{}") as object));
  // Tests and monitoring wait for this mark before they use the island.
  wrapper.dataset.hydrated = "true";
}
