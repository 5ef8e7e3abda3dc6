import type { MetaDescriptor } from "react-router";
import { absoluteUrl } from "#app/config/public-site-url.ts";
import type { BlogPostDetail } from "./get-blog-post-page.server.ts";

/** schema.org BlogPosting for a post page, so search engines show author, dates and section. */
export function blogPostingJsonLd(post: BlogPostDetail, commentCount: number, publisherName: string): MetaDescriptor {
  const url = absoluteUrl(`/blog/${post.id}`);
  return {
    "script:ld+json": {
      "@context": "https://schema.org",
      "@type": "BlogPosting",
      "@id": `${url}#post`,
      mainEntityOfPage: { "@type": "WebPage", "@id": url },
      url,
      headline: post.title,
      description: post.description,
      datePublished: post.publishedOn,
      dateModified: post.updatedAt || post.publishedOn,
      inLanguage: "en",
      image: absoluteUrl("/images/og-default.png"),
      author: { "@type": "Person", name: post.authorName },
      publisher: { "@type": "Organization", name: publisherName, url: absoluteUrl("/"), logo: { "@type": "ImageObject", url: absoluteUrl("/icon-512.png") } },
      articleSection: post.categories.map((category) => category.name),
      commentCount,
    },
  };
}
