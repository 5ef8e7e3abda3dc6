/** 640x400 illustrations: use-case pictures and the solutions listing's card images. */
import { icon, type IconName } from "../lib/icons.ts";
import { avatar } from "../lib/screen.ts";
import { arrow, C, circle, line, markers, n, path, pill, rect, svgDoc, text } from "../lib/svg.ts";

type Draw = (alt: string) => string;
const W = 640;
const H = 400;

function scene(alt: string, body: string, variant = 0): string {
  const deco = [
    circle(560, 70, 120, { fill: C.tint }) + circle(70, 360, 90, { fill: C.tint }),
    circle(90, 60, 110, { fill: C.tint }) + circle(600, 380, 120, { fill: C.tint }),
    circle(320, 420, 190, { fill: C.tint }),
  ][variant % 3]!;
  return svgDoc(W, H, alt, rect(0, 0, W, H, { fill: C.tint2 }) + deco + body, markers());
}

// ---------- small parts ----------

function bars(x: number, y: number, widths: number[], o: { gap?: number; h?: number; fill?: string; first?: string } = {}): string {
  const gap = o.gap ?? 16;
  const h = o.h ?? 8;
  return widths.map((w, i) => rect(x, y + i * gap, w, h, { r: h / 2, fill: i === 0 && o.first ? o.first : o.fill ?? C.line })).join("");
}

function shadowCard(x: number, y: number, w: number, h: number, o: { fill?: string; r?: number; stroke?: string } = {}): string {
  return rect(x + 6, y + 8, w, h, { r: o.r ?? 16, fill: C.tint }) + rect(x, y, w, h, { r: o.r ?? 16, fill: o.fill ?? C.white, stroke: o.stroke ?? C.line });
}

function phone(x: number, y: number, w: number, h: number): { svg: string; sx: number; sy: number; sw: number; sh: number } {
  const svg =
    rect(x + 6, y + 8, w, h, { r: 26, fill: C.tint }) +
    rect(x, y, w, h, { r: 26, fill: C.primaryDark }) +
    rect(x + 8, y + 8, w - 16, h - 16, { r: 20, fill: C.white }) +
    rect(x + w / 2 - 24, y + 14, 48, 10, { r: 5, fill: C.primaryDark });
  return { svg, sx: x + 8, sy: y + 8, sw: w - 16, sh: h - 16 };
}

function windowFrame(x: number, y: number, w: number, h: number): { svg: string; cx: number; cy: number; cw: number; ch: number } {
  const svg =
    rect(x + 6, y + 8, w, h, { r: 16, fill: C.tint }) +
    rect(x, y, w, h, { r: 16, fill: C.white, stroke: C.line }) +
    rect(x, y, w, 30, { r: 16, fill: C.line }) +
    rect(x, y + 16, w, 14, { fill: C.line }) +
    circle(x + 18, y + 15, 5, { fill: C.muted }) +
    circle(x + 34, y + 15, 5, { fill: C.accentSoft }) +
    circle(x + 50, y + 15, 5, { fill: C.white });
  return { svg, cx: x, cy: y + 30, cw: w, ch: h - 30 };
}

function badge(cx: number, cy: number, r: number, o: { fill?: string; icon?: IconName; color?: string } = {}): string {
  return circle(cx, cy, r + 8, { fill: C.white }) + circle(cx, cy, r, { fill: o.fill ?? C.teal }) + icon(o.icon ?? "check", cx - r * 0.55, cy - r * 0.55, r * 1.1, o.color ?? C.white, 2.6);
}

function iconTile(x: number, y: number, size: number, ic: IconName, o: { fill?: string; color?: string } = {}): string {
  return rect(x, y, size, size, { r: size * 0.28, fill: o.fill ?? C.primary }) + icon(ic, x + size * 0.22, y + size * 0.22, size * 0.56, o.color ?? C.white);
}

function envelope(x: number, y: number, w: number, h: number, o: { fill?: string; flap?: string } = {}): string {
  return (
    rect(x, y, w, h, { r: 8, fill: o.fill ?? C.white, stroke: C.line }) +
    path(`M${n(x + 4)} ${n(y + 6)}L${n(x + w / 2)} ${n(y + h * 0.58)}L${n(x + w - 4)} ${n(y + 6)}`, { stroke: o.flap ?? C.primaryLight, sw: 3, join: true })
  );
}

