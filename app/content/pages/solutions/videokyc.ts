import type { ContentPage } from "#app/model/content-page.ts";
import type { Slide } from "#app/model/sections/slider-section.ts";

function slide(n: number, id: string, title: string, caption: string, alt: string): Slide {
  const file = String(n).padStart(2, "0");
  return { id, title, caption, image: { src: `/slides/videokyc/${file}.svg`, width: 960, height: 600, alt } };
}

export const page: ContentPage = {
  family: "solutions",
  slug: "videokyc",
  title: "Video KYC",
  description:
    "Video KYC for banks, insurers and NBFCs: live agent calls with face match, geo-tagging, liveness checks, recordings and reviewer approval, in your own cloud.",
  lead: "Complete KYC on a live video call in minutes: the customer joins from a phone, an agent verifies identity with face match and document checks, and a reviewer approves from the recording.",
  listing: {
    summary: "Live agent video calls with face match, geo-tagging, liveness questions and reviewer approval, hosted in your cloud.",
    image: { src: "/diagrams/solutions-listing/videokyc.svg", width: 640, height: 400, alt: "A video call between a customer and an agent with a face match check" },
  },
  sections: [
    {
      kind: "text",
      id: "why-video-kyc",
      eyebrow: "Why it is needed",
      heading: "Full KYC without a branch visit or a field agent",
      paragraphs: [
        "In-person verification means branch visits or field agents travelling to customers: slow, expensive and hard to scale beyond large cities. Fully digital eKYC is quick but often comes with lower limits. Video KYC gives the assurance of a face-to-face check with the reach of a mobile app.",
        "Where regulators allow it, such as the Reserve Bank of India's video-based customer identification process (V-CIP), the rules are specific: a live trained agent, geo-tagging, liveness, document verification and securely stored recordings. The solution builds each of those checks into every call.",
      ],
    },
    {
      kind: "text",
      id: "overview",
      heading: "Overview",
      paragraphs: [
        "Customers and agents use React web frontends that run in any mobile or desktop browser, so there is nothing to install. Business logic sits in serverless APIs on AWS Lambda behind Amazon API Gateway, and case data lives in a relational PostgreSQL database on Amazon RDS.",
        "Calls run on Jitsi, the open-source video conferencing server, in your own cloud account, so video and recordings never leave it. Scheduling, queues, case tracking and reviewer workflows, with their slots, SLAs and escalations, run on a CRM cloud service that operations teams already use.",
      ],
    },
    {
      kind: "cards",
      id: "features",
      heading: "Features for each role",
      columns: 3,
      cards: [
        {
          title: "Customer",
          body: "Joins from a link on any phone or laptop.",
          points: [
            "Book a slot or join an instant call",
            "Camera, microphone and location checks before the call",
            "Documents uploaded in advance",
            "Call in a preferred language",
            "Status updates by SMS and email",
          ],
        },
        {
          title: "Agent",
          body: "Runs the call with every check on one screen.",
          points: [
            "Queue of scheduled and waiting customers",
            "Face match against the ID photo",
            "Geo-location and IP check",
            "Randomised liveness questions",
            "Capture of the original PAN and signature on video",
            "Checklist and disposition codes",
          ],
        },
        {
          title: "Supervisor and reviewer",
          body: "Decides with the evidence in front of them.",
          points: [
            "Review queue with SLA timers",
            "Recording playback with markers for each check",
            "Approve, reject or send back with a reason",
            "Audit trail of every action",
            "Reports on volume, turnaround and rejections",
          ],
        },
      ],
    },
    {
      kind: "list",
      id: "benefits",
      heading: "Benefits",
      style: "check",
      columns: 2,
      items: [
        { title: "KYC in minutes", body: "A typical call completes full KYC in 5–7 minutes, end to end." },
        { title: "Lower cost per customer", body: "No branch visit, courier or field agent travel." },
        { title: "Reach beyond branches", body: "Anyone with a smartphone and a data connection can be onboarded." },
        { title: "Compliance by design", body: "Geo-tagging, liveness, face match, recording and reviewer approval on every case." },
        { title: "Data stays with you", body: "The video server, database and recordings run in your own cloud account." },
        { title: "Scales with demand", body: "Serverless APIs and agent queues absorb campaign peaks without new hardware." },
      ],
    },
    {
      kind: "cards",
      id: "use-cases",
      heading: "Use cases by industry",
      columns: 3,
      cards: [
        { title: "Banking", body: "Savings and current accounts, credit cards and personal loans opened fully online, and periodic re-KYC of existing customers." },
        { title: "Insurance", body: "Proposer verification before life and health policies are issued, and claim verification without a field visit." },
        { title: "Healthcare", body: "Patient identity checks for teleconsultations and insurance pre-authorisation." },
        { title: "Real estate", body: "Buyer and tenant verification for bookings and rental agreements, without an office visit." },
        { title: "Telecom", body: "Subscriber verification for new SIM and postpaid connections, and for SIM swaps where fraud risk is high." },
      ],
    },
    {
      kind: "diagram",
      id: "architecture",
      heading: "Architecture",
      intro: "Browsers call serverless APIs, video runs on Jitsi in your cloud account, and workflows run on the CRM cloud.",
      picture: {
        src: "/diagrams/videokyc/architecture.svg",
        width: 960,
        height: 540,
        alt: "Video KYC architecture: customer and agent web apps connect to serverless APIs on AWS Lambda and to a Jitsi video server on AWS; the APIs use a PostgreSQL database and object storage for recordings, and sync cases with scheduling and review workflows on a CRM cloud service",
      },
      enlargeable: true,
    },
    {
      kind: "slider",
      id: "product-tour",
      heading: "A video KYC call, screen by screen",
      intro: "Nineteen screens across the customer's, the agent's and the reviewer's view of one case.",
      label: "Video KYC screens",
      showDots: true,
      showArrows: true,
      slides: [
        slide(1, "invitation", "Invitation link", "The customer receives an SMS and email link to start video KYC from any browser.", "Phone showing an SMS with a link to start video KYC"),
        slide(2, "consent-device-check", "Consent and device check", "The customer gives consent, and the app checks the camera, microphone, network and location permission.", "Phone screen with a consent checkbox and ticks for camera, microphone, network and location"),
        slide(3, "book-slot", "Book a slot", "The customer chooses an instant call or a convenient slot from the agents' calendar.", "Phone screen with a calendar and available time slots, one selected"),
        slide(4, "upload-documents", "Upload documents", "The ID document and PAN are uploaded before the call so that the agent can prepare.", "Phone screen with two uploaded documents marked ready"),
        slide(5, "waiting-room", "Waiting room", "A waiting room shows the customer's place in the queue and the expected wait until an agent answers.", "Phone screen showing queue position 2 and an estimated wait of 3 minutes"),
        slide(6, "customer-call", "Customer on the call", "The customer sees the agent, follows the prompts on screen and holds up documents when asked.", "Phone screen of a video call with the agent, a self-view and a prompt to show the PAN card"),
        slide(7, "agent-queue", "Agent queue", "Agents see scheduled and waiting customers with their language, product and waiting time.", "Browser table of waiting customers with language, product and wait time, and a pick-up button"),
        slide(8, "case-preparation", "Case preparation", "Before answering, the agent reviews the customer's application data and uploaded documents.", "Browser screen with customer application details next to document thumbnails"),
        slide(9, "live-console", "Live call console", "The agent runs the call with the video, the customer's details and the checklist side by side.", "Browser console with the customer's video on the left and details and checklist on the right"),
        slide(10, "location-check", "Location and IP check", "The customer's geo-location and IP address are captured and checked against the allowed country.", "Browser panel with a map pin, coordinates, IP address and a check mark for allowed country"),
        slide(11, "face-match", "Face match", "The live face is matched against the ID photo, and the match score is shown to the agent.", "Browser panel comparing the live face with the ID photo and showing a 94% match"),
        slide(12, "liveness-questions", "Liveness questions", "The agent asks randomised questions, so the session cannot be a replay or a recording.", "Browser console with a list of randomised questions, two answered"),
        slide(13, "document-on-video", "Document on video", "The customer shows the original PAN card on camera, and the agent captures a clear image of it.", "Browser console with the customer holding a card up to the camera and a captured image with OCR fields"),
        slide(14, "signature-capture", "Signature capture", "The customer signs on paper and holds it to the camera, and the agent captures it for the record.", "Browser console with a captured signature image"),
        slide(15, "agent-checklist", "Agent checklist and disposition", "The agent ticks the mandatory checks and submits the case with a disposition code.", "Browser screen with a completed checklist and a disposition selector with a submit button"),
        slide(16, "reviewer-queue", "Reviewer queue", "Reviewers pick up submitted cases from a queue that shows the SLA time left on each.", "Browser table of cases awaiting review with agent, submitted time and SLA remaining"),
        slide(17, "recording-review", "Recording review", "The reviewer plays back the recording with markers for each check and the images captured.", "Browser video player with a timeline of markers for each check and captured images beside it"),
        slide(18, "approve-reject", "Approve or reject", "The reviewer approves, rejects or sends the case back with a reason, and the customer is notified.", "Browser decision panel with approve, reject and send back options and a reason field"),
        slide(19, "reports", "Reports", "Supervisors track calls, approvals, rejection reasons and turnaround time by day and by agent.", "Browser reports dashboard with call volumes, approval rate, turnaround time and rejection reasons"),
      ],
    },
  ],
};
