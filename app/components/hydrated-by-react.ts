import { createContext, useContext } from "react";

/**
 * True inside a tree React hydrates as a whole (the staff console, whose previews render public
 * components). There nothing may wait inert in a `<template>`: the browser parses a template's
 * children into its content, out of React's sight, so hydration would not find them. Public pages
 * are server markup, where a template keeps a picture from loading until it is needed.
 */
export const HydratedByReact = createContext(false);

export function useHydratedByReact(): boolean {
  return useContext(HydratedByReact);
}
