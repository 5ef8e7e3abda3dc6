import type { ReactNode } from "react";
import { moveItem } from "./move-item.ts";
import { toolButtonClass } from "./tool-button.ts";

type ListControlProps<Item> = {
  id: string;
  /** Names the whole list, e.g. "Cards". */
  legend: string;
  /** Names one entry, e.g. "Card": "Card 2", "Add card", "Remove card 2". */
  itemLabel: string;
  items: readonly Item[];
  onChange: (items: Item[]) => void;
  /** Left out where entries come from elsewhere (a photo chosen from the library): no Add button then. */
  newItem?: () => Item;
  renderItem: (item: Item, update: (item: Item) => void, index: number) => ReactNode;
  /** The list's own error (e.g. "Add at least one card"). */
  error?: string;
};


/**
 * An ordered list of entries to add, remove and reorder. The buttons are plain buttons, each named
 * with its entry's number, so the list works from the keyboard and reads well to a screen reader;
 * focus follows a moved entry.
 */
export function ListControl<Item>({ id, legend, itemLabel, items, onChange, newItem, renderItem, error }: ListControlProps<Item>) {
  const lower = itemLabel.toLowerCase();
  function move(from: number, to: number) {
    onChange(moveItem(items, from, to));
    // The entry moved away from under the pressed button: the focus follows it, to the same button
    // or, once it reached an end (where that button is disabled), to the other one.
    const button = to === 0 ? "down" : to === items.length - 1 ? "up" : to < from ? "up" : "down";
    requestAnimationFrame(() => document.getElementById(`${id}-${to}-${button}`)?.focus());
  }
  return (
    <fieldset className="min-w-0 rounded-xl border border-slate-200 p-3 sm:p-4">
      <legend className="px-1 font-semibold text-slate-900">{legend}</legend>
      {error ? (
        <p id={`${id}-error`} className="mb-2 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      <ol className="space-y-4">
        {items.map((item, index) => (
          <li key={index} className="min-w-0 rounded-lg border border-slate-200 bg-slate-50/60 p-2 sm:p-3">
            <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
              <span className="text-sm font-semibold text-slate-700">
                {itemLabel} {index + 1}
              </span>
              <span className="flex flex-wrap gap-1.5">
                <button type="button" id={`${id}-${index}-up`} className={toolButtonClass} disabled={index === 0} onClick={() => move(index, index - 1)} aria-label={`Move ${lower} ${index + 1} up`}>
                  Up
                </button>
                <button type="button" id={`${id}-${index}-down`} className={toolButtonClass} disabled={index === items.length - 1} onClick={() => move(index, index + 1)} aria-label={`Move ${lower} ${index + 1} down`}>
                  Down
                </button>
                <button type="button" className={toolButtonClass} onClick={() => onChange(items.filter((_, at) => at !== index))} aria-label={`Remove ${lower} ${index + 1}`}>
                  Remove
                </button>
              </span>
            </div>
            <div className="space-y-3">{renderItem(item, (next) => onChange(items.map((entry, at) => (at === index ? next : entry))), index)}</div>
          </li>
        ))}
      </ol>
      {newItem ? (
        <button type="button" className={`${toolButtonClass} mt-3`} onClick={() => onChange([...items, newItem()])}>
          Add {lower}
        </button>
      ) : null}
    </fieldset>
  );
}
