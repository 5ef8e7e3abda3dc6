import { useRef, useState, type ReactNode } from "react";

type FlipCardProps = {
  front: ReactNode;
  back: ReactNode;
  /** Names the card in the flip buttons, e.g. the person's name. */
  subject: string;
};

/**
 * A card with two faces. A button turns it; the hidden face is inert, so
 * keyboard and screen-reader users only ever meet the face that is shown.
 */
export function FlipCard({ front, back, subject }: FlipCardProps) {
  const [flipped, setFlipped] = useState(false);
  const frontButton = useRef<HTMLButtonElement>(null);
  const backButton = useRef<HTMLButtonElement>(null);

  function flip(to: boolean) {
    setFlipped(to);
    // Focus follows the visitor to the face they turned to.
    requestAnimationFrame(() => (to ? backButton : frontButton).current?.focus());
  }

  return (
    <div className="flip-card" data-flipped={flipped}>
      <div className="flip-card-inner">
        <div className="card flex flex-col overflow-hidden" inert={flipped}>
          {front}
          <div className="mt-auto px-6 pb-6">
            <button ref={frontButton} type="button" onClick={() => flip(true)} className="btn-outline w-full">
              Read bio<span className="sr-only"> of {subject}</span>
            </button>
          </div>
        </div>
        <div className="flip-card-back card flex flex-col bg-brand-900 text-brand-100" inert={!flipped}>
          <div className="flex-1 p-6">{back}</div>
          <div className="px-6 pb-6">
            <button ref={backButton} type="button" onClick={() => flip(false)} className="btn w-full border border-white/40 text-white hover:bg-white/10">
              Back to profile<span className="sr-only"> of {subject}</span>
            </button>
          </div>
        </div>
      </div>
    </div>
  );
}
