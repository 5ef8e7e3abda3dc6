/**
 * A mail server's error often quotes the recipient ("550 <someone@example.com>: Recipient address
 * rejected"). Logs must carry no visitor's address, so such text is logged with them replaced.
 */
export function redactAddresses(text: string): string {
  return text.replace(/[^\s<>()[\]",;:@]+@[^\s<>()[\]",;:@]+/g, "[address]");
}
