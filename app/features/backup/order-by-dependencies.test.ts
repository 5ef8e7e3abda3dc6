import { expect, it } from "vitest";
import { orderByDependencies } from "./order-by-dependencies.ts";

it("puts every table after the tables it references, ties by name", () => {
  const order = orderByDependencies([
    { name: "media_variants", references: ["media_items"] },
    { name: "enquiries", references: ["attachments"] },
    { name: "media_items", references: ["staff_users"] },
    { name: "attachments", references: [] },
    { name: "staff_users", references: [] },
  ]);
  expect(order).toEqual(["attachments", "staff_users", "enquiries", "media_items", "media_variants"]);
});

it("lets a table reference itself and ignores tables it does not know", () => {
  expect(orderByDependencies([{ name: "folders", references: ["folders", "elsewhere"] }])).toEqual(["folders"]);
});

it("still lists every table of a cycle", () => {
  const order = orderByDependencies([
    { name: "b", references: ["a"] },
    { name: "a", references: ["b"] },
    { name: "c", references: [] },
  ]);
  expect(order).toEqual(["c", "a", "b"]);
});
