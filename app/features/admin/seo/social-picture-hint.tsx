import { Link } from "react-router";

/** What the social picture field offers and where those pictures come from (page, post and job editors). */
export function SocialPictureHint() {
  return (
    <>
      Shown when the address is shared. JPEG and PNG pictures with alt text in the{" "}
      <Link to="/admin/media" className="font-semibold text-brand-800 underline underline-offset-2">
        media library
      </Link>{" "}
      are offered.
    </>
  );
}
