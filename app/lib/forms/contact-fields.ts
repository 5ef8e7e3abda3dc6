import { z } from "#app/lib/jitless-zod.ts";
import { stripControlCharacters } from "#app/lib/strip-control-characters.ts";
import { fileTooLargeMessage, invalidFileTypeMessage, isAllowedFileName, type FileExtension } from "#app/lib/uploads/file-types.ts";
import { contactFieldLimits } from "./contact-field-text.ts";

/*
 * The fields the enquiry and the job application share (spec §5 lists their rules once for
 * both forms), with the spec's messages. Each form builds its one schema from these, and the
 * browser and the server both run that schema.
 */

/** Spec §5, word for word. Loaded with the schema, when the visitor first uses the form. */
export const contactFieldMessages = {
  nameRequired: "Full Name is required",
  nameCharacters: "Fullname contains only letters, spaces, periods (.), and apostrophes.",
  emailRequired: "Email is required",
  emailInvalid: "Invalid email address",
  phoneRequired: "Phone is required",
  phoneInvalid: "Invalid phone",
  messageRequired: "Message is required",
} as const;

/**
 * Letters of any script (with their combining accents), spaces, periods and apostrophes — the
 * typed ' and the ’ phone keyboards insert. 'José', 'Zoë', "O'Brien" and 'J. R. R. Tolkien' pass.
 */
const NAME_PATTERN = /^[\p{L}\p{M} .'’]+$/u;
/** Spec §5: an optional +91 with an optional hyphen, then exactly 10 digits. */
const PHONE_PATTERN = /^(?:\+91-?)?\d{10}$/;

function tooLong(label: string, max: number) {
  return `${label} must be at most ${max} characters.`;
}

export const contactFields = {
  name: z
    .string({ error: contactFieldMessages.nameRequired })
    .trim()
    .min(1, contactFieldMessages.nameRequired)
    .max(contactFieldLimits.name, tooLong("Full Name", contactFieldLimits.name))
    .regex(NAME_PATTERN, contactFieldMessages.nameCharacters),
  email: z
    .string({ error: contactFieldMessages.emailRequired })
    .trim()
    .min(1, contactFieldMessages.emailRequired)
    .max(contactFieldLimits.email, contactFieldMessages.emailInvalid)
    .pipe(z.email(contactFieldMessages.emailInvalid)),
  phone: z
    .string({ error: contactFieldMessages.phoneRequired })
    .trim()
    .min(1, contactFieldMessages.phoneRequired)
    .regex(PHONE_PATTERN, contactFieldMessages.phoneInvalid),
  // Control characters go before the checks: they have no place in a message, and PostgreSQL
  // refuses a NUL in text (the enquiry would fail instead of being stored).
  message: z
    .string({ error: contactFieldMessages.messageRequired })
    .transform((value) => stripControlCharacters(value))
    .pipe(
      z
        .string()
        .trim()
        .min(1, contactFieldMessages.messageRequired)
        .max(contactFieldLimits.message, tooLong("Message", contactFieldLimits.message)),
    ),
};

/** What the schema sees of a chosen file: its name and size (the server checks the bytes too). */
export type ChosenFile = { name: string; size: number };

/** An optional attachment of the given types and size. */
export function attachmentField(allowed: readonly FileExtension[], maxBytes: number) {
  return z
    .object({ name: z.string(), size: z.number() })
    .refine((file) => isAllowedFileName(file.name, allowed), invalidFileTypeMessage(allowed))
    .refine((file) => file.size <= maxBytes, fileTooLargeMessage(maxBytes))
    .optional();
}
