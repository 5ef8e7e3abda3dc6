import { COMMENT_MESSAGE_MAX, COMMENT_NAME_MAX } from "./blog-rules.ts";

// What the comment form says, word for word from the spec where it has the words. Free of zod,
// so the page can show these without loading the schema.
export const commentMessages = {
  nameRequired: "Please enter the first name",
  nameTooLong: `Please keep the name to ${COMMENT_NAME_MAX} characters or fewer`,
  messageTooLong: `Please keep the message to ${COMMENT_MESSAGE_MAX.toLocaleString("en-US")} characters or fewer`,
  posted: "Comment posted successfully",
} as const;