function docSheet(x: number, y: number, w: number, h: number, o: { band?: string; lines?: number; label?: string } = {}): string {
  let s = shadowCard(x, y, w, h, { r: 10 });
  s += rect(x, y, w, 26, { r: 10, fill: o.band ?? C.primaryLight }) + rect(x, y + 14, w, 12, { fill: o.band ?? C.primaryLight });
  if (o.label) s += text(x + 12, y + 19, o.label, { size: 14, weight: 700, fill: C.white, max: w - 20 });
  const count = o.lines ?? 4;
  for (let i = 0; i < count; i++) s += rect(x + 12, y + 42 + i * 16, (w - 24) * (i % 3 === 2 ? 0.55 : 0.85), 7, { r: 3.5, fill: C.line });
  return s;
}

function sparkleNode(cx: number, cy: number, r: number): string {
  return circle(cx, cy, r + 10, { fill: C.tint }) + circle(cx, cy, r, { fill: C.primary }) + icon("sparkle", cx - r * 0.6, cy - r * 0.6, r * 1.2, C.accent, 1.8);
}

// ---------- Thor platform use cases ----------

function lending(alt: string): string {
  let s = "";
  const p = phone(56, 40, 176, 320);
  s += p.svg;
  s += rect(p.sx, p.sy + 24, p.sw, 36, { fill: C.primary });
  s += text(p.sx + 14, p.sy + 48, "Personal loan", { size: 15, weight: 700, fill: C.white });
  s += text(p.sx + 14, p.sy + 86, "Amount", { size: 14, fill: C.muted });
  s += text(p.sx + 14, p.sy + 114, "INR 5,00,000", { size: 20, weight: 700, fill: C.ink });
  s += rect(p.sx + 14, p.sy + 130, p.sw - 28, 8, { r: 4, fill: C.line }) + rect(p.sx + 14, p.sy + 130, (p.sw - 28) * 0.55, 8, { r: 4, fill: C.accent });
  s += circle(p.sx + 14 + (p.sw - 28) * 0.55, p.sy + 134, 9, { fill: C.white, stroke: C.accent, sw: 3 });
  s += text(p.sx + 14, p.sy + 172, "Tenure", { size: 14, fill: C.muted });
  s += text(p.sx + 14, p.sy + 196, "36 months", { size: 17, weight: 700, fill: C.ink });
  s += rect(p.sx + 14, p.sy + 236, p.sw - 28, 40, { r: 10, fill: C.primary }) + text(p.sx + p.sw / 2, p.sy + 261, "Apply", { size: 16, weight: 700, fill: C.white, anchor: "middle" });
  const checks: [string, IconName][] = [
    ["eKYC", "face"],
    ["Rules", "flow"],
    ["e-sign", "pen"],
  ];
  checks.forEach(([l, ic], i) => {
    const y = 86 + i * 84;
    s += shadowCard(290, y, 160, 60, { r: 14 });
    s += iconTile(302, y + 12, 36, ic, { fill: C.tint, color: C.primary });
    s += text(350, y + 36, l, { size: 18, weight: 700, fill: C.ink });
    s += circle(428, y + 30, 11, { fill: C.teal }) + icon("check", 421, y + 23, 14, C.white, 3);
  });
  s += arrow([[240, 200], [280, 200]], { color: "ahp", sw: 3 });
  s += arrow([[460, 200], [490, 200]], { color: "ahp", sw: 3 });
  s += shadowCard(496, 136, 116, 128, { r: 18 });
  s += badge(554, 184, 24);
  s += text(554, 238, "Approved", { size: 17, weight: 700, fill: C.ink, anchor: "middle" });
  return scene(alt, s, 0);
}

