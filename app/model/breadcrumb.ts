/** One step of a page's breadcrumb trail after Home: the page's name and its path. */
export type Crumb = { name: string; path: string };
