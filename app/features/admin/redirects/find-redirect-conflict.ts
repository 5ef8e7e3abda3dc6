/**
 * One redirect as the loop and chain checks see it: where it starts, where it leads (as written,
 * for messages), and the path of this site it leads to (null for another site).
 */
export type RedirectEdge = {
  from: string;
  to: string;
  toPath: string | null;
  /** A page's automatic redirect after its slug changed: read-only here. */
  automatic?: boolean;
  /** The line of the imported file it comes from. */
  line?: number;
};

/** Redirects looked up by where they start and where they lead, so a file of thousands is checked in one pass. */
export type RedirectIndex = { byFrom: Map<string, RedirectEdge[]>; byToPath: Map<string, RedirectEdge[]> };

export type RedirectConflict = { field: "from" | "to"; message: string };

function add(map: Map<string, RedirectEdge[]>, key: string, edge: RedirectEdge) {
  const list = map.get(key);
  if (list) list.push(edge);
  else map.set(key, [edge]);
}

export function indexRedirects(edges: Iterable<RedirectEdge>): RedirectIndex {
  const index: RedirectIndex = { byFrom: new Map(), byToPath: new Map() };
  for (const edge of edges) {
    add(index.byFrom, edge.from, edge);
    if (edge.toPath !== null) add(index.byToPath, edge.toPath, edge);
  }
  return index;
}

function describe(edge: RedirectEdge): string {
  const where = edge.automatic ? " (automatic: page moved)" : edge.line !== undefined ? ` (line ${edge.line} of the file)` : "";
  return `${edge.from} → ${edge.to}${where}`;
}

/**
 * Why `candidate` cannot be saved beside the redirects of `index` (the candidate itself, when it is
 * in the index, is passed over), or null when it can. A visitor must arrive in one hop: a redirect
 * to an address that itself redirects (a chain) costs a round trip, and search engines give up
 * after a few; a loop never ends. So the candidate may neither lead to another redirect's old
 * address nor start where another staff redirect leads, and no two redirects share an old
 * address. Starting where an automatic redirect leads is allowed: that address is a live page,
 * which the redirect then wins over (the save warns about it).
 */
export function findRedirectConflict(candidate: RedirectEdge, index: RedirectIndex): RedirectConflict | null {
  const others = (list: RedirectEdge[] | undefined) => (list ?? []).filter((edge) => edge !== candidate);
  const sameFrom = others(index.byFrom.get(candidate.from))[0];
  if (sameFrom) {
    if (sameFrom.automatic) {
      return { field: "from", message: `${candidate.from} already redirects automatically, because its page moved (${describe(sameFrom)}). Automatic redirects cannot be replaced here.` };
    }
    if (sameFrom.line !== undefined) return { field: "from", message: `${candidate.from} is redirected twice in the file: line ${sameFrom.line} has it too.` };
    return { field: "from", message: `There is already a redirect from ${candidate.from} (${describe(sameFrom)}). Edit that one instead.` };
  }
  if (candidate.toPath === candidate.from) return { field: "to", message: "The new address is the old address itself: visitors would go round in a loop." };
  const next = candidate.toPath === null ? undefined : others(index.byFrom.get(candidate.toPath))[0];
  if (next) {
    if (next.toPath === candidate.from) return { field: "to", message: `This would make a loop: ${next.from} already redirects back to ${candidate.from} (${describe(next)}).` };
    return { field: "to", message: `This would make a chain: ${next.from} already redirects to ${next.to} (${describe(next)}). Point this redirect straight to ${next.to} instead.` };
  }
  const previous = others(index.byToPath.get(candidate.from)).find((edge) => !edge.automatic);
  if (previous) {
    return {
      field: "from",
      message: `This would make a chain: ${previous.from} already redirects to ${candidate.from} (${describe(previous)}). Point that redirect straight to the new address instead, or remove it first.`,
    };
  }
  return null;
}
