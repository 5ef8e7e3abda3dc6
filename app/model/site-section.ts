/**
 * The part of the site a path belongs to: its first segment ("/services/cloud-management" is in
 * "services"); null on the home page. The header marks the navigation entry of that part current.
 */
export function siteSectionOf(path: string): string | null {
  return path.split(/[/?#]/)[1] || null;
}
