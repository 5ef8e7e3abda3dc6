/** The tick before a line of a list; its shape and colour are the `check-mark` utility in app.css. */
export function CheckIcon() {
  return <span aria-hidden="true" className="check-mark" />;
}
