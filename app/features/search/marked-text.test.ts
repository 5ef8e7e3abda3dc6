import { expect, it } from "vitest";
import { MARK_END, MARK_START, splitMarkedText } from "./marked-text.ts";

const marked = (word: string) => `${MARK_START}${word}${MARK_END}`;

it("splits a marked text into the runs that match and those that do not, markup and all left as text", () => {
  expect(splitMarkedText(`Plan the ${marked("migration")} of <b>${marked("cloud")}</b> & more`)).toEqual([
    { text: "Plan the ", marked: false },
    { text: "migration", marked: true },
    { text: " of <b>", marked: false },
    { text: "cloud", marked: true },
    { text: "</b> & more", marked: false },
  ]);
  expect(splitMarkedText(`${marked("Cloud")}${marked("ops")}`)).toEqual([{ text: "Cloudops", marked: true }]);
  expect(splitMarkedText("")).toEqual([]);
});

it("reads the line between two texts of a page as a separator", () => {
  expect(splitMarkedText("Why us\nWe build")).toEqual([{ text: "Why us · We build", marked: false }]);
});
