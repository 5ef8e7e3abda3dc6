// What the pages of mailed links say when the link no longer works; shared by their pages and actions.
export const RESET_LINK_INVALID_MESSAGE = "This reset link has expired or was already used. Ask for a new one: links work once, for 30 minutes.";
export const INVITATION_INVALID_MESSAGE = "This invitation has expired, was already used or was withdrawn. Ask an admin to invite you again.";
