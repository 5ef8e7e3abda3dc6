import { searchPath } from "./search-path.ts";
import { type SearchSuggestion, type SearchSuggestions, suggestionsCopy, suggestionsPath } from "./search-suggestions.ts";

/** How long typing must pause before the suggestions are asked for. */
const DEBOUNCE_MS = 200;
/** Fewer characters match too much to be worth a request (build-search-query.ts searches words of 2 and more). */
const MIN_CHARACTERS = 2;

const OPTION_CLASS = "block cursor-pointer px-4 py-2.5 text-left aria-selected:bg-brand-50 aria-selected:outline-2 aria-selected:-outline-offset-2 aria-selected:outline-brand-700 hover:bg-slate-100";

/** A suggestion's option: its title, the matching words marked, and what it is. */
function optionFor(id: string, suggestion: SearchSuggestion): HTMLLIElement {
  const option = document.createElement("li");
  const title = document.createElement("span");
  title.className = "block font-semibold text-brand-900 [&_mark]:rounded-sm [&_mark]:bg-accent-100 [&_mark]:px-0.5 [&_mark]:text-slate-900";
  for (const part of suggestion.title) {
    if (!part.marked) title.append(part.text);
    else title.appendChild(document.createElement("mark")).textContent = part.text;
  }
  const kind = document.createElement("span");
  kind.className = "block text-xs text-slate-600";
  kind.textContent = suggestion.section ? `${suggestion.kindLabel} · ${suggestion.section}` : suggestion.kindLabel;
  option.append(title, kind);
  return withOptionRole(option, id, suggestion.url);
}

function withOptionRole(option: HTMLLIElement, id: string, url: string): HTMLLIElement {
  option.id = id;
  option.setAttribute("role", "option");
  option.setAttribute("aria-selected", "false");
  option.dataset.url = url;
  option.className = `${OPTION_CLASS} ${option.className}`;
  return option;
}

/** Reads the endpoint's answer without trusting its shape: anything unexpected is no suggestions. */
function readAnswer(json: unknown): SearchSuggestions | null {
  if (typeof json !== "object" || json === null) return null;
  const answer = json as Partial<SearchSuggestions>;
  if (typeof answer.total !== "number" || typeof answer.query !== "string" || !Array.isArray(answer.suggestions)) return null;
  return answer as SearchSuggestions;
}

/**
 * `<kairav-search-box>` (site-search-form.tsx): the search form's box as a combobox that offers
 * results while the visitor types, after the WAI-ARIA combobox pattern with a listbox popup. The
 * server's markup is a plain GET form to /search, which stays what Enter sends when no option is
 * chosen; this element adds the roles and states, the popup and a polite live region that says
 * how many results there are.
 *
 * Keys in the box: ArrowDown and ArrowUp move through the options (opening the popup), Enter
 * opens the chosen option's page, Escape closes the popup, and a second Escape clears the box.
 * Pointer: a click on an option opens its page. The focus never leaves the box: the chosen option
 * is its `aria-activedescendant`.
 *
 * The element loads when the box first takes the focus (define-custom-elements.ts), so a page
 * pays nothing for it until a visitor starts a search.
 */
export class SearchBoxElement extends HTMLElement {
  #connection: AbortController | undefined;
  #request: AbortController | undefined;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #input!: HTMLInputElement;
  #listbox!: HTMLUListElement;
  #status!: HTMLElement;
  /** The text the options shown are for. */
  #shownFor = "";

