import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { fieldControlClass, TextAreaField } from "#app/components/forms/form-field.tsx";

type RequirementsFieldProps = {
  id: string;
  name: string;
  defaultValue: string;
  error?: string;
};

type Item = { key: number; text: string };

const ORDER_HINT = "In the order the careers page lists them; the job card shows the first three.";

const iconButtonClass =
  "inline-flex size-11 shrink-0 items-center justify-center rounded-lg border border-slate-300 bg-white text-slate-700 hover:border-brand-700 hover:text-brand-800 disabled:cursor-not-allowed disabled:border-slate-200 disabled:text-slate-300";

function linesOf(text: string): string[] {
  return text
    .split(/\r\n?|\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}

/**
 * The ordered list of requirements. Without JavaScript it is a textarea, one requirement per
 * line, which the server reads in order. Once the script runs it becomes one input per
 * requirement with labelled move up, move down and remove buttons; a hidden field carries the
 * same newline-separated text, so the server has one format to read.
 */
export function RequirementsField({ id, name, defaultValue, error }: RequirementsFieldProps) {
  const nextKey = useRef(0);
  const pendingFocus = useRef<string | null>(null);
  const [items, setItems] = useState<Item[] | null>(null);
  const [announcement, setAnnouncement] = useState("");

  useEffect(() => {
    // Start from what the textarea holds now, so anything typed before the script ran is kept.
    const textarea = document.getElementById(id);
    const lines = linesOf(textarea instanceof HTMLTextAreaElement ? textarea.value : defaultValue);
    setItems((lines.length > 0 ? lines : [""]).map((text) => ({ key: nextKey.current++, text })));
    // Once only: afterwards the list itself holds the requirements.
  }, []);

  useEffect(() => {
    if (!pendingFocus.current) return;
    document.getElementById(pendingFocus.current)?.focus();
    pendingFocus.current = null;
  });

  if (items === null) {
    return (
      <TextAreaField
        id={id}
        name={name}
        label="Requirements"
        rows={8}
        defaultValue={defaultValue}
        error={error}
        hint={`One requirement per line. ${ORDER_HINT}`}
      />
    );
  }

  const itemId = (item: Item, part: "input" | "up" | "down" | "remove") => `${id}-${item.key}-${part}`;

  function move(index: number, offset: -1 | 1) {
    const list = items!;
    const target = index + offset;
    if (target < 0 || target >= list.length) return;
    const next = [...list];
    const [moved] = next.splice(index, 1);
    next.splice(target, 0, moved!);
    setItems(next);
    // Keep focus on the moved requirement's button, or its other one once this one is disabled.
    const atEnd = offset === -1 ? target === 0 : target === next.length - 1;
    pendingFocus.current = itemId(moved!, atEnd ? (offset === -1 ? "down" : "up") : offset === -1 ? "up" : "down");
    setAnnouncement(`Requirement moved ${offset === -1 ? "up" : "down"} to position ${target + 1} of ${next.length}.`);
  }

  function remove(index: number) {
    const next = items!.filter((_, position) => position !== index);
    setItems(next);
    const neighbour = next[index] ?? next[index - 1];
    pendingFocus.current = neighbour ? itemId(neighbour, "input") : `${id}-add`;
    setAnnouncement(`Requirement ${index + 1} removed. ${next.length} ${next.length === 1 ? "requirement" : "requirements"} left.`);
  }

  function add(after: number) {
    const item = { key: nextKey.current++, text: "" };
    const next = [...items!];
    next.splice(after + 1, 0, item);
    setItems(next);
    pendingFocus.current = itemId(item, "input");
    setAnnouncement(`Requirement ${after + 2} added.`);
  }

  function onInputKeyDown(event: KeyboardEvent<HTMLTextAreaElement>, index: number) {
    // Enter starts the next requirement, as a new line does in the plain textarea.
    if (event.key === "Enter" && !event.nativeEvent.isComposing) {
      event.preventDefault();
      add(index);
    }
  }

  const hintId = `${id}-hint`;
  const errorId = error ? `${id}-error` : undefined;

  return (
    <fieldset id={id} tabIndex={-1} aria-describedby={[errorId, hintId].filter(Boolean).join(" ")} className="min-w-0 focus:outline-none">
      <legend className="font-semibold text-slate-900">
        Requirements
        <span aria-hidden="true" className="ml-0.5 text-red-700">
          *
        </span>
      </legend>
      <p id={hintId} className="mt-1.5 text-sm text-slate-500">
        {ORDER_HINT} Enter starts the next one.
      </p>
      {error ? (
        <p id={errorId} className="mt-1.5 flex gap-1.5 text-sm font-medium text-red-700">
          <svg aria-hidden="true" viewBox="0 0 20 20" width="18" height="18" className="mt-px shrink-0" fill="currentColor">
            <path d="M10 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16Zm-.75 4a.75.75 0 0 1 1.5 0v4.5a.75.75 0 0 1-1.5 0V6ZM10 14.75a1 1 0 1 1 0-2 1 1 0 0 1 0 2Z" />
          </svg>
          <span>{error}</span>
        </p>
      ) : null}
      <input type="hidden" name={name} value={items.map((item) => item.text).join("\n")} />
      <ol className="mt-3 space-y-3">
        {items.map((item, index) => (
          <li key={item.key} className="flex flex-wrap items-start gap-2 sm:flex-nowrap">
            <label htmlFor={itemId(item, "input")} className="w-7 shrink-0 pt-3.5 text-right text-sm font-semibold text-slate-600 tabular-nums">
              <span className="sr-only">Requirement </span>
              {index + 1}
            </label>
            {/* A one-line textarea that grows with its text, so long requirements stay readable on a phone. */}
            <textarea
              id={itemId(item, "input")}
              rows={1}
              value={item.text}
              onChange={(event) => {
                // One requirement per item: a pasted line break becomes a space.
                const text = event.target.value.replace(/\s*[\r\n]+\s*/g, " ");
                setItems((current) => current!.map((entry) => (entry.key === item.key ? { ...entry, text } : entry)));
              }}
              onKeyDown={(event) => onInputKeyDown(event, index)}
              className={`${fieldControlClass} mt-0! min-w-0 flex-1 basis-[calc(100%-2.25rem)] resize-none field-sizing-content sm:basis-auto`}
            />
            <div className="ml-9 flex gap-1.5 sm:mt-0.75 sm:ml-0">
              <button type="button" id={itemId(item, "up")} className={iconButtonClass} disabled={index === 0} onClick={() => move(index, -1)}>
                <span className="sr-only">Move requirement {index + 1} up</span>
                <svg aria-hidden="true" viewBox="0 0 20 20" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
                  <path d="M10 16V4M5 9l5-5 5 5" />
                </svg>
              </button>
              <button type="button" id={itemId(item, "down")} className={iconButtonClass} disabled={index === items.length - 1} onClick={() => move(index, 1)}>
                <span className="sr-only">Move requirement {index + 1} down</span>
                <svg aria-hidden="true" viewBox="0 0 20 20" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
                  <path d="M10 4v12M5 11l5 5 5-5" />
                </svg>
              </button>
              <button type="button" id={itemId(item, "remove")} className={iconButtonClass} onClick={() => remove(index)}>
                <span className="sr-only">Remove requirement {index + 1}</span>
                <svg aria-hidden="true" viewBox="0 0 20 20" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
                  <path d="M5 5l10 10M15 5L5 15" />
                </svg>
              </button>
            </div>
          </li>
        ))}
      </ol>
      <button type="button" id={`${id}-add`} className="btn-outline mt-4 min-h-11 px-4 py-2 text-sm" onClick={() => add(items.length - 1)}>
        <svg aria-hidden="true" viewBox="0 0 20 20" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
          <path d="M10 4v12M4 10h12" />
        </svg>
        Add requirement
      </button>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </fieldset>
  );
}