function wealth(alt: string): string {
  let s = "";
  const w = windowFrame(36, 56, 380, 270);
  s += w.svg;
  s += rect(w.cx, w.cy, 84, w.ch, { fill: C.primaryDark }) + rect(w.cx, w.cy + w.ch - 16, 84, 16, { r: 16, fill: C.primaryDark }) + rect(w.cx + 16, w.cy + w.ch - 16, 68, 16, { fill: C.primaryDark });
  s += bars(w.cx + 16, w.cy + 22, [52, 40, 46, 34], { gap: 26, fill: C.primaryLight, first: C.accent });
  const gx = w.cx + 104;
  const gy = w.cy + 20;
  s += text(gx, gy + 16, "Portfolio", { size: 16, weight: 700, fill: C.ink });
  s += path(`M${gx} ${gy + 150}L${gx + 40} ${gy + 120}L${gx + 80} ${gy + 130}L${gx + 120} ${gy + 88}L${gx + 160} ${gy + 96}L${gx + 200} ${gy + 52}`, { stroke: C.teal, sw: 4, join: true });
  s += path(`M${gx} ${gy + 150}L${gx + 40} ${gy + 120}L${gx + 80} ${gy + 130}L${gx + 120} ${gy + 88}L${gx + 160} ${gy + 96}L${gx + 200} ${gy + 52}L${gx + 200} ${gy + 170}L${gx} ${gy + 170}z`, { fill: C.tint });
  s += path(`M${gx} ${gy + 150}L${gx + 40} ${gy + 120}L${gx + 80} ${gy + 130}L${gx + 120} ${gy + 88}L${gx + 160} ${gy + 96}L${gx + 200} ${gy + 52}`, { stroke: C.teal, sw: 4, join: true });
  s += line(gx, gy + 170, gx + 280, gy + 170, C.line, 2);
  s += circle(gx + 252, gy + 100, 30, { stroke: C.primaryLight, sw: 14 }) + `<circle cx="${gx + 252}" cy="${gy + 100}" r="30" fill="none" stroke="${C.accent}" stroke-width="14" stroke-dasharray="60 200"/>`;
  s += bars(gx, gy + 190, [150, 110], { gap: 16 });
  [
    [470, 70],
    [540, 150],
  ].forEach(([x, y], i) => {
    const p = phone(x!, y!, 86, 168);
    s += p.svg;
    s += rect(p.sx, p.sy + 18, p.sw, 22, { fill: C.primary });
    s += text(p.sx + p.sw / 2, p.sy + 68, i ? "+8.4%" : "+12%", { size: 16, weight: 700, fill: C.teal, anchor: "middle" });
    s += bars(p.sx + 10, p.sy + 84, [50, 38, 44], { gap: 14 });
  });
  s += path(`M416 150C440 150 446 120 466 118`, { stroke: C.primaryLight, sw: 2, dash: "5 5" });
  s += path(`M416 230C470 230 500 220 536 222`, { stroke: C.primaryLight, sw: 2, dash: "5 5" });
  s += pill(36, 342, "300+ advisors on one platform", { size: 16, h: 34, fill: C.accentSoft, color: C.ink }).svg;
  return scene(alt, s, 1);
}

function payables(alt: string): string {
  let s = "";
  s += docSheet(54, 94, 120, 160, { band: C.muted });
  s += docSheet(40, 110, 120, 160, { label: "Invoice", band: C.primaryLight });
  s += rect(30, 180, 140, 4, { r: 2, fill: C.accent }) + rect(30, 176, 140, 12, { r: 6, fill: C.accentSoft, opacity: 0.6 });
  s += pill(40, 290, "OCR", { size: 16, h: 32, fill: C.primary, color: C.white }).svg;
  s += arrow([[186, 190], [222, 190]], { color: "ahp", sw: 3 });
  s += docSheet(234, 110, 110, 150, { label: "Invoice" });
  s += docSheet(390, 110, 110, 150, { label: "PO", band: C.teal });
  s += circle(367, 185, 18, { fill: C.teal }) + path("M359 180h16M359 190h16", { stroke: C.white, sw: 3 });
  s += text(367, 300, "3-way match", { size: 17, weight: 700, fill: C.slate, anchor: "middle" });
  s += arrow([[512, 190], [538, 190]], { color: "ahp", sw: 3 });
  s += badge(580, 170, 24);
  s += iconTile(556, 214, 48, "coins", { fill: C.accentSoft, color: C.ink });
  s += text(580, 290, "Paid", { size: 17, weight: 700, fill: C.ink, anchor: "middle" });
  return scene(alt, s, 2);
}

