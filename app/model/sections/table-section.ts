import { z } from "zod";
import { requiredText } from "../text-fields.ts";
import { headedSection } from "./section-base.ts";

/** A table: column headings and rows of cells, one cell per column. */
export const tableSectionSchema = z
  .object({
    kind: z.literal("table"),
    ...headedSection,
    columns: z.array(requiredText("A column heading", 120)).min(1, "The table needs at least one column"),
    rows: z.array(z.array(z.string().max(1000, "A cell is at most 1000 characters"))).min(1, "The table needs at least one row"),
  })
  .superRefine((table, context) => {
    table.rows.forEach((row, index) => {
      if (row.length !== table.columns.length) {
        context.addIssue({ code: "custom", path: ["rows", index], message: `Row ${index + 1} has ${row.length} cells; the table has ${table.columns.length} columns` });
      }
    });
  });
