import { whenFirstGesture } from "./first-gesture.ts";
import { islands, type IslandName } from "./island-loaders.ts";

function isIslandName(name: string | undefined): name is IslandName {
  return name !== undefined && Object.hasOwn(islands, name);
}

async function hydrate(wrapper: HTMLElement, name: IslandName): Promise<void> {
  // React comes with the first island hydrated, not with this module.
  const [component, { hydrateIsland }] = await Promise.all([islands[name].load(), import("./hydrate-island.ts")]);
  hydrateIsland(wrapper, component);
}

/**
 * Hydrates the page's islands, each on its own React root: those needed at load now (the promise
 * settles when they are), the others at the visitor's first gesture (island-loaders.ts).
 */
export async function hydrateIslands(): Promise<void> {
  const found = [...document.querySelectorAll<HTMLElement>("[data-island]")].flatMap((wrapper) => {
    const name = wrapper.dataset.island;
    return isIslandName(name) ? [{ wrapper, name }] : [];
  });
  const later = found.filter(({ name }) => islands[name].hydration === "at-first-gesture");
  if (later.length > 0) void whenFirstGesture().then(() => Promise.all(later.map(({ wrapper, name }) => hydrate(wrapper, name))));
  await Promise.all(found.filter(({ name }) => islands[name].hydration === "at-load").map(({ wrapper, name }) => hydrate(wrapper, name)));
}
