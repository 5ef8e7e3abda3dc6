import { SizedPicture } from "#app/components/images/sized-picture.tsx";
import { ModalDialog } from "#app/components/modal/modal-dialog.tsx";
import type { UseCase } from "#app/model/sections/use-cases-section.ts";
import { CheckIcon } from "./check-icon.tsx";

function Bullets({ items }: { items: string[] }) {
  return (
    <ul className="mt-3 space-y-2.5">
      {items.map((item) => (
        <li key={item} className="flex gap-2.5 leading-7">
          <CheckIcon />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * A use case in full: About the Company, Problem Statement, Solution Implementation and a picture.
 * Rendered closed with the page; a button with `data-opens-dialog={id}` opens it.
 */
export function UseCaseModal({ useCase, id }: { useCase: UseCase; id: string }) {
  return (
    <ModalDialog id={id} title={useCase.title} footerClose size="lg">
      <div className="space-y-7">
        <section>
          <h3 className="text-base font-semibold tracking-wide text-brand-800 uppercase">About the Company</h3>
          <p className="mt-2 leading-7">{useCase.aboutCompany}</p>
        </section>
        {useCase.objective ? (
          <section>
            <h3 className="text-base font-semibold tracking-wide text-brand-800 uppercase">Objective</h3>
            <p className="mt-2 leading-7">{useCase.objective}</p>
          </section>
        ) : null}
        <section>
          <h3 className="text-base font-semibold tracking-wide text-brand-800 uppercase">Problem Statement</h3>
          <Bullets items={useCase.problemStatement} />
        </section>
        {useCase.challenges?.length ? (
          <section>
            <h3 className="text-base font-semibold tracking-wide text-brand-800 uppercase">Challenges</h3>
            <Bullets items={useCase.challenges} />
          </section>
        ) : null}
        <section>
          <h3 className="text-base font-semibold tracking-wide text-brand-800 uppercase">Solution Implementation</h3>
          <Bullets items={useCase.solutionImplementation} />
        </section>
        {useCase.results?.length ? (
          <section>
            <h3 className="text-base font-semibold tracking-wide text-brand-800 uppercase">Results</h3>
            <Bullets items={useCase.results} />
          </section>
        ) : null}
        <SizedPicture picture={useCase.image} className="h-auto w-full rounded-xl border border-slate-200" />
      </div>
    </ModalDialog>
  );
}
