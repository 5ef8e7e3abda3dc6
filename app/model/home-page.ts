import { z } from "zod";
import { imageNames, type ImageName } from "./built-in-images.ts";
import { hrefSchema, longText, requiredText, sitePathSchema, slugSchema, textList } from "./text-fields.ts";
import { titledTextSchema } from "./titled-text.ts";

/** One of the site's built-in responsive pictures, by name. */
export const imageNameSchema = z.enum(imageNames as [ImageName, ...ImageName[]], { error: "Choose one of the site's pictures" });

const altText = (label: string) => z.string().max(1000, `${label} is at most 1000 characters`);

export const heroSlideSchema = z.object({
  id: slugSchema,
  eyebrow: requiredText("Eyebrow", 120),
  title: requiredText("Title", 200),
  body: longText("Text"),
  image: imageNameSchema,
  imageAlt: altText("Alt text"),
  cta: z.object({ label: requiredText("Button label", 80), to: sitePathSchema }),
});

export const testimonialSchema = z.object({
  quote: longText("Quote"),
  name: requiredText("Name", 120),
  designation: requiredText("Designation", 200),
  photo: imageNameSchema,
});

export const teamMemberSchema = z.object({
  name: requiredText("Name", 120),
  designation: requiredText("Designation", 200),
  photo: imageNameSchema,
  bio: longText("Bio"),
  email: z.email("Enter an email address"),
  social: z.array(z.object({ label: requiredText("Label", 60), href: hrefSchema })),
});

export const homeAboutSchema = z.object({
  eyebrow: requiredText("Eyebrow", 120),
  title: requiredText("Title", 200),
  paragraphs: textList("The text", "A paragraph"),
  keyValues: z.array(titledTextSchema).min(1, "Add at least one key value"),
  pillars: z.array(titledTextSchema).min(1, "Add at least one pillar"),
  image: imageNameSchema,
  imageAlt: altText("Alt text"),
});

export const statSchema = z.object({ value: requiredText("Value", 40), label: requiredText("Label", 200) });

export const roadmapSchema = z.object({
  eyebrow: requiredText("Eyebrow", 120),
  title: requiredText("Title", 200),
  body: longText("Text"),
  imageAlt: altText("Alt text"),
});

export const sisterCompanySchema = z.object({
  eyebrow: requiredText("Eyebrow", 120),
  title: requiredText("Title", 200),
  body: textList("The text", "A paragraph"),
  highlights: textList("The highlights", "A highlight"),
  image: imageNameSchema,
  imageAlt: altText("Alt text"),
});

/** The home page: banner slides, about, figures, testimonials, team, roadmap and the sister company. */
export const homePageSchema = z.object({
  heroSlides: z.array(heroSlideSchema).min(1, "Add at least one slide"),
  about: homeAboutSchema,
  stats: z.array(statSchema).min(1, "Add at least one figure"),
  testimonials: z.array(testimonialSchema).min(1, "Add at least one testimonial"),
  team: z.array(teamMemberSchema).min(1, "Add at least one person"),
  roadmap: roadmapSchema,
  sisterCompany: sisterCompanySchema,
});

export type HeroSlide = z.infer<typeof heroSlideSchema>;
export type Testimonial = z.infer<typeof testimonialSchema>;
export type TeamMember = z.infer<typeof teamMemberSchema>;
export type HomeAbout = z.infer<typeof homeAboutSchema>;
export type Stat = z.infer<typeof statSchema>;
export type Roadmap = z.infer<typeof roadmapSchema>;
export type SisterCompany = z.infer<typeof sisterCompanySchema>;
export type HomePage = z.infer<typeof homePageSchema>;

const looseList = z.array(z.looseObject({}));

/**
 * The home page as staff are still writing it: the shape the editor needs holds, while texts may
 * be empty or too long until it is published (homePageSchema), so nothing typed is lost.
 */
export const homeDraftSchema = z.object({
  heroSlides: z.array(z.looseObject({ cta: z.looseObject({}) })),
  about: z.looseObject({ paragraphs: z.array(z.string()), keyValues: looseList, pillars: looseList }),
  stats: looseList,
  testimonials: looseList,
  team: z.array(z.looseObject({ social: looseList })),
  roadmap: z.looseObject({}),
  sisterCompany: z.looseObject({ body: z.array(z.string()), highlights: z.array(z.string()) }),
});