function insurance(alt: string): string {
  let s = "";
  const quotes: [string, string, boolean][] = [
    ["Insurer A", "AED 1,450", false],
    ["Insurer B", "AED 1,320", true],
    ["Insurer C", "AED 1,610", false],
  ];
  quotes.forEach(([name, price, best], i) => {
    const x = 36 + i * 150;
    const y = best ? 60 : 80;
    s += shadowCard(x, y, 132, 200, { r: 16, stroke: best ? C.accent : C.line });
    if (best) s += pill(x + 66, y - 14, "Best value", { anchor: "middle", size: 14, h: 28, fill: C.accent, color: C.ink }).svg;
    s += iconTile(x + 16, y + 24, 40, "shield", { fill: best ? C.primary : C.tint, color: best ? C.white : C.primary });
    s += text(x + 16, y + 92, name, { size: 16, weight: 600, fill: C.slate });
    s += text(x + 16, y + 122, price, { size: 18, weight: 700, fill: C.ink });
    s += bars(x + 16, y + 144, [96, 70], { gap: 16 });
  });
  s += arrow([[500, 170], [524, 170]], { color: "ahp", sw: 3 });
  s += rect(536, 122, 82, 124, { r: 14, fill: C.primary });
  s += rect(536, 146, 82, 14, { fill: C.primaryDark });
  s += rect(548, 176, 26, 20, { r: 4, fill: C.accent });
  s += bars(548, 210, [50, 34], { gap: 14, fill: C.primaryLight });
  s += badge(606, 262, 18);
  return scene(alt, s, 0);
}

// ---------- Email analytics use cases ----------

function emailCard(x: number, y: number, w: number, h: number, subject: string, o: { tone?: number; fill?: string; lines?: number[] } = {}): string {
  let s = shadowCard(x, y, w, h, { r: 16, fill: o.fill });
  s += avatar(x + 30, y + 32, 16, o.tone ?? 0);
  s += text(x + 56, y + 38, subject, { size: 16, weight: 700, fill: C.ink, max: w - 70 });
  s += bars(x + 18, y + 66, o.lines ?? [w - 60, w - 90, w - 120], { gap: 16 });
  return s;
}

function autoRespond(alt: string): string {
  let s = "";
  s += emailCard(24, 90, 214, 150, "Booking status?", { lines: [170, 140, 110, 150] });
  s += arrow([[246, 170], [268, 170]], { color: "ahp", sw: 3 });
  s += sparkleNode(304, 170, 24);
  s += arrow([[340, 170], [362, 170]], { color: "ahp", sw: 3 });
  s += shadowCard(372, 80, 246, 190, { r: 16, fill: C.white, stroke: C.primaryLight });
  s += text(390, 112, "Re: Booking status", { size: 16, weight: 700, fill: C.ink });
  s += bars(390, 130, [190, 160], { gap: 16 });
  s += rect(390, 166, 212, 36, { r: 10, fill: C.tint });
  s += icon("checkCircle", 400, 173, 22, C.teal);
  s += text(430, 190, "PNR K7Q2 confirmed", { size: 15, weight: 600, fill: C.primary, max: 168 });
  s += bars(390, 218, [180, 130], { gap: 16 });
  s += pill(372, 296, "Replied in under 10 minutes", { size: 15, h: 32, fill: C.accentSoft, color: C.ink }).svg;
  return scene(alt, s, 1);
}

function classify(alt: string): string {
  let s = "";
  [0, 1, 2].forEach((i) => {
    s += envelope(40 + (i % 2) * 22, 86 + i * 84, 112, 66);
  });
  s += arrow([[182, 200], [222, 200]], { color: "ahp", sw: 3 });
  s += sparkleNode(266, 200, 30);
  const trays: [string, IconName, string, string][] = [
    ["Service requests", "chat", C.white, C.primary],
    ["Complaints", "bell", C.white, C.primary],
    ["Suspected fraud", "shield", C.accentSoft, C.ink],
  ];
  trays.forEach(([l, ic, fill, color], i) => {
    const y = 68 + i * 96;
    s += arrow([[306, 200], [340, 200], [340, y + 38], [372, y + 38]], { color: i === 2 ? "aha" : "ahp", sw: 2.5 });
    s += shadowCard(380, y, 232, 76, { r: 16, fill, stroke: i === 2 ? C.accent : C.line });
    s += iconTile(396, y + 18, 40, ic, { fill: i === 2 ? C.white : C.tint, color });
    s += text(450, y + 44, l, { size: 18, weight: 700, fill: C.ink });
  });
  return scene(alt, s, 0);
}

