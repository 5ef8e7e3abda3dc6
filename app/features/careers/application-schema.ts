import { z } from "#app/lib/jitless-zod.ts";
import { attachmentField, contactFields } from "#app/lib/forms/contact-fields.ts";
import { CV_EXTENSIONS } from "#app/lib/uploads/file-types.ts";

export const UNKNOWN_JOB_MESSAGE = "Please choose a position from the list of current openings.";

/**
 * The 'Apply for this position' form. The job travels as its id; the title the browser also
 * sends is ignored, the server takes it from the opening itself.
 */
export function createApplicationSchema(limits: { maxCvBytes: number }) {
  return z.object({
    ...contactFields,
    jobId: z.coerce.number({ error: UNKNOWN_JOB_MESSAGE }).int(UNKNOWN_JOB_MESSAGE).positive(UNKNOWN_JOB_MESSAGE).max(2_147_483_647, UNKNOWN_JOB_MESSAGE),
    cv: attachmentField(CV_EXTENSIONS, limits.maxCvBytes),
  });
}

export type ApplicationInput = z.infer<ReturnType<typeof createApplicationSchema>>;