  connectedCallback(): void {
    const input = this.querySelector<HTMLInputElement>("input[type=search]");
    const form = input?.form;
    if (!input || !form) return;
    this.#input = input;
    this.#connection = new AbortController();
    const options = { signal: this.#connection.signal };

    const listId = `${input.id}-suggestions`;
    this.#listbox = document.createElement("ul");
    this.#listbox.id = listId;
    this.#listbox.setAttribute("role", "listbox");
    this.#listbox.setAttribute("aria-label", suggestionsCopy.listLabel);
    this.#listbox.hidden = true;
    // In the top bar the box sits at the right end: the popup grows leftwards, into the page.
    const edge = input.closest("header") ? "right-0 w-[min(28rem,calc(100vw-2rem))]" : "inset-x-0";
    this.#listbox.className = `absolute top-full z-50 mt-1 max-h-[min(28rem,70vh)] overflow-y-auto rounded-lg border border-slate-200 bg-white py-1 text-sm text-slate-900 shadow-lg ${edge}`;
    this.#status = document.createElement("p");
    this.#status.setAttribute("role", "status");
    this.#status.className = "sr-only";
    form.append(this.#listbox, this.#status);

    input.setAttribute("role", "combobox");
    input.setAttribute("aria-autocomplete", "list");
    input.setAttribute("aria-expanded", "false");
    input.setAttribute("aria-controls", listId);
    input.autocomplete = "off";

    input.addEventListener("input", this.#onInput, options);
    input.addEventListener("keydown", this.#onKeyDown, options);
    this.addEventListener("focusout", this.#onFocusOut, options);
    // Pressing an option would take the focus from the box before the click: keep it there.
    this.#listbox.addEventListener("mousedown", (event) => event.preventDefault(), options);
    this.#listbox.addEventListener("click", this.#onOptionClick, options);
    // Typed while this element was loading (not the search a results page shows in its box).
    if (document.activeElement === input && input.value !== input.defaultValue) this.#schedule();
  }

  disconnectedCallback(): void {
    this.#connection?.abort();
    this.#request?.abort();
    clearTimeout(this.#timer);
    this.#listbox?.remove();
    this.#status?.remove();
  }

  #options(): HTMLLIElement[] {
    return [...this.#listbox.querySelectorAll<HTMLLIElement>("[role=option]")];
  }

  #expanded(): boolean {
    return this.#input.getAttribute("aria-expanded") === "true";
  }

  #setExpanded(open: boolean): void {
    const expanded = open && this.#options().length > 0;
    this.#input.setAttribute("aria-expanded", String(expanded));
    this.#listbox.hidden = !expanded;
    if (!expanded) this.#activate(null);
  }

  #activate(option: HTMLLIElement | null): void {
    for (const each of this.#options()) each.setAttribute("aria-selected", String(each === option));
    if (option) {
      this.#input.setAttribute("aria-activedescendant", option.id);
      option.scrollIntoView({ block: "nearest" });
    } else {
      this.#input.removeAttribute("aria-activedescendant");
    }
  }

  #active(): HTMLLIElement | null {
    const id = this.#input.getAttribute("aria-activedescendant");
    return id ? this.#options().find((option) => option.id === id) ?? null : null;
  }

  #onInput = (): void => {
    this.#schedule();
  };

  #schedule(): void {
    clearTimeout(this.#timer);
    this.#request?.abort();
    const text = this.#input.value.trim();
    if (text.length < MIN_CHARACTERS) {
      this.#clearOptions();
      return;
    }
    this.#timer = setTimeout(() => void this.#fetch(text), DEBOUNCE_MS);
  }

  async #fetch(text: string): Promise<void> {
    // A newer search replaces this one: its answer, should it come later, is never shown.
    this.#request?.abort();
    const request = new AbortController();
    this.#request = request;
    try {
      const response = await fetch(suggestionsPath(text), { signal: request.signal, headers: { Accept: "application/json" } });
      if (!response.ok) return;
      const answer = readAnswer(await response.json());
      if (answer && !request.signal.aborted) this.#show(text, answer);
    } catch {
      // Aborted, or the network failed: the form still searches on Enter.
    }
  }

  #show(text: string, answer: SearchSuggestions): void {
    const id = this.#listbox.id;
    const options = answer.suggestions.map((suggestion, index) => optionFor(`${id}-${index}`, suggestion));
    if (answer.total > 0) {
      const all = document.createElement("li");
      all.textContent = suggestionsCopy.allResults(answer.total);
      all.className = "border-t border-slate-200 font-semibold text-brand-800";
      options.push(withOptionRole(all, `${id}-all`, searchPath(answer.query || text)));
    }
    this.#listbox.replaceChildren(...options);
    this.#shownFor = text;
    this.#status.textContent = suggestionsCopy.announce(answer.total, answer.suggestions.length);
    this.#setExpanded(document.activeElement === this.#input);
  }

  #clearOptions(): void {
    this.#listbox.replaceChildren();
    this.#shownFor = "";
    this.#status.textContent = "";
    this.#setExpanded(false);
  }

  #move(step: 1 | -1): void {
    const options = this.#options();
    if (options.length === 0) return;
    if (!this.#expanded()) this.#setExpanded(true);
    const current = this.#active();
    const index = current ? options.indexOf(current) + step : step === 1 ? 0 : options.length - 1;
    // Past either end, the focus wraps around.
    this.#activate(options[(index + options.length) % options.length] ?? null);
  }

  #onKeyDown = (event: KeyboardEvent): void => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    switch (event.key) {
      case "ArrowDown":
      case "ArrowUp":
        event.preventDefault();
        // Options for an older text are stale: ask first (the options open when they arrive).
        if (this.#shownFor !== this.#input.value.trim()) this.#schedule();
        else this.#move(event.key === "ArrowDown" ? 1 : -1);
        break;
      case "Enter": {
        const active = this.#expanded() ? this.#active() : null;
        // None chosen: the form sends the search, as without JavaScript.
        if (!active?.dataset.url) return;
        event.preventDefault();
        this.#go(active.dataset.url);
        break;
      }
      case "Escape":
        if (this.#expanded()) {
          event.preventDefault();
          this.#setExpanded(false);
        } else if (this.#input.value !== "") {
          event.preventDefault();
          this.#input.value = "";
          this.#request?.abort();
          clearTimeout(this.#timer);
          this.#clearOptions();
        }
        break;
    }
  };

  #onOptionClick = (event: MouseEvent): void => {
    const option = (event.target as Element).closest<HTMLLIElement>("[role=option]");
    if (option?.dataset.url) this.#go(option.dataset.url);
  };

  #onFocusOut = (event: FocusEvent): void => {
    if (event.relatedTarget instanceof Node && this.contains(event.relatedTarget)) return;
    this.#setExpanded(false);
  };

  #go(url: string): void {
    this.#setExpanded(false);
    window.location.assign(url);
  }
}
