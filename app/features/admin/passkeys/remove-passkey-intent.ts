/** The `intent` of the account page's form that removes a passkey. */
export const REMOVE_PASSKEY_INTENT = "remove-passkey";
