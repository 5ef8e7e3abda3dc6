/**
 * The line under every public form that takes personal data: what it is for, and where to read
 * more. The address is the privacy notice's own (model/standalone-pages.ts), written out so the
 * forms' scripts carry no more than these words.
 */
export const privacyNote = { text: "We use what you send only to answer you.", linkLabel: "Privacy notice", href: "/privacy" } as const;
