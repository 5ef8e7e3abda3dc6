// The site's colours (app/app.css holds the same tokens for the pages) for the
// scripts that draw its SVG art: one list, so every diagram, slide and photo
// stays in the palette.
export const brandPalette = {
  primary: "#16235a",
  dark: "#0d1640",
  light: "#2a3f8f",
  tint: "#e3e8f8",
  tint2: "#f3f5fc",
  accent: "#f59e0b",
  accentSoft: "#fde7b0",
  teal: "#0f9d8a",
  ink: "#0f172a",
  slate: "#334155",
  muted: "#64748b",
  line: "#e2e8f0",
  bg: "#f8fafc",
  white: "#ffffff",
} as const;

/** The font stack SVG text asks for: Inter where installed, else the system sans. */
export const svgFontStack = "Inter, Arial, Helvetica, sans-serif";
