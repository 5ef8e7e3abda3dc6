// C0/C1 control characters (except tab and line feed) and the Unicode bidirectional overrides,
// which can reorder the text shown around them ("Trojan Source"-style spoofing).
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/g;
const LINE_BREAKS = /\r\n?|[\u2028\u2029]/g;

/**
 * Cleans free text a visitor typed: Windows and old-Mac line endings become `\n`, control
 * characters go, and tabs stay. `singleLine` also turns line breaks and tabs into spaces.
 */
export function stripControlCharacters(text: string, options: { singleLine?: boolean } = {}): string {
  const cleaned = text.replace(LINE_BREAKS, "\n").replace(CONTROL_CHARACTERS, "");
  return options.singleLine ? cleaned.replace(/[\n\t]+/g, " ") : cleaned;
}
