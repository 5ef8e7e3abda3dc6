/* Blog categories seeded with the demo posts; every post in ./demo-posts.ts names at least one. */

export const DEMO_CATEGORY_SLUGS = [
  "cloud-devops",
  "data-analytics",
  "automation-ai",
  "digital-banking",
  "security",
  "product-engineering",
] as const;

export type DemoCategorySlug = (typeof DEMO_CATEGORY_SLUGS)[number];

export interface DemoCategory {
  name: string;
  slug: DemoCategorySlug;
}

export const demoCategories: readonly DemoCategory[] = [
  { name: "Cloud & DevOps", slug: "cloud-devops" },
  { name: "Data & Analytics", slug: "data-analytics" },
  { name: "Automation & AI", slug: "automation-ai" },
  { name: "Digital Banking", slug: "digital-banking" },
  { name: "Security", slug: "security" },
  { name: "Product Engineering", slug: "product-engineering" },
];
