/** The audit target naming a redirect: its row and its old address (an address of the site, no personal data). */
export function redirectTarget(id: number, fromPath: string): string {
  return `redirect:${id} (${fromPath.length > 120 ? `${fromPath.slice(0, 120)}…` : fromPath})`;
}
