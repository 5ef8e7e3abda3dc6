import { islandLoaders, type IslandName } from "./island-loaders.ts";

function isIslandName(name: string | undefined): name is IslandName {
  return name !== undefined && Object.hasOwn(islandLoaders, name);
}

async function hydrate(wrapper: HTMLElement, name: IslandName): Promise<void> {
  // React comes with the islands, not with this module.
  const [component, { hydrateIsland }] = await Promise.all([islandLoaders[name](), import("./hydrate-island.ts")]);
  hydrateIsland(wrapper, component);
}

/**
 * Hydrates the page's islands, each on its own React root. The client entry imports this module
 * at the visitor's first gesture (a pointer or a wheel moving, a touch, a key, a focus, a scroll,
 * an input, a dialog opening: first-gesture.ts), so a visitor who only reads never loads React at
 * all, and one who reaches for a form makes a gesture first; until the island is hydrated its
 * form is the plain POST it is without JavaScript, and its fields are uncontrolled, so text typed
 * meanwhile stays.
 */
export async function hydrateIslands(): Promise<void> {
  const found = [...document.querySelectorAll<HTMLElement>("[data-island]")].flatMap((wrapper) => {
    const name = wrapper.dataset.island;
    return isIslandName(name) ? [{ wrapper, name }] : [];
  });
  await Promise.all(found.map(({ wrapper, name }) => hydrate(wrapper, name)));
}
