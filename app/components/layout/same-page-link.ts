/** Whether a link leads to the page already shown (same path and query; a fragment aims elsewhere). */
export function pointsAtShownPage(href: string, shown: string): boolean {
  const target = new URL(href, shown);
  const page = new URL(shown);
  return target.hash === "" && target.origin === page.origin && target.pathname === page.pathname && target.search === page.search;
}
