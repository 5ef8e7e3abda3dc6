/** `<kairav-deferred-content>` (deferred-content.tsx): replaces its placeholder with its template's content. */
export class DeferredContentElement extends HTMLElement {
  connectedCallback(): void {
    const template = this.querySelector(":scope > template");
    if (!(template instanceof HTMLTemplateElement)) return;
    // Parsed HTML holds the content in `content`; a template React created in the browser holds it as children.
    const content = template.content.childNodes.length > 0 ? template.content : [...template.childNodes];
    this.replaceChildren(...(content instanceof DocumentFragment ? [content] : content));
  }
}
