import type { Company } from "#app/model/site-settings.ts";

export type Brand = Pick<Company, "name" | "shortName">;

/**
 * The logo: a monogram tile, the short name, and under it the rest of the full name
 * ("Kairav" over "Technologies").
 */
export function BrandMark({ brand, inverted = false }: { brand: Brand; inverted?: boolean }) {
  const rest = brand.name.startsWith(brand.shortName) ? brand.name.slice(brand.shortName.length).trim() : "";
  return (
    <span className="flex items-center gap-2.5">
      <svg aria-hidden="true" viewBox="0 0 40 40" width="36" height="36">
        <rect width="40" height="40" rx="10" fill={inverted ? "#ffffff" : "#16235a"} />
        <path d="M13 10v20M13 20l11-10M16.5 17l8.5 13" stroke={inverted ? "#16235a" : "#ffffff"} strokeWidth="3.6" strokeLinecap="round" strokeLinejoin="round" fill="none" />
        <circle cx="29" cy="11" r="3" fill="#f59e0b" />
      </svg>
      <span className={`text-lg leading-tight font-bold tracking-tight ${inverted ? "text-white" : "text-brand-900"}`}>
        {brand.shortName}
        {rest ? (
          <span className={`block text-[0.7rem] font-semibold tracking-[0.18em] uppercase ${inverted ? "text-brand-100" : "text-slate-500"}`}>
            {rest}
          </span>
        ) : null}
      </span>
    </span>
  );
}
