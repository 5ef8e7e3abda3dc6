// Copy around the blog: the banner, meta descriptions and the feed's channel description.

/** Lead under the 'Blogs' banner. */
export const blogLead: string =
  "Field notes from our engineers: what we built for banks, NBFCs, wealth managers and travel firms, what it cost, and what we would do again.";

/** Meta description of /blog, and the RSS channel description. */
export const blogDescription: string =
  "Engineering notes from Kairav Technologies on API-first platforms, cloud cost, data platforms, automation, security and digital banking, with the numbers behind each project.";

/** The feed's title. */
export const feedTitle: string = "Kairav Technologies Blog";
