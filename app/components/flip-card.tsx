import type { ReactNode } from "react";

declare module "react" {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      "kairav-flip-card": React.DetailedHTMLProps<React.HTMLAttributes<HTMLElement>, HTMLElement>;
    }
  }
}

type FlipCardProps = {
  front: ReactNode;
  back: ReactNode;
  /** Names the card in the flip buttons, e.g. the person's name. */
  subject: string;
};

/**
 * A card with two faces. A button turns it; the hidden face is inert, so
 * keyboard and screen-reader users only ever meet the face that is shown.
 * This renders the front face shown; flip-card-element.ts turns it.
 */
export function FlipCard({ front, back, subject }: FlipCardProps) {
  return (
    <kairav-flip-card className="flip-card block" data-flipped="false">
      <div className="flip-card-inner">
        <div className="card flex flex-col overflow-hidden" data-flip-face="front">
          {front}
          <div className="mt-auto px-6 pb-6">
            <button type="button" data-flip-turn="" className="btn-outline w-full">
              Read bio<span className="sr-only"> of {subject}</span>
            </button>
          </div>
        </div>
        <div className="flip-card-back card flex flex-col bg-brand-900 text-brand-100" data-flip-face="back" inert>
          <div className="flex-1 p-6">{back}</div>
          <div className="px-6 pb-6">
            <button type="button" data-flip-turn="" className="btn w-full border border-white/40 text-white hover:bg-white/10">
              Back to profile<span className="sr-only"> of {subject}</span>
            </button>
          </div>
        </div>
      </div>
    </kairav-flip-card>
  );
}