function extract(alt: string): string {
  let s = "";
  s += shadowCard(30, 60, 260, 270, { r: 16 });
  s += bars(50, 84, [200, 170, 190, 120], { gap: 16 });
  s += line(50, 160, 270, 160, C.line, 2);
  s += text(50, 190, "Rahul Menon", { size: 17, weight: 700, fill: C.ink });
  s += text(50, 214, "Head of Operations", { size: 15, fill: C.slate });
  s += text(50, 238, "Gulf Trading LLC", { size: 15, fill: C.slate });
  s += text(50, 262, "+971 4 555 0101", { size: 15, fill: C.slate });
  s += rect(42, 170, 200, 102, { r: 10, stroke: C.accent, sw: 2.5, dash: "7 5" });
  s += arrow([[300, 220], [342, 220]], { color: "aha", sw: 3 });
  s += shadowCard(352, 70, 258, 260, { r: 16 });
  s += rect(352, 70, 258, 56, { r: 16, fill: C.primary }) + rect(352, 110, 258, 16, { fill: C.primary });
  s += avatar(386, 98, 20, 1, C.primaryLight);
  s += text(416, 104, "CRM contact", { size: 16, weight: 700, fill: C.white });
  const fields: [string, string][] = [
    ["Name", "Rahul Menon"],
    ["Company", "Gulf Trading LLC"],
    ["Phone", "+971 4 555 0101"],
  ];
  fields.forEach(([k, v], i) => {
    const y = 148 + i * 58;
    s += text(372, y, k, { size: 14, fill: C.muted });
    s += text(372, y + 24, v, { size: 16, weight: 700, fill: C.ink });
    s += circle(586, y + 10, 10, { fill: C.teal }) + icon("check", 580, y + 4, 12, C.white, 3);
  });
  return scene(alt, s, 2);
}

function attachments(alt: string): string {
  let s = "";
  s += emailCard(28, 70, 200, 150, "Statements", { lines: [150, 120, 90], tone: 2 });
  s += rect(46, 176, 160, 32, { r: 10, fill: C.tint });
  s += icon("clip", 54, 181, 22, C.primary);
  s += text(82, 198, "statement.pdf", { size: 15, weight: 600, fill: C.primary });
  s += arrow([[236, 150], [268, 150]], { color: "ahp", sw: 3 });
  // folder
  s += path("M278 108h52l12 14h72a8 8 0 0 1 8 8v96a8 8 0 0 1-8 8H278a8 8 0 0 1-8-8V116a8 8 0 0 1 8-8z", { fill: C.accent });
  s += rect(294, 96, 84, 100, { r: 6, fill: C.white, stroke: C.line });
  s += bars(304, 112, [60, 50, 64, 40], { gap: 14 });
  s += path("M270 150h152v76a8 8 0 0 1-8 8H278a8 8 0 0 1-8-8z", { fill: C.accentSoft });
  s += text(346, 200, "APP-20931", { size: 15, weight: 700, fill: C.ink, anchor: "middle" });
  s += arrow([[430, 170], [452, 170]], { color: "ahp", sw: 3 });
  s += shadowCard(460, 70, 156, 250, { r: 16 });
  s += icon("sparkle", 474, 84, 22, C.accent);
  s += text(502, 101, "Summary", { size: 16, weight: 700, fill: C.ink });
  s += bars(476, 122, [124, 110, 120, 96, 116], { gap: 18, fill: C.tint });
  s += pill(476, 224, "Bank statement", { size: 14, h: 28, fill: C.tint, color: C.primary }).svg;
  s += pill(476, 260, "12 months", { size: 14, h: 28, fill: C.tint, color: C.primary }).svg;
  return scene(alt, s, 1);
}

// ---------- Listing cards ----------

