import type { BrowserSlide, SlideSpec } from "../lib/screen.ts";
import {
  alert,
  barChart,
  bigIcon,
  button,
  buttons,
  calendar,
  card,
  checkbox,
  checklist,
  chips,
  docTiles,
  faceCompare,
  field,
  heading,
  idCard,
  keyValues,
  kpis,
  label,
  list,
  mapView,
  notification,
  option,

  row,
  scoreRing,
  signature,
  spacer,
  stack,
  table,
  timeline,
  videoCall,
} from "../lib/screen.ts";

const agentUrl = "vkyc.kairav.example/agent";
const agentNav = (active: number): BrowserSlide["nav"] => ({ brand: "Video KYC", items: ["Queue", "My calls", "Drafts", "Help"], active });
const reviewNav = (active: number): BrowserSlide["nav"] => ({ brand: "KYC Review", items: ["Review queue", "Approved", "Rejected", "Reports"], active });

export const slides: Record<string, SlideSpec> = {
  invitation: {
    kind: "phone",
    role: "Customer",
    app: "Messages",
    bare: true,
    gap: 12,
    points: ["Works in any phone browser", "Nothing to install"],
    body: [
      spacer(8),
      heading("9:41", "Monday, 18 March", { size: 40, center: true }),
      spacer(4),
      notification("Messages", "Complete your video KYC", "Hi Asha, join from your phone's browser: krv.example/v/K72a", { time: "now", icon: "chat" }),
      notification("Email", "Book your video KYC", "Choose an instant call or a time that suits you.", { time: "now", icon: "mail" }),
    ],
  },
  "consent-device-check": {
    kind: "phone",
    role: "Customer",
    app: "Before your call",
    points: ["Consent recorded before the call", "Location permission is required"],
    body: [
      heading("Quick checks"),
      list([
        { title: "Camera", icon: "video", pill: ["Ready", "ok"] },
        { title: "Microphone", icon: "mic", pill: ["Ready", "ok"] },
        { title: "Network", icon: "signal", pill: ["Good", "ok"] },
        { title: "Location", icon: "pin", pill: ["Allowed", "ok"] },
      ]),
      checkbox("I agree to a recorded video call for KYC"),
      button("Continue"),
    ],
  },
  "book-slot": {
    kind: "phone",
    role: "Customer",
    app: "Book a slot",
    gap: 12,
    points: ["Instant call or a booked slot", "Reminder before the call"],
    body: [
      calendar({ month: "March", selected: 19, start: 4, days: 31, available: [18, 20, 21, 22, 25, 26] }),
      chips(["10:00", "10:30", "11:30", "14:00", "16:30"], [2]),
      button("Book 11:30, 19 March"),
    ],
  },
  "upload-documents": {
    kind: "phone",
    role: "Customer",
    app: "Your documents",
    points: ["Agent prepares before the call", "Originals are shown on video"],
    body: [
      heading("Upload before the call", "Helps the agent prepare"),
      docTiles(
        [
          { name: "Aadhaar / ID", status: "Uploaded", icon: "doc" },
          { name: "PAN card", status: "Uploaded", icon: "card" },
        ],
        { cols: 2 },
      ),
      option("Address proof", { sub: "Optional", icon: "upload", noRadio: true }),
      button("Continue to call"),
    ],
  },
  "waiting-room": {
    kind: "phone",
    role: "Customer",
    app: "Waiting room",
    middle: true,
    points: ["Queue position shown live", "Call can be rebooked from here"],
    body: [
      bigIcon("clock", { size: 100 }),
      heading("You are number 2 in the queue", "Expected wait: about 3 minutes", { center: true }),
      alert("Keep your original PAN card, a pen and a sheet of paper ready", "info", { icon: "card" }),
      button("Rebook for later", "ghost"),
    ],
  },
  "customer-call": {
    kind: "phone",
    role: "Customer",
    app: "Call",
    bare: true,
    points: ["Clear prompts on screen", "Call is recorded and encrypted"],
    body: [videoCall(436, { person: "agent", pip: true, controls: true, badge: "Agent: Meera", prompt: "Please show your PAN card" })],
  },
  "agent-queue": {
    kind: "browser",
    role: "Agent",
    url: `${agentUrl}/queue`,
    nav: agentNav(0),
    body: [
      heading("Customers waiting", "3 agents online · average wait 2m 40s"),
      kpis([
        { label: "Waiting now", value: "7" },
        { label: "Scheduled today", value: "64" },
        { label: "Completed", value: "38" },
      ]),
      table(
        [{ title: "Customer", w: 1.6 }, { title: "Product", w: 1.1 }, { title: "Language", w: 1 }, { title: "Waiting", w: 0.9 }, { title: "", w: 1 }],
        [
          [{ person: "Asha Kulkarni", tone: 0 }, "Savings", "Marathi", "2m 10s", { pill: "Pick up", tone: "info" }],
          [{ person: "Imran Shaikh", tone: 1 }, "Credit card", "Hindi", "1m 45s", { pill: "Pick up", tone: "info" }],
          [{ person: "Neha Joshi", tone: 2 }, "Personal loan", "English", "0m 50s", { pill: "Pick up", tone: "info" }],
          [{ person: "Ravi Verma", tone: 3 }, "Savings", "Hindi", "11:30", { pill: "Booked", tone: "muted" }],
        ],
        { highlight: 0 },
      ),
    ],
  },
  "case-preparation": {
    kind: "browser",
    role: "Agent",
    url: `${agentUrl}/cases/VK-20391`,
    nav: agentNav(0),
    body: [
      heading("Asha Kulkarni · savings account", "Case VK-20391 · scheduled 11:30 · Marathi"),
      row([
        card(
          keyValues(
            [
              ["Date of birth", "14 Aug 1991"],
              ["PAN", "ABCPK1234F"],
              ["Mobile", "+91 98204 11873"],
              ["City", "Pune"],
              ["Occupation", "Salaried"],
              ["Income", "10–25 lakh"],
            ],
            { cols: 2 },
          ),
          { title: "Application" },
        ),
        card(
          docTiles([
            { name: "ID document", status: "OCR matched", icon: "doc" },
            { name: "PAN card", status: "Verified", icon: "card" },
          ]),
          { title: "Documents" },
        ),
      ]),
      row([spacer(44), button("Start call", "primary", { h: 44, icon: "video" })], 12, [2, 1]),
    ],
  },
  "live-console": {
    kind: "browser",
    role: "Agent",
    url: `${agentUrl}/call/VK-20391`,
    body: [
      row(
        [
          videoCall(388, { person: "customer", pip: true, controls: true, badge: "Asha Kulkarni", rec: true }),
          stack([
            card(
              keyValues([
                ["Case", "VK-20391 · savings"],
                ["Language", "Marathi"],
                ["Call time", "02:14"],
              ]),
              { title: "Customer" },
            ),
            card(
              checklist([
                ["Location captured", true],
                ["Face match", true],
                ["PAN shown on video", false],
                ["Signature", false],
              ]),
              { title: "Checklist" },
            ),
          ]),
        ],
        18,
        [1.45, 1],
      ),
    ],
  },
  "location-check": {
    kind: "browser",
    role: "Agent",
    url: `${agentUrl}/call/VK-20391/location`,
    body: [
      heading("Customer location", "Captured at 11:32:08 from the browser"),
      row(
        [
          mapView(330, { caption: "Baner, Pune" }),
          stack([
            card(
              keyValues([
                ["Coordinates", "18.5596 N, 73.7799 E"],
                ["IP address", "49.36.xx.xx"],
                ["IP location", "Pune, India"],
                ["Distance from address", "3.2 km"],
              ]),
              { title: "Geo-tag" },
            ),
            alert("Inside India: check passed", "ok"),
          ]),
        ],
        18,
        [1.2, 1],
      ),
    ],
  },
  "face-match": {
    kind: "browser",
    role: "Agent",
    url: `${agentUrl}/call/VK-20391/face`,
    body: [
      heading("Face match", "Live capture compared with the photo on the ID"),
      row(
        [
          faceCompare(250, ["ID photo", "Live capture"]),
          stack([
            scoreRing(0.94, "Match", "Threshold 80%"),
            list([
              { title: "Liveness", pill: ["Passed", "ok"] },
              { title: "Same person as selfie", pill: ["Yes", "ok"] },
            ]),
          ]),
        ],
        28,
        [1.25, 1],
      ),
      alert("Face match passed. Continue with the liveness questions.", "ok"),
    ],
  },
  "liveness-questions": {
    kind: "browser",
    role: "Agent",
    url: `${agentUrl}/call/VK-20391/liveness`,
    body: [
      row(
        [
          videoCall(388, { person: "customer", controls: true, badge: "Asha Kulkarni", rec: true }),
          card(
            list([
              { title: "Father's first name", sub: "Matches the application", pill: ["Done", "ok"] },
              { title: "Today's date", sub: "Answered correctly", pill: ["Done", "ok"] },
              { title: "Raise your left hand", sub: "Asking now", pill: ["Live", "warn"] },
              { title: "Read out: 4 7 1 9", sub: "Random digits", pill: ["Next", "muted"] },
            ]),
            { title: "Random questions" },
          ),
        ],
        18,
        [1.2, 1],
      ),
    ],
  },
  "document-on-video": {
    kind: "browser",
    role: "Agent",
    url: `${agentUrl}/call/VK-20391/documents`,
    body: [
      row(
        [
          videoCall(388, { person: "customer", hold: true, badge: "Asha Kulkarni", rec: true }),
          stack([
            label("Captured from video"),
            idCard({ name: "ASHA KULKARNI", title: "PAN CARD", lines: [["PAN", "ABCPK1234F"], ["DOB", "14/08/1991"]] }),
            alert("PAN matches the upload and the registry", "ok"),
            button("Capture again", "ghost", { h: 44, icon: "refresh" }),
          ]),
        ],
        18,
        [1.2, 1],
      ),
    ],
  },
  "signature-capture": {
    kind: "browser",
    role: "Agent",
    url: `${agentUrl}/call/VK-20391/signature`,
    body: [
      row(
        [
          videoCall(388, { person: "customer", badge: "Asha Kulkarni", rec: true, prompt: "Hold the signed sheet up" }),
          stack([
            label("Captured signature"),
            signature(150),
            alert("Consistent with the signature on the application", "ok"),
            buttons([
              ["Retake", "ghost"],
              ["Save", "primary"],
            ]),
          ]),
        ],
        18,
        [1.2, 1],
      ),
    ],
  },
  "agent-checklist": {
    kind: "browser",
    role: "Agent",
    url: `${agentUrl}/cases/VK-20391/complete`,
    nav: agentNav(1),
    body: [
      heading("Complete the case", "VK-20391 · call length 6m 12s · recording saved"),
      row([
        card(
          checklist([
            ["Consent recorded", true],
            ["Location inside India", true],
            ["Face match above threshold", true],
            ["Liveness questions", true],
            ["Original PAN on video", true],
            ["Signature captured", true],
          ]),
          { title: "Mandatory checks" },
        ),
        stack([
          field("Disposition", "All checks passed", { state: "ok" }),
          field("Remarks", "Clear video, documents match"),
          button("Submit for review", "primary", { icon: "check" }),
        ]),
      ]),
    ],
  },
  "reviewer-queue": {
    kind: "browser",
    role: "Reviewer",
    url: "vkyc.kairav.example/review/queue",
    nav: reviewNav(0),
    body: [
      heading("Cases awaiting review", "Reviewer: S. Deshpande · 12 in queue"),
      table(
        [{ title: "Case", w: 1 }, { title: "Customer", w: 1.55 }, { title: "Agent", w: 1 }, { title: "Submitted", w: 0.95 }, { title: "SLA left", w: 1 }],
        [
          ["VK-20391", { person: "Asha Kulkarni", tone: 0 }, "Meera", "11:39", { pill: "42 min", tone: "ok" }],
          ["VK-20388", { person: "Imran Shaikh", tone: 1 }, "Joseph", "11:21", { pill: "24 min", tone: "warn" }],
          ["VK-20385", { person: "Neha Joshi", tone: 2 }, "Meera", "11:02", { pill: "5 min", tone: "warn" }],
          ["VK-20380", { person: "Ravi Verma", tone: 3 }, "Farah", "10:51", { pill: "55 min", tone: "ok" }],
          ["VK-20377", { person: "Tara Iyer", tone: 0 }, "Joseph", "10:40", { pill: "58 min", tone: "ok" }],
        ],
        { highlight: 0 },
      ),
    ],
  },
  "recording-review": {
    kind: "browser",
    role: "Reviewer",
    url: "vkyc.kairav.example/review/VK-20391",
    body: [
      row(
        [
          stack([
            videoCall(300, { person: "customer", pip: true, badge: "Recording · 06:12", controls: true }),
            timeline(
              [
                { at: 0.06, label: "Start" },
                { at: 0.3, label: "Location" },
                { at: 0.5, label: "Face" },
                { at: 0.7, label: "PAN" },
                { at: 0.9, label: "Sign" },
              ],
              0.52,
            ),
          ]),
          card(
            list([
              { title: "Location", sub: "Pune · 00:41", pill: ["Pass", "ok"] },
              { title: "Face match 94%", sub: "03:10", pill: ["Pass", "ok"] },
              { title: "PAN on video", sub: "04:22", pill: ["Pass", "ok"] },
              { title: "Signature", sub: "05:40", pill: ["Pass", "ok"] },
            ]),
            { title: "Evidence" },
          ),
        ],
        18,
        [1.5, 1],
      ),
    ],
  },
  "approve-reject": {
    kind: "browser",
    role: "Reviewer",
    url: "vkyc.kairav.example/review/VK-20391/decision",
    nav: reviewNav(0),
    body: [
      heading("Decision: VK-20391", "Asha Kulkarni · savings account · agent Meera"),
      option("Approve", { sub: "All checks passed; the account can be opened", icon: "checkCircle", selected: true }),
      option("Send back to agent", { sub: "Ask for a re-check or a new call", icon: "refresh" }),
      option("Reject", { sub: "Record a reason; the customer is informed", icon: "x" }),
      row([spacer(44), button("Confirm decision", "primary", { h: 44 })], 12, [1.6, 1]),
    ],
  },
  reports: {
    kind: "browser",
    role: "Supervisor",
    url: "vkyc.kairav.example/review/reports",
    nav: reviewNav(3),
    body: [
      heading("Video KYC reports", "Last 7 days"),
      kpis([
        { label: "Calls", value: "3,412" },
        { label: "Approved", value: "91.6%" },
        { label: "Average call", value: "6m 05s" },
        { label: "Turnaround", value: "38 min" },
      ]),
      row([
        card(barChart([420, 465, 510, 488, 530, 612, 387], { h: 150, labels: ["M", "T", "W", "T", "F", "S", "S"], highlight: 5 }), { title: "Calls per day" }),
        card(
          list(
            [
              { title: "Poor video quality", right: "34%" },
              { title: "Outside India", right: "22%" },
              { title: "Face mismatch", right: "18%" },
              { title: "Document unclear", right: "15%" },
            ],
            { rowH: 38 },
          ),
          { title: "Rejection reasons" },
        ),
      ]),
    ],
  },
};


