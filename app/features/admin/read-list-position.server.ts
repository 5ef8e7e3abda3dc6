import { data } from "react-router";
import { BAD_CURSOR_MESSAGE, type KeysetPosition, readKeysetPosition } from "#app/lib/paging/keyset-cursor.ts";
import { ADMIN_RESPONSE_HEADERS } from "./admin-headers.ts";

/** Where in a staff list the URL asks to start (null: the first page); a damaged `?older=`/`?newer=` is answered with 400 and how to recover. */
export function readListPosition(params: URLSearchParams): KeysetPosition | null {
  const position = readKeysetPosition(params);
  if (position === "invalid") throw data(BAD_CURSOR_MESSAGE, { status: 400, headers: ADMIN_RESPONSE_HEADERS });
  return position;
}
