/**
 * A mailed reset link or invitation with its token replaced, for showing a mail to staff (the
 * outbox page): whoever can read the outbox must not be able to use someone else's link.
 */
export function hideAccountLinks(text: string): string {
  return text.replace(/(\/admin\/(?:reset-password|invitation)\/)[A-Za-z0-9_-]+/g, "$1[hidden: the link works for its recipient only]");
}
