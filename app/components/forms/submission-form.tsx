import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from "react";
import type { z } from "zod";
import { Spinner } from "#app/components/spinner/spinner.tsx";
import { showToast } from "#app/components/toast/deferred-toast.tsx";
import { contactFieldLimits, firstErrorPerField, PHONE_FORMATS_HINT, type FieldErrors } from "#app/lib/forms/contact-field-text.ts";
import { isSubmissionReply, UNEXPECTED_ERROR_MESSAGE, type SubmissionReply } from "#app/lib/forms/submission-reply.ts";
import { acceptAttribute, fileTypeLabels, formatFileSize, type FileExtension } from "#app/lib/uploads/file-types.ts";
import { FieldShell, TextAreaField, TextField } from "./form-field.tsx";

/** The browser half of the proof of work (features/captcha/use-captcha.ts), passed in by the page. */
export type CaptchaSolver = { prepare(): void; take(): Promise<string>; discard(): void };

export type SubmissionFormProps = {
  /** Prefix for the ids of the form's fields; unique on the page. */
  idPrefix: string;
  /** Where the form posts without JavaScript: the page's own action, which answers with the page. */
  action: string;
  /** Where the page's script posts: a resource route that answers with a JSON reply. */
  endpoint: string;
  /**
   * Loads the form's one schema, the same the server runs. Loaded when the visitor first uses the
   * form, like the proof of work: zod stays out of the page's first-view JavaScript.
   */
  loadSchema: () => Promise<z.ZodType>;
  file: { field: string; label: string; extensions: readonly FileExtension[]; maxBytes: number };
  submitLabel: string;
  busyLabel: string;
  hiddenFields?: Record<string, string>;
  captcha: CaptchaSolver;
  /** The action's reply to a post made without JavaScript, rendered with the page. */
  serverReply?: SubmissionReply;
  /** Show refusals inside the form rather than as toasts: inside a modal dialog a toast would sit behind it. */
  inlineErrors?: boolean;
  onSucceeded?: () => void;
};

const FIELD_ORDER = ["name", "email", "phone", "message"] as const;

/** "PDF, Word, Excel, PowerPoint, JPEG or PNG, up to 10 MB". */
function describeFiles(extensions: readonly FileExtension[], maxBytes: number): string {
  const labels = [...new Set(extensions.map((extension) => fileTypeLabels[extension]))];
  const list = labels.length > 1 ? `${labels.slice(0, -1).join(", ")} or ${labels.at(-1)}` : labels.join("");
  return `${list}, up to ${formatFileSize(maxBytes)}.`;
}

/**
 * The enquiry and application form (spec §2, §4, §5). With JavaScript: the shared schema runs on
 * every change once the visitor has tried to send, an invalid file disables the button at once,
 * the proof of work is solved while the visitor types, a spinner replaces the button while
 * sending, and the server's answer is a toast (or a notice inside a dialog). Without JavaScript
 * it is a plain multipart POST that the page's action answers with the page.
 */
