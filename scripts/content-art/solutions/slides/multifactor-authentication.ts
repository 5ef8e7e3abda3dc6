import type { BrowserSlide, SlideSpec } from "../lib/screen.ts";
import {
  alert,
  barChart,
  bigIcon,
  button,
  camera,
  card,
  checkbox,
  field,
  heading,
  keyValues,
  kpis,
  list,
  option,
  paragraph,
  progress,
  row,
  stack,
  stepper,
  success,
  table,
  toggles,
  waveform,
} from "../lib/screen.ts";
import { C } from "../lib/svg.ts";

const url = "identity.kairav.example";
const nav = (active: number): BrowserSlide["nav"] => ({ brand: "Thor Identity", items: ["Policies", "Users", "Devices", "Audit log", "Reports"], active });
const passphrase = () => card(paragraph("“My voice confirms my identity”", { size: 17, weight: 600, fill: C.ink, center: true }), { fill: C.tint2, stroke: C.tint, pad: 14 });

export const slides: Record<string, SlideSpec> = {
  // ---------- face recognition (01–10) ----------
  "face-consent": {
    kind: "phone",
    app: "Face login",
    middle: true,
    points: ["Consent recorded before enrolment", "Can be switched off at any time"],
    body: [
      bigIcon("face", { size: 96 }),
      heading("Sign in with your face", "We keep an encrypted template of your face, never a photo.", { center: true }),
      checkbox("I agree to face enrolment"),
      button("Agree and continue"),
    ],
  },
  "face-position": {
    kind: "phone",
    app: "Enrol your face",
    points: ["Guides for distance and light", "Works on the front camera"],
    body: [camera("face", 300, { text: "Move a little closer", tone: "warn" }), paragraph("Centre your face in the oval, in good light", { center: true, fill: C.muted })],
  },
  "face-liveness": {
    kind: "phone",
    app: "Enrol your face",
    points: ["Random blink and head-turn prompts", "Rejects photos and screen replays"],
    body: [camera("faceTurn", 300, { text: "Turn your head slowly", tone: "info" }), progress("Liveness check", 0.6)],
  },
  "face-template": {
    kind: "phone",
    app: "Face login",
    middle: true,
    points: ["Template encrypted with AES-256", "Stored in the secure vault"],
    body: [
      success("Face enrolled", "Your face template is encrypted and stored in the secure vault."),
      card(
        keyValues([
          ["Enrolled on", "12 March, 09:14"],
          ["Device", "This phone"],
        ]),
        { pad: 12 },
      ),
      button("Done"),
    ],
  },
  "face-sign-in": {
    kind: "phone",
    app: "Sign in",
    points: ["Normal login stays unchanged", "Low-risk logins need nothing more"],
    body: [
      heading("Welcome back", "Sign in to mobile banking"),
      field("User ID", "asha.k", { icon: "user" }),
      field("Password", "••••••••••", { state: "focus", icon: "lock" }),
      button("Sign in"),
      paragraph("Forgot password?", { center: true, fill: C.primaryLight, weight: 600 }),
    ],
  },
  "face-step-up": {
    kind: "phone",
    app: "Transfer",
    points: ["Triggered by risk, not every time", "New payee, new device, high amount"],
    body: [
      card(
        keyValues([
          ["To", "Rohan Mehta (new payee)"],
          ["Amount", "INR 2,50,000"],
        ]),
        { title: "Confirm transfer", pad: 12 },
      ),
      alert("New payee and a high amount: please verify your face", "warn", { icon: "face" }),
      button("Verify with face", "primary", { icon: "face" }),
      button("Cancel", "ghost"),
    ],
  },
  "face-matched": {
    kind: "phone",
    app: "Verify",
    points: ["Match in about a second", "Score checked against the threshold"],
    body: [
      camera("face", 240, { text: "Face matched · 0.97", tone: "ok" }),
      alert("Transfer of INR 2,50,000 to Rohan Mehta approved", "ok"),
      button("Done"),
    ],
  },
  "face-fallback": {
    kind: "phone",
    app: "Verify",
    middle: true,
    points: ["Limit on attempts", "Fallback factor set by policy"],
    body: [
      success("Face not recognised", "3 attempts used. Verify another way.", { tone: "warn" }),
      option("OTP to ••••• 11873", { icon: "phone", selected: true }),
      option("Security question", { icon: "key" }),
      button("Continue"),
    ],
  },
  "face-policy": {
    kind: "browser",
    url: `${url}/policies/face`,
    nav: nav(0),
    body: [
      heading("Face check policy", "Retail mobile banking"),
      row([
        card(
          toggles([
            ["Login from a new device", true],
            ["Transfer above INR 1,00,000", true],
            ["Adding a payee", true],
            ["Change of mobile number", true],
            ["Every login", false],
          ]),
          { title: "Ask for a face check on" },
        ),
        card(
          stack([
            progress("Match threshold", 0.85, { value: "0.85" }),
            progress("Liveness strictness", 0.7, { value: "High" }),
            keyValues([
              ["Attempts before fallback", "3"],
              ["Fallback factor", "OTP and security question"],
            ]),
          ]),
          { title: "Thresholds" },
        ),
      ]),
    ],
  },
  "face-audit": {
    kind: "browser",
    url: `${url}/audit?factor=face`,
    nav: nav(3),
    body: [
      heading("Authentication log", "Face checks · today"),
      table(
        [{ title: "Time", w: 0.9 }, { title: "User", w: 1.1 }, { title: "Device", w: 1.15 }, { title: "Event", w: 1.2 }, { title: "Score", w: 0.75 }, { title: "Result", w: 0.9 }],
        [
          ["10:42:07", "asha.k", "Pixel 7", "Transfer", "0.97", { pill: "Pass", tone: "ok" }],
          ["10:39:51", "r.mehta", "iPhone 14", "New device", "0.91", { pill: "Pass", tone: "ok" }],
          ["10:31:12", "i.shaikh", "Galaxy A54", "New payee", "0.62", { pill: "Retry", tone: "warn" }],
          ["10:31:40", "i.shaikh", "Galaxy A54", "New payee", "0.88", { pill: "Pass", tone: "ok" }],
          ["10:18:03", "n.joshi", "Redmi 12", "Login", "0.41", { pill: "OTP", tone: "info" }],
          ["10:02:26", "t.iyer", "iPhone 13", "Transfer", "0.95", { pill: "Pass", tone: "ok" }],
        ],
        { rowH: 42 },
      ),
    ],
  },

  // ---------- voice authentication (11–23) ----------
  "voice-consent": {
    kind: "phone",
    app: "Voice login",
    middle: true,
    points: ["Consent recorded before enrolment", "Voiceprint, never raw audio, kept"],
    body: [
      bigIcon("mic", { size: 96 }),
      heading("Verify with your voice", "Say a short passphrase three times to create your voiceprint.", { center: true }),
      checkbox("I agree to voice enrolment"),
      button("Agree and continue"),
    ],
  },
  "voice-mic-check": {
    kind: "phone",
    app: "Voice setup",
    points: ["Checks microphone permission", "Measures background noise"],
    body: [
      heading("Check your microphone", "Find a quiet place"),
      bigIcon("mic", { size: 88, tone: "teal" }),
      progress("Background noise", 0.18, { tone: "teal", value: "Low" }),
      alert("Microphone ready", "ok"),
      button("Start recording"),
    ],
  },
  "voice-recording-1": {
    kind: "phone",
    app: "Voice setup",
    points: ["Passphrase shown on screen", "About three seconds per sample"],
    body: [stepper(1, 3, "Recording 1 of 3"), passphrase(), waveform(120, { seed: 5, bg: C.tint2 }), button("Recording, tap to stop", "accent", { icon: "mic" })],
  },
  "voice-recording-2": {
    kind: "phone",
    app: "Voice setup",
    points: ["Same passphrase again", "Model learns natural variation"],
    body: [stepper(2, 3, "Recording 2 of 3"), passphrase(), waveform(120, { seed: 11, bg: C.tint2 }), button("Recording, tap to stop", "accent", { icon: "mic" })],
  },
  "voice-recording-3": {
    kind: "phone",
    app: "Voice setup",
    points: ["Each sample checked for quality", "Noisy samples are re-recorded"],
    body: [
      stepper(3, 3, "Recording 3 of 3"),
      list([
        { title: "Sample 1", icon: "wave", pill: ["Good", "ok"] },
        { title: "Sample 2", icon: "wave", pill: ["Good", "ok"] },
        { title: "Sample 3", icon: "wave", pill: ["Good", "ok"] },
      ]),
      waveform(80, { seed: 17, bg: C.tint2 }),
      button("Create voiceprint"),
    ],
  },
  "voiceprint-created": {
    kind: "phone",
    app: "Voice login",
    middle: true,
    points: ["Voiceprint encrypted at rest", "Stored in the secure vault"],
    body: [
      success("Voiceprint created", "Encrypted and stored in the secure vault."),
      card(
        keyValues([
          ["Samples", "3, all good quality"],
          ["Created", "12 March, 09:20"],
        ]),
        { pad: 12 },
      ),
      button("Done"),
    ],
  },
  "voice-check-requested": {
    kind: "phone",
    app: "Add payee",
    points: ["Same check in the app and the IVR", "Asked only for sensitive actions"],
    body: [
      card(
        keyValues([
          ["Payee", "Rohan Mehta"],
          ["Account", "•••• 4471"],
        ]),
        { title: "New payee", pad: 12 },
      ),
      alert("Adding a payee needs a voice check", "info", { icon: "mic" }),
      button("Verify with voice", "primary", { icon: "mic" }),
      paragraph("On phone banking, the IVR asks for the passphrase instead.", { center: true, fill: C.muted }),
    ],
  },
  "voice-speak": {
    kind: "phone",
    app: "Voice check",
    middle: true,
    points: ["One passphrase, about two seconds", "Listening state is always visible"],
    body: [
      paragraph("Please say:", { center: true, fill: C.muted }),
      passphrase(),
      waveform(130, { seed: 23, live: true }),
      button("Listening…", "muted", { icon: "mic" }),
    ],
  },
  "voice-anti-spoofing": {
    kind: "phone",
    app: "Voice check",
    points: ["Detects replayed recordings", "Detects synthetic speech"],
    body: [
      heading("Checking your voice"),
      list([
        { title: "Live speech", icon: "mic", pill: ["Pass", "ok"] },
        { title: "Replay check", icon: "refresh", pill: ["Pass", "ok"] },
        { title: "Synthetic voice", icon: "sparkle", pill: ["Pass", "ok"] },
        { title: "Voiceprint", icon: "wave", pill: ["…", "info"] },
      ]),
      progress("Verifying", 0.8),
    ],
  },
  "voice-verified": {
    kind: "phone",
    app: "Voice check",
    middle: true,
    points: ["Score above the set threshold", "Request continues at once"],
    body: [
      success("Voice verified", "Rohan Mehta is now a payee."),
      card(
        keyValues([
          ["Match score", "0.93 (threshold 0.80)"],
          ["Time taken", "2.4 seconds"],
        ]),
        { pad: 12 },
      ),
      button("Done"),
    ],
  },
  "voice-not-recognised": {
    kind: "phone",
    app: "Voice check",
    middle: true,
    points: ["Retry limit set by policy", "Another factor always available"],
    body: [
      success("We could not verify your voice", "Background noise or a cold can affect the match.", { tone: "warn" }),
      button("Try again", "primary", { icon: "mic" }),
      button("Use OTP instead", "ghost"),
    ],
  },
  "voice-thresholds": {
    kind: "browser",
    url: `${url}/policies/voice`,
    nav: nav(0),
    body: [
      heading("Voice policy", "Mobile app and phone banking"),
      row([
        card(
          stack([
            progress("Match threshold", 0.8, { value: "0.80" }),
            progress("Anti-spoofing sensitivity", 0.9, { value: "High" }),
            keyValues([
              ["Retries before fallback", "2"],
              ["Fallback factor", "OTP"],
            ]),
          ]),
          { title: "Thresholds" },
        ),
        card(
          toggles([
            ["Mobile app", true],
            ["IVR phone banking", true],
            ["Call-centre agent desk", true],
            ["Web banking", false],
          ]),
          { title: "Channels" },
        ),
      ]),
    ],
  },
  "voice-analytics": {
    kind: "browser",
    url: `${url}/reports/voice`,
    nav: nav(4),
    body: [
      heading("Voice authentication", "Last 30 days"),
      kpis([
        { label: "Enrolments", value: "18,240" },
        { label: "Pass rate", value: "96.2%" },
        { label: "Spoof attempts", value: "37" },
        { label: "Average time", value: "2.6 s" },
      ]),
      card(barChart([8.2, 9.1, 9.8, 11.4], { h: 150, labels: ["Week 1", "Week 2", "Week 3", "Week 4"], highlight: 3 }), { title: "Verifications per week (thousands)" }),
    ],
  },
};
