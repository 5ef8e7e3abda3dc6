/** The section a path belongs to, by the words the spec names; null on the home page. */
export function currentSection(pathname: string): string | null {
  const sections = ["services", "industries", "aboutus", "solutions", "blog", "careers", "contactus"];
  return sections.find((section) => pathname.includes(section)) ?? null;
}
