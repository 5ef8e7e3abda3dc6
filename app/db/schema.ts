import type { Generated, Insertable, Selectable, Updateable } from "kysely";

/*
 * One typed schema for both SQLite and PostgreSQL. To keep every query portable:
 * - timestamps are ISO-8601 UTC text (`2026-11-21T10:00:00.000Z`), which sorts correctly as text
 *   and reads back identically from both drivers (no Date/timezone conversion anywhere);
 * - dates shown to visitors are `YYYY-MM-DD` text;
 * - no booleans (SQLite has none): state lives in status text columns, guarded by CHECK constraints;
 * - ids are 32-bit integers, bytes are Buffers (SQLite blob, PostgreSQL bytea).
 * The migrations in ./migrations/ are the source of truth for constraints and indexes.
 */

/** ISO-8601 UTC timestamp text, e.g. `2026-11-21T10:00:00.000Z`. */
export type IsoTimestamp = string;
/** Calendar date text, `YYYY-MM-DD`. */
export type IsoDate = string;

export const POST_STATUSES = ["draft", "published"] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

export const COMMENT_STATUSES = ["visible", "hidden"] as const;
export type CommentStatus = (typeof COMMENT_STATUSES)[number];

export const JOB_STATUSES = ["open", "closed"] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

// The schema.org JobPosting employmentType values, so job pages can emit them unchanged.
export const EMPLOYMENT_TYPES = ["FULL_TIME", "PART_TIME", "CONTRACTOR", "INTERN"] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];

export const SUBMISSION_STATUSES = ["new", "handled"] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

export const OUTBOX_STATUSES = ["queued", "sent", "failed"] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

export const VITAL_NAMES = ["LCP", "CLS", "INP", "FCP", "TTFB"] as const;
export type VitalName = (typeof VITAL_NAMES)[number];