function listingThor(alt: string): string {
  let s = "";
  const icons: IconName[] = ["desktop", "phone", "chat", "api"];
  icons.forEach((ic, i) => {
    const x = 168 + i * 88;
    s += iconTile(x, 40, 56, ic, { fill: C.white, color: C.primary });
    s += line(x + 28, 100, x + 28, 130, C.primaryLight, 3);
  });
  s += rect(140, 130, 360, 34, { r: 17, fill: C.primary });
  s += text(320, 153, "API gateway", { size: 17, weight: 700, fill: C.white, anchor: "middle" });
  const layers: [string, string][] = [
    [C.accent, C.accentSoft],
    [C.primaryLight, C.tint],
    [C.primary, C.primaryLight],
  ];
  layers.forEach(([top, side], i) => {
    const y = 186 + i * 56;
    s += rect(116, y + 10, 408, 44, { r: 14, fill: side });
    s += rect(116, y, 408, 44, { r: 14, fill: top });
    [0, 1, 2, 3].forEach((k) => (s += rect(140 + k * 96, y + 14, 76, 16, { r: 8, fill: C.white, opacity: 0.55 })));
  });
  return scene(alt, s, 2);
}

function listingOnboarding(alt: string): string {
  let s = "";
  const p = phone(226, 30, 188, 350);
  s += p.svg;
  s += rect(p.sx, p.sy + 26, p.sw, 34, { fill: C.primary });
  [0, 1, 2, 3].forEach((i) => (s += rect(p.sx + 14 + i * 40, p.sy + 78, 34, 6, { r: 3, fill: i < 2 ? C.primary : i === 2 ? C.accent : C.line })));
  [0, 1, 2].forEach((i) => {
    const y = p.sy + 100 + i * 58;
    s += rect(p.sx + 14, y, 70, 8, { r: 4, fill: C.line });
    s += rect(p.sx + 14, y + 16, p.sw - 28, 30, { r: 8, fill: C.white, stroke: i < 2 ? C.teal : C.line, sw: 2 });
    if (i < 2) s += circle(p.sx + p.sw - 30, y + 31, 7, { fill: C.teal });
  });
  s += rect(p.sx + 14, p.sy + 286, p.sw - 28, 36, { r: 10, fill: C.primary });
  s += badge(438, 88, 34);
  s += iconTile(120, 230, 64, "face", { fill: C.white, color: C.primary });
  s += iconTile(470, 250, 56, "pen", { fill: C.accentSoft, color: C.ink });
  return scene(alt, s, 0);
}

function listingPlanning(alt: string): string {
  let s = "";
  s += shadowCard(60, 60, 340, 280, { r: 20 });
  s += line(90, 300, 370, 300, C.line, 2);
  [0, 1, 2].forEach((i) => (s += line(90, 120 + i * 60, 370, 120 + i * 60, C.line, 1.5, "5 5")));
  s += path("M90 280L146 262L202 246L258 214L314 176L370 120L370 300L90 300z", { fill: C.tint });
  s += path("M90 280L146 262L202 246L258 214L314 176L370 120", { stroke: C.teal, sw: 5, join: true });
  s += line(90, 112, 370, 112, C.accent, 3, "9 7");
  s += path("M370 112V72", { stroke: C.ink, sw: 3 }) + path("M370 72h34l-8 10 8 10h-34z", { fill: C.accent });
  s += circle(370, 120, 8, { fill: C.white, stroke: C.teal, sw: 4 });
  s += shadowCard(428, 150, 160, 160, { r: 20 });
  const cx = 508;
  const cy = 230;
  s += circle(cx, cy, 44, { stroke: C.line, sw: 22 });
  const circ = 2 * Math.PI * 44;
  const segs: [number, string][] = [
    [0.6, C.primary],
    [0.25, C.teal],
    [0.15, C.accent],
  ];
  let off = 0;
  for (const [v, c] of segs) {
    s += `<circle cx="${cx}" cy="${cy}" r="44" fill="none" stroke="${c}" stroke-width="22" stroke-dasharray="${n(circ * v - 3)} ${n(circ)}" stroke-dashoffset="${n(-off + circ / 4)}"/>`;
    off += circ * v;
  }
  return scene(alt, s, 1);
}

