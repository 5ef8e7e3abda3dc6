import { ListControl } from "#app/features/admin/pages/fields/list-control.tsx";
import { LongTextControl, TextControl } from "#app/features/admin/pages/fields/text-controls.tsx";
import { errorsUnder, type FieldErrors } from "#app/features/admin/pages/page-form-errors.ts";
import { EditorGroup } from "#app/features/admin/documents/editor-group.tsx";
import type { TeamMember, Testimonial } from "#app/model/home-page.ts";
import { BuiltInImageControl } from "./built-in-image-control.tsx";

/** What customers say, in the order the slider shows them. */
export function HomeTestimonialsFields({ testimonials, onChange, errors }: { testimonials: Testimonial[]; onChange: (testimonials: Testimonial[]) => void; errors: FieldErrors }) {
  return (
    <EditorGroup id="home-testimonials" title="Testimonials">
      <ListControl<Testimonial>
        id="testimonials"
        legend="Testimonials"
        itemLabel="Testimonial"
        items={testimonials}
        onChange={onChange}
        newItem={() => ({ quote: "", name: "", designation: "", photo: testimonials[0]?.photo ?? "about-us" })}
        error={errors[""]}
        renderItem={(testimonial, update, index) => {
          const itemErrors = errorsUnder(errors, String(index));
          return (
            <>
              <LongTextControl id={`testimonials-${index}-quote`} label="Quote" value={testimonial.quote} onChange={(quote) => update({ ...testimonial, quote })} error={itemErrors.quote} />
              <div className="grid gap-4 sm:grid-cols-2">
                <TextControl id={`testimonials-${index}-name`} label="Name" value={testimonial.name} onChange={(name) => update({ ...testimonial, name })} error={itemErrors.name} />
                <TextControl id={`testimonials-${index}-designation`} label="Designation" value={testimonial.designation} onChange={(designation) => update({ ...testimonial, designation })} error={itemErrors.designation} />
              </div>
              <BuiltInImageControl id={`testimonials-${index}`} label="Photo" image={testimonial.photo} onImageChange={(photo) => update({ ...testimonial, photo })} error={itemErrors.photo} />
            </>
          );
        }}
      />
    </EditorGroup>
  );
}

/** The leadership team's cards: photo on the front, bio and contacts on the back. */
export function HomeTeamFields({ team, onChange, errors }: { team: TeamMember[]; onChange: (team: TeamMember[]) => void; errors: FieldErrors }) {
  return (
    <EditorGroup id="home-team" title="Team" description="Each card turns over to the person's bio, mail link and social links.">
      <ListControl<TeamMember>
        id="team"
        legend="People"
        itemLabel="Person"
        items={team}
        onChange={onChange}
        newItem={() => ({ name: "", designation: "", photo: team[0]?.photo ?? "about-us", bio: "", email: "", social: [] })}
        error={errors[""]}
        renderItem={(member, update, index) => {
          const itemErrors = errorsUnder(errors, String(index));
          return (
            <>
              <div className="grid gap-4 sm:grid-cols-2">
                <TextControl id={`team-${index}-name`} label="Name" value={member.name} onChange={(name) => update({ ...member, name })} error={itemErrors.name} />
                <TextControl id={`team-${index}-designation`} label="Designation" value={member.designation} onChange={(designation) => update({ ...member, designation })} error={itemErrors.designation} />
              </div>
              <LongTextControl id={`team-${index}-bio`} label="Bio" value={member.bio} onChange={(bio) => update({ ...member, bio })} error={itemErrors.bio} />
              <TextControl id={`team-${index}-email`} label="Email" value={member.email} onChange={(email) => update({ ...member, email })} error={itemErrors.email} />
              <BuiltInImageControl id={`team-${index}`} label="Photo" image={member.photo} onImageChange={(photo) => update({ ...member, photo })} error={itemErrors.photo} />
              <ListControl<TeamMember["social"][number]>
                id={`team-${index}-social`}
                legend={`Social links of person ${index + 1}`}
                itemLabel="Link"
                items={member.social}
                onChange={(social) => update({ ...member, social })}
                newItem={() => ({ label: "", href: "https://" })}
                renderItem={(link, updateLink, linkIndex) => (
                  <div className="grid gap-4 sm:grid-cols-2">
                    <TextControl id={`team-${index}-social-${linkIndex}-label`} label="Label" value={link.label} onChange={(label) => updateLink({ ...link, label })} error={itemErrors[`social.${linkIndex}.label`]} />
                    <TextControl id={`team-${index}-social-${linkIndex}-href`} label="Address" value={link.href} onChange={(href) => updateLink({ ...link, href })} error={itemErrors[`social.${linkIndex}.href`]} />
                  </div>
                )}
              />
            </>
          );
        }}
      />
    </EditorGroup>
  );
}
