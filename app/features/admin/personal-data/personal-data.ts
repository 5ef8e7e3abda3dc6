/** What the site stores about one email address, as the personal data page and the download show it. */

export type StoredFile = { id: number; fileName: string; contentType: string; sizeBytes: number; sha256: string };

export type SubmissionRecord = {
  id: number;
  name: string;
  email: string;
  phone: string;
  message: string;
  clientAddress: string;
  status: string;
  createdAt: string;
  handledAt: string | null;
  file: StoredFile | null;
};

export type PersonalData = {
  address: string;
  enquiries: SubmissionRecord[];
  applications: (SubmissionRecord & { jobTitle: string })[];
  /** Comments have no address column: these name the address in their name or text. */
  comments: { id: number; postId: number; postTitle: string; name: string; message: string; status: string; createdAt: string }[];
  /** Mails to the address, and mails to the company that quote it (the notification of an enquiry). */
  mails: { id: number; kind: string; toAddress: string; subject: string; bodyText: string; status: string; createdAt: string; sentAt: string | null }[];
  auditEntries: { id: number; action: string; target: string; createdAt: string }[];
  /** Shown, never erased here: a staff account is managed on the users page. */
  staffAccounts: { id: number; email: string; displayName: string; role: string; disabledAt: string | null }[];
  invitations: { id: number; email: string; role: string; status: string; createdAt: string }[];
};

/** Whether anything at all is stored for the address. */
export function holdsAnything(found: PersonalData): boolean {
  return [found.enquiries, found.applications, found.comments, found.mails, found.auditEntries, found.staffAccounts, found.invitations].some((list) => list.length > 0);
}

/** Whether the erasure has anything to remove (staff accounts and invitations are not its to remove). */
export function holdsErasable(found: PersonalData): boolean {
  return [found.enquiries, found.applications, found.comments, found.mails, found.auditEntries].some((list) => list.length > 0);
}
