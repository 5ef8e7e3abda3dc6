/** What the jobs pages confirm after a change, keyed by the `?notice=` the action redirects with. */
export const JOB_NOTICES = {
  created: "Job created.",
  saved: "Changes saved.",
  closed: "Job closed. It no longer shows on the careers page and takes no applications.",
  reopened: "Job reopened. It shows on the careers page until its valid-through date.",
  deleted: "Job deleted. Its applications stay in the inbox under the job title.",
} as const;
export type JobNotice = keyof typeof JOB_NOTICES;

export function jobNoticeText(value: string | null): string | null {
  return value && Object.hasOwn(JOB_NOTICES, value) ? JOB_NOTICES[value as JobNotice] : null;
}
