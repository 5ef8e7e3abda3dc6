import { renderToString } from "react-dom/server";
// The object a loader's `throw data(null, { status })` becomes by the time the boundary sees it.
import { UNSAFE_ErrorResponseImpl as ErrorResponse } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ErrorBoundary } from "./root.tsx";

// React Router hands the root ErrorBoundary whatever was thrown; these render it as it would.
function renderError(error: unknown) {
  const Boundary = ErrorBoundary as unknown as (props: { error: unknown }) => React.ReactElement;
  return renderToString(<Boundary error={error} />);
}

describe("the error page", () => {
  afterEach(() => vi.unstubAllEnvs());

  it("shows the heading and the status of a response error", () => {
    const html = renderError(new ErrorResponse(404, "Not Found", null));
    expect(html).toContain("Unexpected Application Error!");
    expect(html).toContain("404 Not Found");
  });

  it("shows a short message and no stack trace for a render failure in production", () => {
    vi.stubEnv("DEV", false);
    const html = renderError(new Error("secret detail at /srv/app/internal.ts:12"));
    expect(html).toContain("Unexpected Application Error!");
    expect(html).toContain("Something went wrong while showing this page.");
    expect(html).not.toContain("secret detail");
    expect(html).not.toContain("internal.ts");
  });
});