export function SubmissionForm(props: SubmissionFormProps) {
  const { idPrefix, file, captcha, serverReply } = props;
  const submitRef = useRef<HTMLButtonElement>(null);
  const [busy, setBusy] = useState(false);
  const [attempted, setAttempted] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>(serverReply && !serverReply.ok ? (serverReply.fieldErrors ?? {}) : {});
  const [notice, setNotice] = useState<{ tone: "success" | "error"; text: string } | null>(
    serverReply ? { tone: serverReply.ok ? "success" : "error", text: serverReply.message } : null,
  );
  const values = serverReply && !serverReply.ok ? serverReply.values : undefined;
  const id = (name: string) => `${idPrefix}-${name}`;
  const fileInvalid = Boolean(errors[file.field]);

  // The button disappears behind the spinner while sending; bring focus back to it afterwards.
  const wasBusy = useRef(false);
  useEffect(() => {
    if (wasBusy.current && !busy && (document.activeElement === document.body || document.activeElement === null)) submitRef.current?.focus();
    wasBusy.current = busy;
  }, [busy]);

  const schema = useRef<Promise<z.ZodType> | null>(null);
  const loadSchema = () => {
    const loading = (schema.current ??= props.loadSchema());
    // A failed load (offline) is forgotten so the next use tries again.
    loading.catch(() => {
      if (schema.current === loading) schema.current = null;
    });
    return loading;
  };
  // Checks run asynchronously (the schema may still be loading); only the latest one may show.
  const latestCheck = useRef(0);
  // A second Enter or click while the first submission is under way does nothing.
  const sending = useRef(false);

  async function check(form: HTMLFormElement): Promise<FieldErrors> {
    const data = new FormData(form);
    const input: Record<string, unknown> = {};
    for (const [name, value] of data) if (typeof value === "string") input[name] = value;
    const chosen = data.get(file.field);
    input[file.field] = chosen instanceof File && chosen.name !== "" ? { name: chosen.name, size: chosen.size } : undefined;
    const result = (await loadSchema()).safeParse(input);
    return result.success ? {} : firstErrorPerField(result.error.issues);
  }

  async function handleChange(event: ChangeEvent<HTMLFormElement>) {
    const form = event.currentTarget;
    const run = ++latestCheck.current;
    let found: FieldErrors;
    try {
      found = await check(form);
    } catch {
      return; // The schema could not be loaded; the server checks everything anyway.
    }
    if (run !== latestCheck.current) return;
    if (attempted) {
      setErrors(found);
    } else {
      // Before the first try only the file is judged as it changes: an invalid one disables sending at once.
      setErrors((current) => ({ ...current, [file.field]: found[file.field] }));
    }
  }

  function loadSchemaEarly() {
    void loadSchema().catch(() => {});
  }

  function startTyping() {
    loadSchemaEarly();
    captcha.prepare();
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending.current) return;
    sending.current = true;
    try {
      await send(event.currentTarget);
    } finally {
      sending.current = false;
    }
  }

  async function send(form: HTMLFormElement) {
    setAttempted(true);
    // This check wins over any still running for an earlier change.
    latestCheck.current += 1;
    let found: FieldErrors;
    try {
      found = await check(form);
    } catch {
      // Without the schema (connection lost) the server's answer will say what is wrong.
      found = {};
    }
    setErrors(found);
    const firstInvalid = [...FIELD_ORDER, file.field].find((name) => found[name]);
    if (firstInvalid) {
      (form.elements.namedItem(firstInvalid) as HTMLElement | null)?.focus();
      return;
    }

    setBusy(true);
    setNotice(null);
    const data = new FormData(form);
    const chosen = data.get(file.field);
    if (chosen instanceof File && chosen.name === "") data.delete(file.field);
    let reply: SubmissionReply;
    try {
      data.set("altcha", await captcha.take());
      const response = await fetch(props.endpoint, { method: "POST", body: data, headers: { Accept: "application/json" } });
      const body: unknown = await response.json().catch(() => null);
      reply = isSubmissionReply(body) ? body : { ok: false, message: UNEXPECTED_ERROR_MESSAGE };
    } catch {
      reply = { ok: false, message: UNEXPECTED_ERROR_MESSAGE };
    }
    setBusy(false);

    if (reply.ok) {
      form.reset();
      setErrors({});
      setAttempted(false);
      void showToast("success", reply.message);
      props.onSucceeded?.();
      return;
    }
    // The solution just sent is spent whatever the outcome: start on a fresh challenge at once.
    captcha.discard();
    captcha.prepare();
    setErrors(reply.fieldErrors ?? {});
    if (props.inlineErrors) setNotice({ tone: "error", text: reply.message });
    else void showToast("error", reply.message);
  }

  return (
    <form
      method="post"
      action={props.action}
      encType="multipart/form-data"
      noValidate
      onSubmit={handleSubmit}
      onChange={handleChange}
      onInput={startTyping}
      onFocus={loadSchemaEarly}
      className="grid gap-5"
    >
      <p className="text-sm text-slate-600">
        Fields marked <span aria-hidden="true" className="text-red-700">*</span>
        <span className="sr-only">with an asterisk</span> are required.
      </p>
      {notice ? (
        <p
          role={notice.tone === "error" ? "alert" : "status"}
          className={`rounded-lg border px-4 py-3 text-sm font-medium ${notice.tone === "error" ? "border-red-200 bg-red-50 text-red-800" : "border-support-600/30 bg-support-600/10 text-support-700"}`}
        >
          {notice.text}
        </p>
      ) : null}
      {Object.entries(props.hiddenFields ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}

      <TextField
        id={id("name")}
        name="name"
        label="Full Name"
        type="text"
        autoComplete="name"
        maxLength={contactFieldLimits.name}
        defaultValue={values?.name}
        error={errors.name}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id={id("email")}
          name="email"
          label="Email"
          type="email"
          inputMode="email"
          autoComplete="email"
          spellCheck={false}
          maxLength={contactFieldLimits.email}
          defaultValue={values?.email}
          error={errors.email}
        />
        <TextField
          id={id("phone")}
          name="phone"
          label="Phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="+91-9876543210"
          maxLength={contactFieldLimits.phone}
          defaultValue={values?.phone}
          hint={PHONE_FORMATS_HINT}
          error={errors.phone}
        />
      </div>
      <TextAreaField
        id={id("message")}
        name="message"
        label="Message"
        rows={5}
        maxLength={contactFieldLimits.message}
        defaultValue={values?.message}
        error={errors.message}
      />
      <FieldShell id={id(file.field)} label={file.label} required={false} hint={describeFiles(file.extensions, file.maxBytes)} error={errors[file.field]}>
        {(describedBy) => (
          <input
            id={id(file.field)}
            name={file.field}
            type="file"
            accept={acceptAttribute(file.extensions)}
            aria-invalid={fileInvalid || undefined}
            aria-describedby={describedBy}
            className="mt-2 block w-full cursor-pointer rounded-lg border border-dashed border-slate-300 bg-slate-50 p-2 text-sm text-slate-700 transition-colors hover:border-brand-700 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-500 aria-[invalid=true]:border-red-600 file:mr-4 file:cursor-pointer file:rounded-md file:border-0 file:bg-brand-900 file:px-4 file:py-2 file:text-sm file:font-semibold file:text-white hover:file:bg-brand-700"
          />
        )}
      </FieldShell>

      {/* Spam trap (ADR 004): invisible to people, skipped by the keyboard, left empty by browsers. */}
      <div aria-hidden="true" className="absolute -left-[9999px] top-auto h-px w-px overflow-hidden">
        <label htmlFor={id("website")}>Website</label>
        <input id={id("website")} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>

      <div className="flex min-h-[3.25rem] items-center">
        {busy ? (
          <Spinner label={props.busyLabel} />
        ) : (
          <button ref={submitRef} type="submit" disabled={fileInvalid} className="btn-primary w-full disabled:cursor-not-allowed disabled:opacity-50 sm:w-auto">
            {props.submitLabel}
          </button>
        )}
      </div>
    </form>
  );
}