function listingCrm(alt: string): string {
  let s = "";
  const cols = [3, 2, 2, 1];
  cols.forEach((count, i) => {
    const x = 44 + i * 140;
    s += rect(x, 50, 128, 300, { r: 16, fill: i === 3 ? C.primary : C.white, stroke: i === 3 ? undefined : C.line });
    s += rect(x + 16, 70, 60, 10, { r: 5, fill: i === 3 ? C.accent : C.muted });
    for (let k = 0; k < count; k++) {
      const y = 100 + k * 80;
      s += rect(x + 12, y, 104, 66, { r: 12, fill: i === 3 ? C.primaryLight : C.tint2, stroke: i === 0 && k === 0 ? C.accent : undefined, sw: 2.5 });
      s += avatar(x + 34, y + 33, 13, k + i, C.white);
      s += rect(x + 54, y + 22, 50, 8, { r: 4, fill: i === 3 ? C.white : C.muted });
      s += rect(x + 54, y + 38, 36, 8, { r: 4, fill: i === 3 ? C.tint : C.line });
    }
  });
  s += arrow([[170, 370], [470, 370]], { color: "aha", sw: 3 });
  return scene(alt, s, 2);
}

function listingVideoKyc(alt: string): string {
  let s = "";
  const w = windowFrame(70, 44, 420, 300);
  s += w.svg;
  s += rect(w.cx + 14, w.cy + 14, w.cw - 28, w.ch - 28, { r: 12, fill: C.primary });
  const cx = w.cx + w.cw / 2 - 40;
  const cy = w.cy + 130;
  s += path(`M${cx - 90} ${w.cy + w.ch - 14}C${cx - 86} ${cy + 50} ${cx + 86} ${cy + 50} ${cx + 90} ${w.cy + w.ch - 14}z`, { fill: C.primaryLight });
  s += circle(cx, cy, 44, { fill: C.accentSoft });
  s += path(`M${cx - 45} ${cy - 2}C${cx - 48} ${cy - 62} ${cx + 48} ${cy - 62} ${cx + 45} ${cy - 2}C${cx + 30} ${cy - 24} ${cx - 12} ${cy - 36} ${cx - 45} ${cy - 2}z`, { fill: C.ink });
  s += circle(cx - 15, cy + 4, 4, { fill: C.ink }) + circle(cx + 15, cy + 4, 4, { fill: C.ink });
  const b = 70;
  s += path(`M${cx - b} ${cy - b + 24}V${cy - b}H${cx - b + 24}M${cx + b - 24} ${cy - b}H${cx + b}V${cy - b + 24}M${cx + b} ${cy + b - 24}V${cy + b}H${cx + b - 24}M${cx - b + 24} ${cy + b}H${cx - b}V${cy + b - 24}`, {
    stroke: C.accent,
    sw: 4,
  });
  s += rect(w.cx + w.cw - 120, w.cy + 26, 92, 110, { r: 10, fill: C.primaryDark, stroke: C.white, sw: 2 });
  s += avatar(w.cx + w.cw - 74, w.cy + 84, 30, 1, C.teal);
  s += badge(512, 300, 30);
  return scene(alt, s, 0);
}

function listingMfa(alt: string): string {
  let s = "";
  s += path("M320 40l130 48v96c0 86-56 140-130 170-74-30-130-84-130-170V88z", { fill: C.primary });
  s += path("M320 72l100 37v75c0 66-42 109-100 133-58-24-100-67-100-133v-75z", { fill: C.primaryLight });
  const cx = 320;
  const cy = 180;
  s += path(`M${cx - 50} ${cy - 26}V${cy - 50}H${cx - 26}M${cx + 26} ${cy - 50}H${cx + 50}V${cy - 26}M${cx + 50} ${cy + 26}V${cy + 50}H${cx + 26}M${cx - 26} ${cy + 50}H${cx - 50}V${cy + 26}`, { stroke: C.white, sw: 5 });
  s += circle(cx - 16, cy - 8, 5, { fill: C.white }) + circle(cx + 16, cy - 8, 5, { fill: C.white });
  s += path(`M${cx - 18} ${cy + 18}Q${cx} ${cy + 32} ${cx + 18} ${cy + 18}`, { stroke: C.white, sw: 4 });
  [14, 30, 50, 24, 40, 18, 56, 30, 20].forEach((h, i) => (s += rect(488 + i * 14, 200 - h / 2, 8, h, { r: 4, fill: C.accent })));
  [20, 36, 24, 46, 28, 16, 38].forEach((h, i) => (s += rect(60 + i * 14, 200 - h / 2, 8, h, { r: 4, fill: C.teal })));
  s += badge(430, 318, 24);
  return scene(alt, s, 1);
}

