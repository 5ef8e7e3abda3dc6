import { createElement } from "react";
import { hydrateRoot } from "react-dom/client";
import { islandLoaders, type IslandName } from "./island-loaders.ts";

function isIslandName(name: string | undefined): name is IslandName {
  return name !== undefined && Object.hasOwn(islandLoaders, name);
}

/** Hydrates every island on the page, each on its own React root. */
export async function hydrateIslands(): Promise<void> {
  const wrappers = [...document.querySelectorAll<HTMLElement>("[data-island]")];
  await Promise.all(
    wrappers.map(async (wrapper) => {
      const name = wrapper.dataset.island;
      if (!isIslandName(name)) return;
      const Component = (await islandLoaders[name]()) as (props: object) => React.ReactNode;
      hydrateRoot(wrapper, createElement(Component, JSON.parse(wrapper.dataset.islandProps ?? "{}") as object));
    }),
  );
}
