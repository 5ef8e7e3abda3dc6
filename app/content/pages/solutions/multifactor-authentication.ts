import type { ContentPage } from "#app/model/content-page.ts";
import type { Slide } from "#app/model/sections/slider-section.ts";

// Both sliders share one folder: face recognition is 01–10, voice authentication 11–23.
function slide(slider: "face" | "voice", n: number, id: string, title: string, caption: string, alt: string): Slide {
  const file = String(slider === "face" ? n : n + 10).padStart(2, "0");
  return { id, title, caption, image: { src: `/slides/multifactor-authentication/${file}.svg`, width: 960, height: 600, alt } };
}

export const page: ContentPage = {
  family: "solutions",
  slug: "multifactor-authentication",
  title: "Advanced Multi Factor Authentication",
  description:
    "Multi factor authentication with face recognition and voice biometrics for banks and fintechs: liveness, anti-spoofing, risk-based step-up and audit logs.",
  lead: "Add something the user is to what they know and what they have: face and voice checks that take seconds, stop account takeover, and apply only when the risk calls for them.",
  listing: {
    summary: "Face recognition and voice authentication with liveness and anti-spoofing, asked for only when the risk calls for it.",
    image: { src: "/diagrams/solutions-listing/multifactor-authentication.svg", width: 640, height: 400, alt: "A shield with a face scan frame and a voice waveform" },
  },
  sections: [
    {
      kind: "text",
      id: "why-it-matters",
      eyebrow: "Why it matters",
      heading: "Passwords and OTPs alone no longer stop account takeover",
      paragraphs: [
        "Phished passwords, SIM swaps and OTP-sharing scams let fraudsters pass two factors that were both taken from the same person. For banks, brokers and wallets the result is unauthorised transfers, chargebacks and customers who stop trusting the app.",
        "Biometric factors change that. A live face or voice cannot be read out over the phone, and liveness and anti-spoofing checks catch photos, masks and recordings. Our multi factor authentication service adds face recognition and voice authentication to your login and transaction flows through APIs and mobile SDKs, and a policy engine decides when to ask for them: a new device, a high-value transfer, a new payee.",
      ],
    },
    {
      kind: "text",
      id: "face-recognition",
      heading: "Face recognition",
      paragraphs: [
        "Users enrol once with a guided selfie, and the service stores an encrypted face template, never the photo, in the secure vault. At login or before a risky transaction the app asks for a quick look at the camera, checks liveness and compares the face with the template in about a second. If the match fails, the flow falls back to another factor of your choice.",
      ],
    },
    {
      kind: "slider",
      id: "face-recognition-tour",
      heading: "Face recognition, step by step",
      label: "Face recognition screens",
      showDots: true,
      showArrows: true,
      slides: [
        slide("face", 1, "face-consent", "Consent to enrol", "The user reads how the face template is used and stored, and agrees to enrol.", "Phone screen explaining face enrolment with an agree button"),
        slide("face", 2, "face-position", "Position the face", "An on-screen oval guides the user to centre their face in good light.", "Phone camera view with an oval guide around a face and a hint to move closer"),
        slide("face", 3, "face-liveness", "Liveness check", "The user blinks and turns their head as prompted, which rules out photos and screen replays.", "Phone camera view with a prompt to turn the head and a liveness progress bar"),
        slide("face", 4, "face-template", "Template saved", "An encrypted face template is saved in the secure vault and linked to the user's account.", "Phone screen confirming that the face template is enrolled and encrypted"),
        slide("face", 5, "face-sign-in", "Sign in as usual", "At the next login the user enters a user ID and password, or the device PIN.", "Phone login screen with user ID and password fields"),
        slide("face", 6, "face-step-up", "Step-up prompt", "A new device or a high-value transfer triggers a request for a face check.", "Phone screen for a transfer of 2,50,000 rupees asking the user to verify with their face"),
        slide("face", 7, "face-matched", "Face matched", "The live face matches the template above the set threshold, and the action goes through.", "Phone screen with a tick, a match score of 0.97 and a transfer confirmation"),
        slide("face", 8, "face-fallback", "Fallback when it fails", "If the face does not match within the allowed attempts, the user verifies with an OTP and a security question instead.", "Phone screen saying the face was not recognised and offering OTP verification"),
        slide("face", 9, "face-policy", "Policy settings", "Administrators set which events need a face check, the match threshold and the attempt limit.", "Browser admin screen with toggles for events that require a face check and threshold settings"),
        slide("face", 10, "face-audit", "Authentication log", "Every attempt is logged with time, device, score and outcome for fraud and audit teams.", "Browser table of authentication attempts with time, device, score and result"),
      ],
    },
    {
      kind: "list",
      id: "face-benefits",
      heading: "Benefits of face recognition",
      style: "check",
      items: [
        "Verification in about a second, with no code to type.",
        "Liveness detection blocks printed photos, screen replays and masks.",
        "Templates are encrypted and kept in your secure vault, never stored as images.",
        "Works with the front camera of mid-range Android and iOS phones.",
        "Thresholds and attempt limits are set per event and per customer segment.",
      ],
    },
    {
      kind: "text",
      id: "voice-authentication",
      heading: "Voice authentication",
      paragraphs: [
        "Voice authentication verifies users by the way they speak a short passphrase. It suits phone banking and IVR, customers with basic phones, and situations where a camera is impractical. Users record the passphrase three times to create a voiceprint; after that, saying it once is enough. Anti-spoofing models reject recordings and synthetic voices, and the same policy engine decides when a voice check is needed.",
      ],
    },
    {
      kind: "slider",
      id: "voice-authentication-tour",
      heading: "Voice authentication, step by step",
      label: "Voice authentication screens",
      showDots: false,
      showArrows: true,
      slides: [
        slide("voice", 1, "voice-consent", "Enrolment consent", "The user learns how the voiceprint is created and stored, and agrees to enrol.", "Phone screen explaining voice enrolment with an agree button"),
        slide("voice", 2, "voice-mic-check", "Microphone check", "The app checks microphone access and background noise before recording starts.", "Phone screen with a microphone icon and a noise level meter in the quiet range"),
        slide("voice", 3, "voice-recording-1", "First recording", "The user says the passphrase shown on screen for the first recording.", "Phone screen showing the passphrase, a waveform and recording 1 of 3"),
        slide("voice", 4, "voice-recording-2", "Second recording", "The user repeats the passphrase so that the model learns natural variation.", "Phone screen showing the passphrase, a waveform and recording 2 of 3"),
        slide("voice", 5, "voice-recording-3", "Third recording", "A third sample completes the set, and each sample is checked for quality.", "Phone screen showing recording 3 of 3 with quality ticks for each sample"),
        slide("voice", 6, "voiceprint-created", "Voiceprint created", "An encrypted voiceprint is built from the three samples and stored in the secure vault.", "Phone screen confirming that the voiceprint is created and encrypted"),
        slide("voice", 7, "voice-check-requested", "Voice check requested", "At login or on a sensitive request, the app or the IVR asks the user to verify by voice.", "Phone screen asking the user to verify a new payee by voice"),
        slide("voice", 8, "voice-speak", "Speak the passphrase", "The user says the passphrase once while the app shows that it is listening.", "Phone screen with a live waveform and a listening indicator"),
        slide("voice", 9, "voice-anti-spoofing", "Replay and synthetic voice check", "Anti-spoofing checks the sample for recordings, replays and synthetic speech.", "Phone screen with checks for live speech, replay and synthetic voice, all passed"),
        slide("voice", 10, "voice-verified", "Voice verified", "The voice matches the voiceprint above the threshold, and the request goes ahead.", "Phone screen with a tick and a message that the payee was added"),
        slide("voice", 11, "voice-not-recognised", "Not recognised", "If the voice cannot be verified, the user is offered a retry or another factor.", "Phone screen saying the voice was not recognised, with try again and use OTP buttons"),
        slide("voice", 12, "voice-thresholds", "Threshold settings", "Administrators tune match thresholds, retries and the channels where voice is used.", "Browser admin screen with threshold sliders and channel toggles for app and IVR"),
        slide("voice", 13, "voice-analytics", "Voice analytics", "A dashboard shows enrolments, pass rates, spoof attempts and average verification time.", "Browser dashboard with figures for enrolments, pass rate and spoof attempts and a weekly chart"),
      ],
    },
    {
      kind: "list",
      id: "voice-benefits",
      heading: "Benefits of voice authentication",
      style: "check",
      items: [
        "Works over phone banking and IVR, where there is no screen or camera.",
        "Verification in a few seconds from a short passphrase.",
        "Anti-spoofing rejects replayed recordings and synthetic speech.",
        "No extra hardware: any smartphone or phone line will do.",
        "Easier for customers who struggle to type codes or use the camera.",
      ],
    },
    {
      kind: "list",
      id: "platform-benefits",
      heading: "For your security and product teams",
      style: "check",
      items: [
        "One API and mobile SDK for face, voice, OTP and device binding.",
        "Risk-based policies ask for biometrics only when the risk is high, so everyday logins stay quick.",
        "Every attempt is logged and can be streamed to your SIEM.",
        "Runs in your cloud account, so biometric data never leaves it.",
      ],
    },
  ],
};
