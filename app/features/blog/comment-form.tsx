import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { Spinner } from "#app/components/spinner/spinner.tsx";
import { dismissToasts, showToast } from "#app/components/toast/deferred-toast.tsx";
import { useCaptcha } from "#app/features/captcha/use-captcha.ts";
import { COMMENT_MESSAGE_MAX, COMMENT_NAME_MAX } from "./blog-rules.ts";
import type { CommentActionResult } from "./comment-action-result.ts";
import type { CommentFieldErrors } from "./comment-form-schema.ts";
import type { BlogComment } from "./get-blog-post-page.server.ts";
import { sendComment } from "./send-comment.ts";

// The schema (and zod with it) loads when the form is first used, not with the page.
const loadCommentSchema = () => import("./comment-form-schema.ts");

type CommentFormProps = {
  postId: number;
  /** The action's answer to a submission made without JavaScript, rendered with the page. */
  serverResult?: CommentActionResult;
  /** A comment the server stored: shown at once, without reloading the page. */
  onPosted: (comment: BlogComment) => void;
};

const fieldClass =
  "mt-2 block w-full rounded-lg border border-slate-300 bg-white px-4 py-3 text-base text-slate-900 shadow-sm transition-colors placeholder:text-slate-400 hover:border-slate-400 focus:border-brand-700 focus:outline-none focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-500 aria-[invalid=true]:border-red-600";

/**
 * The comment form (spec §2). With JavaScript: the name is checked before anything is sent,
 * the proof of work is solved while the visitor types, a spinner replaces the buttons while
 * sending, and the result is a toast; the new comment appears in the list at once.
 * Without JavaScript it is a plain POST that the action answers with the page.
 */
export function CommentForm({ postId, serverResult, onPosted }: CommentFormProps) {
  const { prepare, take, discard } = useCaptcha();
  const formRef = useRef<HTMLFormElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const messageRef = useRef<HTMLTextAreaElement>(null);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<CommentFieldErrors>(serverResult && !serverResult.ok ? serverResult.fieldErrors : {});
  const [answer, setAnswer] = useState<CommentActionResult | null>(null);
  const ids = { name: useId(), message: useId(), note: useId(), nameError: useId(), messageError: useId() };

  useEffect(() => {
    const result = answer;
    if (!result) return;
    if (result.ok) {
      void showToast("success", result.message);
      formRef.current?.reset();
      // reset() restores default values, which hold the text of a refused script-less submission.
      if (nameRef.current) nameRef.current.value = "";
      if (messageRef.current) messageRef.current.value = "";
      setErrors({});
    } else {
      void showToast("error", result.message);
      setErrors(result.fieldErrors);
      // A refused solution is spent either way: start on a fresh challenge at once.
      discard();
      prepare();
    }
  }, [answer, discard, prepare]);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const formData = new FormData(event.currentTarget);
    const { readCommentFields, validateComment } = await loadCommentSchema();
    const validation = validateComment(readCommentFields(formData));
    if (!validation.ok) {
      setErrors(validation.fieldErrors);
      const message = validation.fieldErrors.name ?? validation.fieldErrors.message;
      if (message) void showToast("error", message);
      (validation.fieldErrors.name ? nameRef : messageRef).current?.focus();
      return;
    }
    setErrors({});
    // An earlier 'Please enter the first name' no longer applies.
    void dismissToasts();
    setBusy(true);
    try {
      formData.set("altcha", await take());
    } catch {
      setBusy(false);
      void showToast("error", "We could not run the spam check. Please check your connection and try again.");
      prepare();
      return;
    }
    // The spinner stays up until the answer is in and the comment is in the list.
    const result = await sendComment(postId, formData);
    if (result.ok) onPosted(result.comment);
    setAnswer(result);
    setBusy(false);
  }

  const notice = serverResult && !serverResult.ok && !serverResult.fieldErrors.name && !serverResult.fieldErrors.message ? serverResult.message : null;
  const values = serverResult && !serverResult.ok ? serverResult.values : undefined;

  return (
    <form
      ref={formRef}
      method="post"
      action={`/blog/${postId}`}
      noValidate
      onSubmit={handleSubmit}
      onInput={() => {
        prepare();
        void loadCommentSchema();
      }}
      onReset={() => setErrors({})}
      aria-describedby={ids.note}
      className="mt-6"
    >
      <p id={ids.note} className="text-sm text-slate-600">
        Your email address will not be published. Required fields are marked *
      </p>
      {notice ? (
        <p role="alert" className="mt-4 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
          {notice}
        </p>
      ) : null}

      <div className="mt-5">
        <label htmlFor={ids.name} className="font-semibold text-slate-900">
          Name <span aria-hidden="true" className="text-red-700">*</span>
        </label>
        <input
          ref={nameRef}
          id={ids.name}
          name="name"
          type="text"
          autoComplete="name"
          maxLength={COMMENT_NAME_MAX}
          defaultValue={values?.name}
          aria-required="true"
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={errors.name ? ids.nameError : undefined}
          className={fieldClass}
        />
        {errors.name ? (
          <p id={ids.nameError} className="mt-2 text-sm font-medium text-red-700">
            {errors.name}
          </p>
        ) : null}
      </div>

      <div className="mt-5">
        <label htmlFor={ids.message} className="font-semibold text-slate-900">
          Message
        </label>
        <textarea
          ref={messageRef}
          id={ids.message}
          name="message"
          rows={4}
          maxLength={COMMENT_MESSAGE_MAX}
          defaultValue={values?.message}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={errors.message ? ids.messageError : undefined}
          className={`${fieldClass} resize-y`}
        />
        {errors.message ? (
          <p id={ids.messageError} className="mt-2 text-sm font-medium text-red-700">
            {errors.message}
          </p>
        ) : null}
      </div>

      {/* A trap for form-filling bots; people never see or reach it (ADR 004). */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label>
          Website
          <input name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>

      <div className="mt-6 flex min-h-[3.25rem] flex-wrap items-center gap-3">
        {busy ? (
          <Spinner label="Posting your comment…" />
        ) : (
          <>
            <button type="submit" className="btn-primary">
              Post comment
            </button>
            <button type="reset" className="btn-outline">
              Reset
            </button>
          </>
        )}
      </div>
    </form>
  );
}
