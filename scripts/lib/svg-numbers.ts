/** Round numbers so the SVG stays short. */
export function n(v: number): string {
  return (Math.round(v * 10) / 10).toString();
}

export function pts(points: Array<[number, number]>): string {
  return points.map(([x, y]) => `${n(x)},${n(y)}`).join(" ");
}

/** Per-document id generator so helpers can define gradients without clashes. */
export class Ids {
  private count = 0;
  next(prefix: string): string {
    this.count += 1;
    return `${prefix}${this.count}`;
  }
}
