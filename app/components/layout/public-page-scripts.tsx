import { useContext } from "react";
import { UNSAFE_FrameworkContext as FrameworkContext } from "react-router";

// Public pages are reached by full page loads: the browser fetches a same-site page the visitor
// points at (or starts to tap) ahead of the click. Not the staff console, whose links act.
const prefetchOnIntent = JSON.stringify({
  prefetch: [{ where: { and: [{ href_matches: "/*" }, { not: { href_matches: "/admin*" } }] }, eagerness: "moderate" }],
});

/**
 * What a public page loads instead of React Router's `<Scripts>`: the client entry alone, without
 * the route modules and the route data that hydrating the whole page would need. The entry defines
 * the custom elements behind the page's behaviour and hydrates its islands (app/islands).
 *
 * The markup is the same shape React Router emits for its bootstrap (preloads, then one module
 * script of imports), so server/optimize-page-html.ts defers it to after the first paint alike.
 */
export function PublicPageScripts({ nonce }: { nonce: string }) {
  const framework = useContext(FrameworkContext);
  if (!framework) return null;
  const { entry } = framework.manifest;
  return (
    <>
      {[entry.module, ...entry.imports].map((href) => (
        <link key={href} rel="modulepreload" href={href} />
      ))}
      <script nonce={nonce || undefined} type="module" async dangerouslySetInnerHTML={{ __html: `import ${JSON.stringify(entry.module)};` }} />
      <script nonce={nonce || undefined} type="speculationrules" dangerouslySetInnerHTML={{ __html: prefetchOnIntent }} />
    </>
  );
}
