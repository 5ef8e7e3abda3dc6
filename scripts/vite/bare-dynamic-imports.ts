import type { OutputBundle, PluginContext } from "rollup";
import type { Plugin } from "vite";

/*
 * Vite wraps every dynamic import in its preload helper, even with `modulePreload: false`, for the
 * stylesheets a dynamically imported module may bring (vitejs/vite#13952). This site has one
 * stylesheet, linked by every page, so each wrapped import passes an empty list, and the helper
 * (0.7 KB gzip, imported by the client entry) only costs every public page its download and
 * evaluation. This plugin turns `helper(() => import("x"), [])` back into `(() => import("x"))()`
 * and drops the helper, its imports and its manifest entry once nothing calls it. A call with
 * dependencies keeps the helper.
 *
 * It runs after Vite has filled in each call's list (Vite's own generateBundle) and after the
 * manifest was written, which it corrects.
 */

const namedHelperImport = /import\{_ as ([\w$]+)\}from"\.\/(preload-helper-[\w-]+\.js)";/;

type Node = { type: string; start: number; end: number; [key: string]: unknown };

export function bareDynamicImports(): Plugin {
  return {
    name: "bare-dynamic-imports",
    apply: "build",
    generateBundle: {
      order: "post",
      handler(_options, bundle) {
        const helperFile = Object.keys(bundle).find((fileName) => /^assets\/preload-helper-[\w-]+\.js$/.test(fileName));
        if (!helperFile) return;
        let helperStillCalled = false;
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== "chunk") continue;
          const binding = namedHelperImport.exec(chunk.code);
          if (!binding) continue;
          const { code, callsLeft } = unwrapCalls(this, chunk.code, binding[1]!);
          chunk.code = code;
          if (callsLeft) helperStillCalled = true;
        }
        if (!helperStillCalled) dropHelper(bundle, helperFile);
      },
    },
  };
}

/** Replaces every `name(fn, [])` with `(fn)()`; counts the uses of `name` it leaves. */
function unwrapCalls(context: PluginContext, code: string, name: string): { code: string; callsLeft: number } {
  const program = context.parse(code) as unknown as Node;
  const unwrapped: { start: number; end: number; fn: Node }[] = [];
  let callsLeft = 0;
  const children = (node: Node): unknown[] => {
    if (node.type === "ImportDeclaration") return [];
    if (node.type === "MemberExpression" && !node.computed) return [node.object];
    if (node.type === "Property" && !node.computed) return [node.value];
    // `export{l as a}`: the exported name is no use of a binding; a shared chunk exports short names.
    if (node.type === "ExportSpecifier") return [node.local];
    return Object.values(node);
  };
  const visit = (node: Node, insideUnwrapped: boolean) => {
    if (node.type === "CallExpression" && !insideUnwrapped) {
      const callee = node.callee as Node & { name?: string };
      const [fn, dependencies, ...rest] = node.arguments as (Node & { elements?: unknown[] })[];
      if (callee.type === "Identifier" && callee.name === name && fn && /FunctionExpression$/.test(fn.type) && dependencies?.type === "ArrayExpression" && dependencies.elements!.length === 0 && rest.length === 0) {
        unwrapped.push({ start: node.start, end: node.end, fn });
        // A call nested in this one is left wrapped, so that the splices below never overlap.
        visit(fn, true);
        return;
      }
    }
    if (node.type === "Identifier" && (node as { name?: string }).name === name) callsLeft += 1;
    for (const value of children(node)) {
      for (const child of Array.isArray(value) ? value : [value]) {
        if (child && typeof child === "object" && "type" in child) visit(child as Node, insideUnwrapped);
      }
    }
  };
  visit(program, false);
  let result = code;
  for (const call of unwrapped.sort((a, b) => b.start - a.start)) {
    result = `${result.slice(0, call.start)}(${code.slice(call.fn.start, call.fn.end)})()${result.slice(call.end)}`;
  }
  return { code: result, callsLeft };
}

function dropHelper(bundle: OutputBundle, helperFile: string) {
  const helperName = helperFile.slice("assets/".length);
  const anyImport = new RegExp(`import(?:\\{[^}]*\\}from)?"\\./${helperName.replace(/[.$]/g, "\\$&")}";`, "g");
  for (const chunk of Object.values(bundle)) {
    if (chunk.type !== "chunk") continue;
    chunk.code = chunk.code.replace(anyImport, "");
    chunk.imports = chunk.imports.filter((imported) => imported !== helperFile);
  }
  delete bundle[helperFile];

  const manifest = bundle[".vite/manifest.json"];
  if (manifest?.type !== "asset") return;
  const entries = JSON.parse(String(manifest.source)) as Record<string, { file: string; imports?: string[] }>;
  const helperKey = Object.keys(entries).find((key) => entries[key]!.file === helperFile);
  if (!helperKey) return;
  delete entries[helperKey];
  for (const entry of Object.values(entries)) if (entry.imports) entry.imports = entry.imports.filter((key) => key !== helperKey);
  manifest.source = JSON.stringify(entries, null, 2);
}
