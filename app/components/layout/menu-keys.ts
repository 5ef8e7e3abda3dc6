/**
 * Where a key moves the focus in a menu's list of `count` links, from the link at `index` (-1
 * when none has it): the arrows step and wrap round, Home and End jump to the ends. Null for any
 * other key, which the list leaves to the browser.
 */
export function linkIndexForKey(key: string, index: number, count: number): number | null {
  if (count <= 0) return null;
  switch (key) {
    case "ArrowDown":
      return index < 0 ? 0 : (index + 1) % count;
    case "ArrowUp":
      return index <= 0 ? count - 1 : index - 1;
    case "Home":
      return 0;
    case "End":
      return count - 1;
    default:
      return null;
  }
}