function listingEmail(alt: string): string {
  let s = "";
  [0, 1, 2].forEach((i) => (s += envelope(44 + (i % 2) * 24, 74 + i * 92, 128, 76)));
  s += arrow([[206, 200], [240, 200]], { color: "ahp", sw: 3 });
  s += sparkleNode(290, 200, 36);
  const trays: [string, string][] = [
    [C.white, C.primaryLight],
    [C.white, C.teal],
    [C.accentSoft, C.accent],
  ];
  trays.forEach(([fill, edge], i) => {
    const y = 70 + i * 96;
    s += arrow([[338, 200], [370, 200], [370, y + 36], [404, y + 36]], { color: i === 2 ? "aha" : "ahp", sw: 2.5 });
    s += shadowCard(412, y, 190, 72, { r: 16, fill, stroke: edge });
    s += rect(430, y + 22, 40, 28, { r: 6, fill: edge });
    s += rect(486, y + 24, 96, 9, { r: 4.5, fill: C.line }) + rect(486, y + 40, 64, 9, { r: 4.5, fill: C.line });
  });
  return scene(alt, s, 2);
}

function listingAnalyst(alt: string): string {
  let s = "";
  s += shadowCard(70, 40, 230, 320, { r: 14 });
  s += rect(70, 40, 230, 44, { r: 14, fill: C.accent }) + rect(70, 66, 230, 18, { fill: C.accent });
  s += text(92, 70, "PDF", { size: 18, weight: 700, fill: C.ink });
  s += bars(92, 104, [180, 150, 170], { gap: 18 });
  s += rect(86, 156, 198, 26, { r: 6, fill: C.accentSoft });
  s += rect(92, 165, 150, 8, { r: 4, fill: C.accent });
  s += bars(92, 198, [170, 120], { gap: 18 });
  [0, 1, 2, 3].forEach((i) => (s += rect(92 + i * 46, 310 - (30 + i * 18), 30, 30 + i * 18, { r: 5, fill: i === 3 ? C.teal : C.primaryLight })));
  s += arrow([[314, 200], [350, 200]], { color: "ahp", sw: 3 });
  s += rect(360, 96, 240, 94, { r: 18, fill: C.white, stroke: C.line });
  s += bars(380, 118, [180, 130], { gap: 18, fill: C.line });
  s += pill(380, 152, "Page 42", { size: 15, h: 28, fill: C.tint, color: C.primary }).svg;
  s += rect(420, 214, 180, 64, { r: 18, fill: C.primary });
  s += bars(440, 234, [130, 90], { gap: 18, fill: C.primaryLight });
  s += sparkleNode(380, 300, 22);
  return scene(alt, s, 0);
}

export const illustrations: Record<string, Draw> = {
  "/diagrams/thor-platform/use-case-lending.svg": lending,
  "/diagrams/thor-platform/use-case-wealth.svg": wealth,
  "/diagrams/thor-platform/use-case-payables.svg": payables,
  "/diagrams/thor-platform/use-case-insurance.svg": insurance,
  "/diagrams/email-analytics/use-case-auto-respond.svg": autoRespond,
  "/diagrams/email-analytics/use-case-classify.svg": classify,
  "/diagrams/email-analytics/use-case-extract.svg": extract,
  "/diagrams/email-analytics/use-case-attachments.svg": attachments,
  "/diagrams/solutions-listing/thor-platform.svg": listingThor,
  "/diagrams/solutions-listing/customer-onboarding.svg": listingOnboarding,
  "/diagrams/solutions-listing/financial-planning.svg": listingPlanning,
  "/diagrams/solutions-listing/customer-relationship-management.svg": listingCrm,
  "/diagrams/solutions-listing/videokyc.svg": listingVideoKyc,
  "/diagrams/solutions-listing/multifactor-authentication.svg": listingMfa,
  "/diagrams/solutions-listing/email-analytics.svg": listingEmail,
  "/diagrams/solutions-listing/financial-analyst.svg": listingAnalyst,
};
