import { FlipCard } from "#app/components/flip-card.tsx";
import { ResponsiveImage } from "#app/components/images/responsive-image.tsx";
import type { TeamMember } from "#app/model/home-page.ts";

export function TeamSection({ team }: { team: readonly TeamMember[] }) {
  return (
    <section aria-labelledby="team-heading" className="py-20 sm:py-24">
      <div className="container-page">
        <p className="eyebrow">Leadership</p>
        <h2 id="team-heading" className="section-title mt-3">
          The team behind Kairav
        </h2>
        <p className="mt-4 max-w-2xl text-lg leading-8">Founders and directors with over 300 person-years of combined experience, still close to the code and the customer.</p>
        <ul className="mt-12 grid gap-8 sm:grid-cols-2 sm:max-lg:balanced-2 lg:grid-cols-3 lg:balanced-3">
          {team.map((member) => (
            <li key={member.name}>
              <FlipCard
                subject={member.name}
                front={
                  <>
                    <div className="aspect-square bg-brand-50 [&_img]:h-full [&_img]:w-full [&_img]:object-cover">
                      <ResponsiveImage
                        name={member.photo}
                        alt={`Portrait of ${member.name}`}
                        sizes="(min-width: 1024px) 380px, (min-width: 640px) 50vw, 100vw"
                      />
                    </div>
                    <div className="px-6 pt-6 pb-4">
                      <h3 className="text-xl font-semibold">{member.name}</h3>
                      <p className="mt-1 text-slate-600">{member.designation}</p>
                    </div>
                  </>
                }
                back={
                  <>
                    <h3 className="text-xl font-semibold text-white">{member.name}</h3>
                    <p className="mt-1 text-sm text-accent-100">{member.designation}</p>
                    <p className="mt-5 leading-7">{member.bio}</p>
                    <ul className="mt-6 space-y-2">
                      <li>
                        <a href={`mailto:${member.email}`} className="font-semibold text-white underline underline-offset-4">
                          Email {member.name.split(" ")[0]}
                        </a>
                      </li>
                      {member.social.map((link) => (
                        <li key={link.href}>
                          <a href={link.href} target="_blank" rel="noopener noreferrer" className="font-semibold text-white underline underline-offset-4">
                            {link.label}
                            <span className="sr-only"> profile of {member.name} (opens in a new tab)</span>
                          </a>
                        </li>
                      ))}
                    </ul>
                  </>
                }
              />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
