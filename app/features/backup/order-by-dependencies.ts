/**
 * Table names in an order in which every table comes after the tables its foreign keys point at,
 * so rows can be inserted table by table. A table pointing at itself does not hold itself back;
 * tables in a cycle (none in this schema) come last, by name, and rely on the load deferring its
 * checks. Ties are broken by name, so the order is the same on every run.
 */
export function orderByDependencies(tables: readonly { name: string; references: readonly string[] }[]): string[] {
  const names = new Set(tables.map((table) => table.name));
  const waitingFor = new Map(
    tables.map((table) => [table.name, new Set(table.references.filter((reference) => reference !== table.name && names.has(reference)))]),
  );
  const ordered: string[] = [];
  while (waitingFor.size > 0) {
    const ready = [...waitingFor].filter(([, references]) => references.size === 0).map(([name]) => name).sort();
    if (ready.length === 0) {
      ordered.push(...[...waitingFor.keys()].sort());
      break;
    }
    for (const name of ready) {
      waitingFor.delete(name);
      ordered.push(name);
    }
    for (const references of waitingFor.values()) for (const name of ready) references.delete(name);
  }
  return ordered;
}