/** What a staff member may do in the console (app/features/admin/staff-policy.ts says where each may go). */
export const STAFF_ROLES = ["admin", "editor", "recruiter", "sales"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Whether search engines may list an item: 'noindex' keeps it out of their results and the sitemap. */
export const SEARCH_ROBOTS = ["index", "noindex"] as const;
export type SearchRobots = (typeof SEARCH_ROBOTS)[number];

export interface PostsTable {
  id: Generated<number>;
  title: string;
  slug: string;
  /** Markdown. */
  content: string;
  /** The cover picture: JSON of a Picture from the media library, or null. */
  cover: string | null;
  /** What the blog list and the post's description say of it instead of its opening, or null. */
  excerpt: string | null;
  /** What search engines and social sites are told instead of the defaults (migration 0016); null where staff left the default. */
  seo_title: string | null;
  seo_description: string | null;
  /** A media library file's address (`/media/<hash>.jpg|png`) shown when the item is shared; null for the cover or a generated card. */
  social_image: string | null;
  /** An absolute http(s) URL or a path of this site, instead of the item's own address; null for its own. */
  canonical_url: string | null;
  /** 'noindex' keeps the item out of search results and the sitemap. */
  robots: Generated<SearchRobots>;
  author_name: string;
  published_on: IsoDate;
  status: PostStatus;
  created_at: IsoTimestamp;
  updated_at: IsoTimestamp;
}

export interface CategoriesTable {
  id: Generated<number>;
  name: string;
  slug: string;
}

export interface PostCategoriesTable {
  post_id: number;
  category_id: number;
}

export interface CommentsTable {
  id: Generated<number>;
  post_id: number;
  name: string;
  message: string;
  /** Defaults to 'visible': comments appear at once and staff hide abuse afterwards. */
  status: Generated<CommentStatus>;
  created_at: IsoTimestamp;
}

export interface JobsTable {
  id: Generated<number>;
  /** Short title for cards, e.g. 'DevOps Engineer'. */
  job_title: string;
  /** Full title for the detail view, e.g. 'DevOps Engineer (Kubernetes, AWS), Pune'. */
  post_title: string;
  summary: string;
  experience: string;
  /** Null when the company does not publish a salary; the card then hides the line. */
  salary: string | null;
  openings: number;
  location: string;
  availability: string;
  employment_type: EmploymentType;
  status: JobStatus;
  date_posted: IsoDate;
  valid_through: IsoDate;
  /** What search engines and social sites are told instead of the defaults (migration 0016); null where staff left the default. */
  seo_title: string | null;
  seo_description: string | null;
  /** A media library file's address (`/media/<hash>.jpg|png`) shown when the item is shared; null for the cover or a generated card. */
  social_image: string | null;
  /** An absolute http(s) URL or a path of this site, instead of the item's own address; null for its own. */
  canonical_url: string | null;
  /** 'noindex' keeps the item out of search results and the sitemap. */
  robots: Generated<SearchRobots>;
  created_at: IsoTimestamp;
  updated_at: IsoTimestamp;
}

export interface JobRequirementsTable {
  job_id: number;
  /** 1-based order in which the requirement is shown. */
  position: number;
  text: string;
}

export interface AttachmentsTable {
  id: Generated<number>;
  file_name: string;
  content_type: string;
  size_bytes: number;
  /** Lower-case hex SHA-256 of `data`. */
  sha256: string;
  data: Buffer;
  /**
   * JSON array of the warning codes the upload checks noted (see lib/uploads/content-warnings.ts):
   * `[]` for a file checked and found clear, null for a file stored before the checks existed.
   */
  content_warnings: string | null;
  created_at: IsoTimestamp;
}

export interface EnquiriesTable {
  id: Generated<number>;
  name: string;
  email: string;
  phone: string;
  message: string;
  client_address: string;
  attachment_id: number | null;
  status: Generated<SubmissionStatus>;
  created_at: IsoTimestamp;
  handled_at: IsoTimestamp | null;
}

export interface ApplicationsTable {
  id: Generated<number>;
  /** Set to null when the job is deleted; `job_title` keeps what the applicant applied for. */
  job_id: number | null;
  job_title: string;
  name: string;
  email: string;
  phone: string;
  message: string;
  client_address: string;
  attachment_id: number | null;
  status: Generated<SubmissionStatus>;
  created_at: IsoTimestamp;
  handled_at: IsoTimestamp | null;
}

export interface OutboxTable {
  id: Generated<number>;
  /** What the mail is about, e.g. 'enquiry-notification'; lets the sender pick a template. */
  kind: string;
  to_address: string;
  subject: string;
  body_text: string;
  status: Generated<OutboxStatus>;
  attempts: Generated<number>;
  next_attempt_at: IsoTimestamp;
  last_error: string | null;
  created_at: IsoTimestamp;
  sent_at: IsoTimestamp | null;
}

export interface StaffUsersTable {
  id: Generated<number>;
  /** Stored lower-cased so the unique index is case-insensitive on both databases. */
  email: string;
  password_hash: string;
  /** The name the console shows for the person, e.g. in its header and on the users page. */
  display_name: string;
  role: StaffRole;
  created_at: IsoTimestamp;
  disabled_at: IsoTimestamp | null;
}

export interface SessionsTable {
  /** A hash of the session token: a database leak does not hand out live sessions. */
  id: string;
  user_id: number;
  csrf_token: string;
  created_at: IsoTimestamp;
  last_seen_at: IsoTimestamp;
  expires_at: IsoTimestamp;
  /** The browser's User-Agent header at sign-in (cut short); null for sessions older than the column. */
  user_agent: string | null;
  /** The client address the session signed in from; null for sessions older than the column. */
  client_address: string | null;
  /** How the sign-in passed a second step; null for a password alone (ADR 023). */
  second_factor: SecondFactor | null;
}

export const SECOND_FACTORS = ["totp", "recovery-code", "passkey"] as const;
export type SecondFactor = (typeof SECOND_FACTORS)[number];

/** A staff member's authenticator app (TOTP, RFC 6238). */
export interface StaffTotpTable {
  user_id: number;
  /** The shared secret, sealed (totp-secret-box.server.ts): never shown again once enrolled. */
  secret: string;
  created_at: IsoTimestamp;
  /** Null until a code from the app confirmed the enrolment. */
  confirmed_at: IsoTimestamp | null;
  /** The newest 30-second step a code was accepted for: no code of it or before works again. */
  last_used_step: number | null;
}

export interface StaffRecoveryCodesTable {
  id: Generated<number>;
  user_id: number;
  /** SHA-256 of the code (120 random bits); a used code's row is deleted. */
  code_hash: string;
  created_at: IsoTimestamp;
}

/** A correct password waiting for its second step, bound to the browser by a cookie. */
export interface StaffSignInChallengesTable {
  /** A hash of the token in the cookie, as for sessions. */
  id: string;
  user_id: number;
  csrf_token: string;
  next_path: string;
  failed_attempts: Generated<number>;
  created_at: IsoTimestamp;
  expires_at: IsoTimestamp;
}

/** One row (id 1): the staff console's security settings, admins' to change. */
export interface StaffSecuritySettingsTable {
  id: number;
  /** 1 when every staff member must sign in with a second factor. */
  require_two_factor: number;
  updated_at: IsoTimestamp | null;
  updated_by: number | null;
}

export interface PasswordResetTokensTable {
  /** A hash of the token mailed in the link, as for sessions: a copy of the table resets nothing. */
  id: string;
  user_id: number;
  created_at: IsoTimestamp;
  expires_at: IsoTimestamp;
}

export const INVITATION_STATUSES = ["pending", "accepted", "revoked"] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

export interface StaffInvitationsTable {
  id: Generated<number>;
  /** A hash of the token mailed in the link. */
  token_hash: string;
  /** Lower-cased, like staff_users.email. */
  email: string;
  role: StaffRole;
  status: InvitationStatus;
  invited_by: number | null;
  created_at: IsoTimestamp;
  expires_at: IsoTimestamp;
  /** When it was accepted or revoked; null while pending. */
  closed_at: IsoTimestamp | null;
}

/** A passkey (WebAuthn credential) a staff member signs in with (ADR 024). */
export interface StaffPasskeysTable {
  id: Generated<number>;
  user_id: number;
  /** The id the authenticator names the credential by, base64url. */
  credential_id: string;
  /** The credential's public key, COSE-encoded as the authenticator sent it. */
  public_key: Buffer;
  /** The signature counter the authenticator last reported (0 for passkeys that keep none). */
  counter: number;
  /** JSON array of the transports the authenticator reported, or null. */
  transports: string | null;
  /** The random user handle the authenticator keeps for the account, base64url: the same for all of a person's passkeys. */
  user_handle: string;
  /** What the person called it ("Work laptop"). */
  name: string;
  created_at: IsoTimestamp;
  last_used_at: IsoTimestamp | null;
}

export const WEBAUTHN_CHALLENGE_PURPOSES = ["registration", "sign-in"] as const;
export type WebauthnChallengePurpose = (typeof WEBAUTHN_CHALLENGE_PURPOSES)[number];

/** A WebAuthn challenge handed to a browser: used once, or deleted once expired. */
export interface WebauthnChallengesTable {
  /** The challenge, base64url. */
  challenge: string;
  purpose: WebauthnChallengePurpose;
  /** Who asked, for a registration; null for a sign-in. */
  user_id: number | null;
  /** The user handle offered with a registration; null for a sign-in. */
  user_handle: string | null;
  created_at: IsoTimestamp;
  expires_at: IsoTimestamp;
}

export interface UsedChallengesTable {
  /** Signature of an ALTCHA challenge already accepted once (replay protection). */
  signature: string;
  expires_at: IsoTimestamp;
}

export interface VitalsTable {
  id: Generated<number>;
  route: string;
  name: VitalName;
  value: number;
  created_at: IsoTimestamp;
}

/** One UTC day of samples of a route and metric, rolled up (ADR 017); `vitals` keeps raw rows for a week only. */
export interface VitalsDailyTable {
  /** The UTC day, YYYY-MM-DD. */
  day: string;
  route: string;
  name: VitalName;
  samples: number;
  /** Samples by web.dev rating (vital-ratings.ts). */
  good: number;
  needs_improvement: number;
  poor: number;
  /** Counts per bucket of the metric's fixed layout, as JSON `[bucket, count, ...]` (vital-histogram.ts). */
  histogram: string;
}

/** How far each day's raw samples are rolled up: those created before `rolled_until` are in vitals_daily. */
export interface VitalsRollupDaysTable {
  day: string;
  rolled_until: IsoTimestamp;
}

export interface AuditLogTable {
  id: Generated<number>;
  /** Not a foreign key: the record of who did what must outlive the user row. */
  user_id: number | null;
  action: string;
  target: string;
  created_at: IsoTimestamp;
}

export const PAGE_FAMILIES = ["services", "industries", "solutions", "aboutus"] as const;

export interface PagesTable {
  id: Generated<number>;
  family: (typeof PAGE_FAMILIES)[number];
  slug: string;
  position: number;
  /** The public document (JSON of a ContentPage), or null while the page is not public. */
  published: string | null;
  /** Unpublished changes (JSON of a ContentPage), or null when there are none. */
  draft: string | null;
  /** Grows with every write: a save from a stale copy is refused. */
  version: number;
  publish_at: IsoTimestamp | null;
  created_at: IsoTimestamp;
  updated_at: IsoTimestamp;
  updated_by: number | null;
}

export interface PageRevisionsTable {
  id: Generated<number>;
  page_id: number;
  /** The published document (JSON of a ContentPage); never changed. */
  document: string;
  note: string | null;
  author_id: number | null;
  created_at: IsoTimestamp;
}

export interface PageRedirectsTable {
  id: Generated<number>;
  family: (typeof PAGE_FAMILIES)[number];
  /** The old slug, which now redirects to the page's current address. */
  slug: string;
  page_id: number;
  created_at: IsoTimestamp;
}

export const REDIRECT_STATUSES = [301, 302] as const;
export type RedirectStatus = (typeof REDIRECT_STATUSES)[number];

/** A redirect staff manage: served from memory before routing (server/redirects.ts). */
export interface RedirectsTable {
  id: Generated<number>;
  /** The old address: a normalised path of this site (normalize-redirect-path.ts), unique. */
  from_path: string;
  /** A path of this site (with any query) or an absolute http(s) URL. */
  to_target: string;
  status: RedirectStatus;
  /** Visits answered, added in batches by the server. */
  hit_count: Generated<number>;
  last_hit_at: IsoTimestamp | null;
  created_at: IsoTimestamp;
  created_by: number | null;
  updated_at: IsoTimestamp;
  updated_by: number | null;
}

export const SITE_DOCUMENT_NAMES = ["settings", "home", "celebrations"] as const;
export type SiteDocumentName = (typeof SITE_DOCUMENT_NAMES)[number];

export interface SiteDocumentsTable {
  name: SiteDocumentName;
  /** The public document (JSON, e.g. of the SiteSettings); always there, seeded at start. */
  published: string;
  /** Saved changes not public yet, or null. */
  draft: string | null;
  /** Grows with every write: a save from a stale copy is refused. */
  version: number;
  updated_at: IsoTimestamp;
  updated_by: number | null;
}

export interface SiteDocumentRevisionsTable {
  id: Generated<number>;
  name: SiteDocumentName;
  /** The published document; never changed. */
  document: string;
  note: string | null;
  author_id: number | null;
  created_at: IsoTimestamp;
}

/** What staff may upload. */
export const MEDIA_KINDS = ["jpeg", "png", "webp", "avif", "gif"] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

/** What the library holds: uploads, and the site's built-in pictures, whose diagrams are SVG. */
export const LIBRARY_KINDS = [...MEDIA_KINDS, "svg"] as const;
export type LibraryKind = (typeof LIBRARY_KINDS)[number];

export const MEDIA_FORMATS = ["avif", "webp", "jpeg", "png"] as const;
export type MediaFormat = (typeof MEDIA_FORMATS)[number];

export interface MediaItemsTable {
  id: Generated<number>;
  /** The uploaded file's name, as staff know it; shown and searched, never used as a path. */
  original_name: string;
  /** The format of the uploaded file, read from its bytes, or of a built-in picture's file. */
  kind: LibraryKind;
  /** What the picture shows, for screen readers; "" until staff write it. */
  alt_text: Generated<string>;
  /** 1 when staff marked the picture as decoration (alt=""), 0 otherwise. */
  decorative: Generated<0 | 1>;
  caption: Generated<string>;
  /** Intrinsic size after auto-orientation, in pixels. */
  width: number;
  height: number;
  /** Size of the uploaded file. */
  byte_size: number;
  /** `#rrggbb`, shown while the picture loads. */
  dominant_color: string;
  /** Lower-case hex SHA-256 of `original_data`: the same file is not stored twice. */
  original_sha256: string;
  /** The file as uploaded, metadata included; kept to make new variants from, never served. */
  original_data: Buffer;
  created_at: IsoTimestamp;
  updated_at: IsoTimestamp;
  uploaded_by: number | null;
  /**
   * For a picture the site ships with in public/: its files' addresses as a JSON array, the one
   * pages show first (no stored bytes or variants then). Null for an uploaded picture.
   */
  builtin_files: string | null;
}

export interface MediaVariantsTable {
  id: Generated<number>;
  item_id: number;
  format: MediaFormat;
  width: number;
  height: number;
  byte_size: number;
  /** The first 32 hex digits of the SHA-256 of `data`: the file's public name (/media/<hash>.<ext>). */
  hash: string;
  data: Buffer;
}

export const SEARCH_DOCUMENT_KINDS = ["page", "post", "job"] as const;
export type SearchDocumentKind = (typeof SEARCH_DOCUMENT_KINDS)[number];

/**
 * What the site search finds: one row per public page, published post and open job, written in
 * the same transaction as the change that makes it public (app/features/search/). The full-text
 * index beside it is not typed here: on SQLite the FTS5 table search_index, on PostgreSQL the
 * generated search_vector column, both queried with raw SQL.
 */
export interface SearchDocumentsTable {
  id: Generated<number>;
  kind: SearchDocumentKind;
  /** The page's, post's or job's id. */
  source_id: number;
  /** Where the result links to, e.g. `/solutions/thor-platform`. */
  url: string;
  title: string;
  /** Every other text a visitor reads there, one text a line. */
  body: string;
  /** Shown beside the kind: a page's family, a post's author, a job's location. */
  section: string | null;
  /** A post dated later than today stays out of results until its day (see blog/last-public-date.ts). */
  visible_from: IsoDate | null;
  /** A job past its closing date leaves the results as it leaves the careers page. */
  visible_until: IsoDate | null;
  updated_at: IsoTimestamp;
}

export const BACKUP_RUN_KINDS = ["scheduled", "manual"] as const;
export const BACKUP_RUN_STATUSES = ["running", "ok", "failed"] as const;
export type BackupRunStatus = (typeof BACKUP_RUN_STATUSES)[number];

/** A backup the server took into BACKUP_DIR (0017); a running row is also the lock against a second one. */
export interface BackupRunsTable {
  id: Generated<number>;
  kind: (typeof BACKUP_RUN_KINDS)[number];
  /** The admin who asked for a manual run; null for the schedule or once that account is deleted. */
  requested_by: number | null;
  status: BackupRunStatus;
  started_at: IsoTimestamp;
  finished_at: IsoTimestamp | null;
  /** While running: renewed by the instance doing the work; a run past it was interrupted. */
  lease_until: IsoTimestamp | null;
  /** The file's name inside BACKUP_DIR, once written. */
  file_name: string | null;
  size_bytes: number | null;
  /** Why a failed run failed, short. */
  error: string | null;
  /** When rotation deleted the file. */
  removed_at: IsoTimestamp | null;
}

export interface Database {
  posts: PostsTable;
  categories: CategoriesTable;
  post_categories: PostCategoriesTable;
  comments: CommentsTable;
  jobs: JobsTable;
  job_requirements: JobRequirementsTable;
  attachments: AttachmentsTable;
  enquiries: EnquiriesTable;
  applications: ApplicationsTable;
  outbox: OutboxTable;
  staff_users: StaffUsersTable;
  sessions: SessionsTable;
  password_reset_tokens: PasswordResetTokensTable;
  staff_invitations: StaffInvitationsTable;
  staff_passkeys: StaffPasskeysTable;
  webauthn_challenges: WebauthnChallengesTable;
  staff_totp: StaffTotpTable;
  staff_recovery_codes: StaffRecoveryCodesTable;
  staff_sign_in_challenges: StaffSignInChallengesTable;
  staff_security_settings: StaffSecuritySettingsTable;
  used_challenges: UsedChallengesTable;
  vitals: VitalsTable;
  vitals_daily: VitalsDailyTable;
  vitals_rollup_days: VitalsRollupDaysTable;
  audit_log: AuditLogTable;
  pages: PagesTable;
  page_revisions: PageRevisionsTable;
  page_redirects: PageRedirectsTable;
  redirects: RedirectsTable;
  media_items: MediaItemsTable;
  media_variants: MediaVariantsTable;
  site_documents: SiteDocumentsTable;
  site_document_revisions: SiteDocumentRevisionsTable;
  search_documents: SearchDocumentsTable;
  backup_runs: BackupRunsTable;
}

export type Post = Selectable<PostsTable>;
export type NewPost = Insertable<PostsTable>;
export type PostUpdate = Updateable<PostsTable>;

export type Category = Selectable<CategoriesTable>;
export type NewCategory = Insertable<CategoriesTable>;
export type CategoryUpdate = Updateable<CategoriesTable>;

export type PostCategory = Selectable<PostCategoriesTable>;
export type NewPostCategory = Insertable<PostCategoriesTable>;
export type PostCategoryUpdate = Updateable<PostCategoriesTable>;

export type Comment = Selectable<CommentsTable>;
export type NewComment = Insertable<CommentsTable>;
export type CommentUpdate = Updateable<CommentsTable>;

export type Job = Selectable<JobsTable>;
export type NewJob = Insertable<JobsTable>;
export type JobUpdate = Updateable<JobsTable>;

export type JobRequirement = Selectable<JobRequirementsTable>;
export type NewJobRequirement = Insertable<JobRequirementsTable>;
export type JobRequirementUpdate = Updateable<JobRequirementsTable>;

export type Attachment = Selectable<AttachmentsTable>;
export type NewAttachment = Insertable<AttachmentsTable>;
export type AttachmentUpdate = Updateable<AttachmentsTable>;

export type Enquiry = Selectable<EnquiriesTable>;
export type NewEnquiry = Insertable<EnquiriesTable>;
export type EnquiryUpdate = Updateable<EnquiriesTable>;

export type Application = Selectable<ApplicationsTable>;
export type NewApplication = Insertable<ApplicationsTable>;
export type ApplicationUpdate = Updateable<ApplicationsTable>;

export type OutboxMessage = Selectable<OutboxTable>;
export type NewOutboxMessage = Insertable<OutboxTable>;
export type OutboxMessageUpdate = Updateable<OutboxTable>;

export type StaffUser = Selectable<StaffUsersTable>;
export type NewStaffUser = Insertable<StaffUsersTable>;
export type StaffUserUpdate = Updateable<StaffUsersTable>;

export type Session = Selectable<SessionsTable>;
export type NewSession = Insertable<SessionsTable>;
export type SessionUpdate = Updateable<SessionsTable>;

export type UsedChallenge = Selectable<UsedChallengesTable>;
export type NewUsedChallenge = Insertable<UsedChallengesTable>;
export type UsedChallengeUpdate = Updateable<UsedChallengesTable>;

export type Vital = Selectable<VitalsTable>;
export type NewVital = Insertable<VitalsTable>;
export type VitalUpdate = Updateable<VitalsTable>;

export type AuditLogEntry = Selectable<AuditLogTable>;
export type NewAuditLogEntry = Insertable<AuditLogTable>;
export type AuditLogEntryUpdate = Updateable<AuditLogTable>;

export type MediaItem = Selectable<MediaItemsTable>;
export type NewMediaItem = Insertable<MediaItemsTable>;
export type MediaItemUpdate = Updateable<MediaItemsTable>;

export type MediaVariant = Selectable<MediaVariantsTable>;
export type NewMediaVariant = Insertable<MediaVariantsTable>;
