/**
 * Product "screens" for the solution sliders: a phone or browser frame around a
 * vertical stack of UI blocks (fields, buttons, tables, charts drawn as shapes).
 * Every block measures itself, and a stack that overflows its frame throws.
 */
import { icon, type IconName } from "./icons.ts";
import { C, circle, esc, fits, line, n, para, path, pill, rect, svgDoc, text, textWidth, wrap } from "./svg.ts";

export type Block = { h: (w: number) => number; draw: (x: number, y: number, w: number) => string };

let uid = 0;
function id(prefix: string): string {
  uid += 1;
  return `${prefix}${uid}`;
}

// ---------- layout ----------

export function stack(items: Block[], gap = 12): Block {
  return {
    h: (w) => items.reduce((s, b, i) => s + b.h(w) + (i ? gap : 0), 0),
    draw: (x, y, w) => {
      let cy = y;
      return items
        .map((b) => {
          const s = b.draw(x, cy, w);
          cy += b.h(w) + gap;
          return s;
        })
        .join("");
    },
  };
}

export function row(items: Block[], gap = 16, weights?: number[]): Block {
  const ws = weights ?? items.map(() => 1);
  const total = ws.reduce((a, b) => a + b, 0);
  const widths = (w: number) => ws.map((k) => ((w - gap * (items.length - 1)) * k) / total);
  return {
    h: (w) => Math.max(...items.map((b, i) => b.h(widths(w)[i]!))),
    draw: (x, y, w) => {
      const wd = widths(w);
      let cx = x;
      return items
        .map((b, i) => {
          const s = b.draw(cx, y, wd[i]!);
          cx += wd[i]! + gap;
          return s;
        })
        .join("");
    },
  };
}

export function spacer(h: number): Block {
  return { h: () => h, draw: () => "" };
}

/** A white card with a soft border around a block, with an optional title. */
export function card(inner: Block, o: { title?: string; pad?: number; fill?: string; stroke?: string; right?: string } = {}): Block {
  const pad = o.pad ?? 14;
  const head = o.title ? 28 : 0;
  return {
    h: (w) => pad * 2 + head + inner.h(w - pad * 2),
    draw: (x, y, w) => {
      const h = pad * 2 + head + inner.h(w - pad * 2);
      let s = rect(x, y, w, h, { r: 12, fill: o.fill ?? C.white, stroke: o.stroke ?? C.line });
      if (o.title) s += text(x + pad, y + pad + 16, o.title, { size: 15, weight: 700, fill: C.ink, max: w - pad * 2 - (o.right ? 90 : 0) });
      if (o.right) s += text(x + w - pad, y + pad + 16, o.right, { size: 14, fill: C.muted, anchor: "end" });
      return s + inner.draw(x + pad, y + pad + head, w - pad * 2);
    },
  };
}

// ---------- text ----------

export function heading(title: string, sub?: string, o: { size?: number; center?: boolean } = {}): Block {
  const size = o.size ?? 20;
  const measure = (w: number) => {
    const t = wrap(title, w, size, 700).length;
    const s = sub ? wrap(sub, w, 15).length : 0;
    return { t, s };
  };
  return {
    h: (w) => {
      const { t, s } = measure(w);
      return t * (size + 6) + (s ? 8 + s * 21 : 0);
    },
    draw: (x, y, w) => {
      const lines = wrap(title, w, size, 700);
      const anchor = o.center ? "middle" : "start";
      const ax = o.center ? x + w / 2 : x;
      let out = lines.map((l, i) => text(ax, y + size + i * (size + 6) - 3, l, { size, weight: 700, fill: C.ink, anchor })).join("");
      if (sub) {
        const sl = wrap(sub, w, 15);
        const sy = y + lines.length * (size + 6) + 8;
        out += sl.map((l, i) => text(ax, sy + 15 + i * 21 - 2, l, { size: 15, fill: C.muted, anchor })).join("");
      }
      return out;
    },
  };
}

export function paragraph(s: string, o: { size?: number; fill?: string; center?: boolean; weight?: number } = {}): Block {
  const size = o.size ?? 15;
  const lh = Math.round(size * 1.4);
  return {
    h: (w) => wrap(s, w, size, o.weight).length * lh,
    draw: (x, y, w) =>
      wrap(s, w, size, o.weight)
        .map((l, i) =>
          text(o.center ? x + w / 2 : x, y + size + i * lh - 2, l, {
            size,
            fill: o.fill ?? C.slate,
            anchor: o.center ? "middle" : "start",
            weight: o.weight,
          }),
        )
        .join(""),
  };
}

export function label(s: string, o: { right?: string; color?: string } = {}): Block {
  return {
    h: () => 18,
    draw: (x, y, w) =>
      text(x, y + 14, s.toUpperCase(), { size: 14, weight: 700, fill: o.color ?? C.muted, ls: 0.6, max: w }) +
      (o.right ? text(x + w, y + 14, o.right, { size: 14, weight: 600, fill: C.primaryLight, anchor: "end" }) : ""),
  };
}

// ---------- form controls ----------

export function field(lab: string, value: string, o: { state?: "ok" | "focus" | "empty" | "warn"; icon?: IconName; h?: number } = {}): Block {
  const bh = o.h ?? 42;
  return {
    h: () => 22 + bh,
    draw: (x, y, w) => {
      const st = o.state;
      const stroke = st === "ok" ? C.teal : st === "focus" ? C.primaryLight : st === "warn" ? C.accent : C.line;
      let s = text(x, y + 14, lab, { size: 14, fill: C.muted, max: w });
      s += rect(x, y + 22, w, bh, { r: 9, fill: C.white, stroke, sw: st === "focus" || st === "ok" ? 2 : 1.5 });
      const tx = x + (o.icon ? 40 : 12);
      if (o.icon) s += icon(o.icon, x + 11, y + 22 + bh / 2 - 10, 20, C.muted);
      const reserve = st === "ok" || st === "warn" ? 36 : 12;
      s += text(tx, y + 22 + bh / 2 + 5.5, value, { size: 15, fill: st === "empty" ? C.muted : C.ink, max: w - (tx - x) - reserve });
      if (st === "ok") s += icon("checkCircle", x + w - 32, y + 22 + bh / 2 - 11, 22, C.teal);
      if (st === "focus") s += line(tx + textWidth(value, 15) + 3, y + 22 + 11, tx + textWidth(value, 15) + 3, y + 22 + bh - 11, C.primaryLight, 2);
      return s;
    },
  };
}

export function otp(digits: string, filled: number): Block {
  return {
    h: () => 52,
    draw: (x, y, w) => {
      const gap = 8;
      const bw = (w - gap * 5) / 6;
      let s = "";
      for (let i = 0; i < 6; i++) {
        const bx = x + i * (bw + gap);
        const cur = i === filled;
        s += rect(bx, y, bw, 52, { r: 9, fill: i < filled ? C.tint2 : C.white, stroke: cur ? C.primaryLight : C.line, sw: cur ? 2 : 1.5 });
        if (i < filled) s += text(bx + bw / 2, y + 34, digits[i] ?? "", { size: 22, weight: 700, fill: C.ink, anchor: "middle" });
        if (cur) s += line(bx + bw / 2, y + 15, bx + bw / 2, y + 37, C.primaryLight, 2);
      }
      return s;
    },
  };
}

export type ButtonVariant = "primary" | "accent" | "ghost" | "teal" | "muted";

export function button(lab: string, variant: ButtonVariant = "primary", o: { icon?: IconName; h?: number } = {}): Block {
  const h = o.h ?? 46;
  return {
    h: () => h,
    draw: (x, y, w) => {
      const fill = { primary: C.primary, accent: C.accent, ghost: C.white, teal: C.teal, muted: C.line }[variant];
      const color = { primary: C.white, accent: C.ink, ghost: C.primary, teal: C.white, muted: C.slate }[variant];
      const size = h < 40 ? 14 : 16;
      const tw = textWidth(lab, size, 700) + (o.icon ? 28 : 0);
      if (tw > w - 16) throw new Error(`Button "${lab}" too wide for ${Math.round(w)}`);
      let s = rect(x, y, w, h, { r: Math.min(12, h / 2), fill, stroke: variant === "ghost" ? C.primary : undefined, sw: 1.5 });
      const start = x + w / 2 - tw / 2;
      if (o.icon) s += icon(o.icon, start, y + h / 2 - 10, 20, color);
      s += text(o.icon ? start + 28 : x + w / 2, y + h / 2 + size * 0.36, lab, { size, weight: 700, fill: color, anchor: o.icon ? "start" : "middle" });
      return s;
    },
  };
}

export function buttons(items: [string, ButtonVariant][], h = 44): Block {
  return row(
    items.map(([l, v]) => button(l, v, { h })),
    10,
  );
}

export function checkbox(lab: string, checked = true): Block {
  return {
    h: (w) => Math.max(24, wrap(lab, w - 32, 15).length * 21),
    draw: (x, y, w) => {
      let s = rect(x, y + 2, 20, 20, { r: 5, fill: checked ? C.primary : C.white, stroke: checked ? undefined : C.muted });
      if (checked) s += path("M5 12.5l4 4 9-9", { stroke: C.white, sw: 2.5 }).replace("<path", `<path transform="translate(${n(x - 0.5)} ${n(y + 1)}) scale(0.9)"`);
      s += wrap(lab, w - 32, 15)
        .map((l, i) => text(x + 32, y + 17 + i * 21, l, { size: 15, fill: C.slate }))
        .join("");
      return s;
    },
  };
}

export function option(title: string, o: { sub?: string; selected?: boolean; icon?: IconName; right?: string; noRadio?: boolean } = {}): Block {
  const h = o.sub ? 64 : 50;
  return {
    h: () => h,
    draw: (x, y, w) => {
      let s = rect(x, y, w, h, { r: 12, fill: o.selected ? C.tint2 : C.white, stroke: o.selected ? C.primaryLight : C.line, sw: o.selected ? 2 : 1.5 });
      let tx = x + 16;
      if (o.icon) {
        s += rect(x + 10, y + h / 2 - 16, 32, 32, { r: 9, fill: o.selected ? C.primary : C.tint });
        s += icon(o.icon, x + 17, y + h / 2 - 9, 18, o.selected ? C.white : C.primary);
        tx = x + 52;
      }
      const maxW = w - (tx - x) - (o.noRadio ? 12 : 34) - (o.right ? textWidth(o.right, 14, 600) + 8 : 0);
      s += text(tx, y + (o.sub ? 27 : h / 2 + 5.5), title, { size: 15, weight: 600, fill: C.ink, max: maxW });
      if (o.sub) s += text(tx, y + 48, o.sub, { size: 14, fill: C.muted, max: maxW });
      if (o.right) s += text(x + w - (o.noRadio ? 14 : 44), y + h / 2 + 5, o.right, { size: 14, weight: 600, fill: C.primaryLight, anchor: "end" });
      if (!o.noRadio) {
        s += circle(x + w - 22, y + h / 2, 9, { fill: C.white, stroke: o.selected ? C.primaryLight : C.muted, sw: 2 });
        if (o.selected) s += circle(x + w - 22, y + h / 2, 4.5, { fill: C.primaryLight });
      }
      return s;
    },
  };
}

/** Segmented progress: "Step 3 of 6" with a bar. */
export function stepper(current: number, total: number, lab?: string): Block {
  return {
    h: () => 30,
    draw: (x, y, w) => {
      let s = text(x, y + 14, lab ?? `Step ${current} of ${total}`, { size: 14, weight: 600, fill: C.muted });
      const gap = 5;
      const sw = (w - gap * (total - 1)) / total;
      for (let i = 0; i < total; i++) {
        const fill = i < current - 1 ? C.primary : i === current - 1 ? C.accent : C.line;
        s += rect(x + i * (sw + gap), y + 22, sw, 6, { r: 3, fill });
      }
      return s;
    },
  };
}

export function progress(lab: string, pct: number, o: { tone?: "teal" | "primary" | "accent"; value?: string } = {}): Block {
  const fill = o.tone === "teal" ? C.teal : o.tone === "accent" ? C.accent : C.primaryLight;
  return {
    h: () => 34,
    draw: (x, y, w) =>
      text(x, y + 14, lab, { size: 14, fill: C.slate, max: w - 60 }) +
      text(x + w, y + 14, o.value ?? `${Math.round(pct * 100)}%`, { size: 14, weight: 700, fill: C.ink, anchor: "end" }) +
      rect(x, y + 23, w, 9, { r: 4.5, fill: C.line }) +
      rect(x, y + 23, Math.max(9, w * pct), 9, { r: 4.5, fill }),
  };
}

export function toggles(items: [string, boolean][]): Block {
  return {
    h: () => items.length * 44,
    draw: (x, y, w) =>
      items
        .map(([l, on], i) => {
          const ry = y + i * 44;
          return (
            (i ? line(x, ry, x + w, ry, C.line, 1) : "") +
            text(x, ry + 27, l, { size: 15, fill: C.ink, max: w - 60 }) +
            rect(x + w - 44, ry + 12, 44, 24, { r: 12, fill: on ? C.teal : C.line }) +
            circle(on ? x + w - 20 : x + w - 32, ry + 24, 9, { fill: C.white })
          );
        })
        .join(""),
  };
}

/** A horizontal scale with a marker, e.g. a risk profile. */
export function scale(ends: [string, string], at: number, mark: string): Block {
  return {
    h: () => 64,
    draw: (x, y, w) => {
      const segs = 5;
      const sw = w / segs;
      const fills = [C.tint, C.primaryLight, C.primary, C.accent, C.accentSoft];
      let s = "";
      for (let i = 0; i < segs; i++) s += rect(x + i * sw + (i ? 2 : 0), y + 22, sw - 2, 12, { r: 3, fill: fills[i]! });
      const mx = x + w * at;
      s += path(`M${n(mx - 8)} ${y + 10}L${n(mx + 8)} ${y + 10}L${n(mx)} ${y + 20}z`, { fill: C.ink });
      s += pill(Math.min(Math.max(mx, x + 60), x + w - 60), y - 16, mark, { anchor: "middle", size: 14, h: 24, fill: C.ink, color: C.white }).svg.replace(/^/, "");
      s += text(x, y + 56, ends[0], { size: 14, fill: C.muted });
      s += text(x + w, y + 56, ends[1], { size: 14, fill: C.muted, anchor: "end" });
      return s;
    },
  };
}

export function chips(items: string[], selected: number[] = [], o: { size?: number } = {}): Block {
  const size = o.size ?? 14;
  const layout = (w: number) => {
    const pos: { x: number; y: number; w: number }[] = [];
    let cx = 0;
    let cy = 0;
    for (const it of items) {
      const cw = textWidth(it, size, 600) + 26;
      if (cx + cw > w && cx > 0) {
        cx = 0;
        cy += 40;
      }
      pos.push({ x: cx, y: cy, w: cw });
      cx += cw + 8;
    }
    return { pos, h: cy + 32 };
  };
  return {
    h: (w) => layout(w).h,
    draw: (x, y, w) =>
      layout(w)
        .pos.map((p, i) => {
          const sel = selected.includes(i);
          return pill(x + p.x, y + p.y, items[i]!, { size, w: p.w, h: 32, fill: sel ? C.primary : C.white, color: sel ? C.white : C.slate, stroke: sel ? undefined : C.line }).svg;
        })
        .join(""),
  };
}

// ---------- people and media ----------

/** A stylised person in a circle (for lists, tiles and ID photos). */
export function avatar(cx: number, cy: number, r: number, tone = 0, bg: string = C.tint): string {
  const clip = id("av");
  const hair = [C.primaryDark, C.slate, C.ink][tone % 3]!;
  const shirt = [C.primaryLight, C.teal, C.accent, C.muted][tone % 4]!;
  return (
    `<clipPath id="${clip}"><circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}"/></clipPath>` +
    circle(cx, cy, r, { fill: bg }) +
    `<g clip-path="url(#${clip})">` +
    path(`M${n(cx - r * 0.78)} ${n(cy + r * 1.05)}C${n(cx - r * 0.74)} ${n(cy + r * 0.38)} ${n(cx + r * 0.74)} ${n(cy + r * 0.38)} ${n(cx + r * 0.78)} ${n(cy + r * 1.05)}z`, {
      fill: shirt,
    }) +
    circle(cx, cy - r * 0.14, r * 0.34, { fill: C.accentSoft }) +
    path(
      `M${n(cx - r * 0.36)} ${n(cy - r * 0.12)}C${n(cx - r * 0.4)} ${n(cy - r * 0.62)} ${n(cx + r * 0.4)} ${n(cy - r * 0.62)} ${n(cx + r * 0.36)} ${n(cy - r * 0.12)}C${n(
        cx + r * 0.22,
      )} ${n(cy - r * 0.34)} ${n(cx - r * 0.2)} ${n(cy - r * 0.36)} ${n(cx - r * 0.36)} ${n(cy - r * 0.12)}z`,
      { fill: hair },
    ) +
    `</g>`
  );
}

/** Camera view: dark frame, corner brackets, a face oval or a card outline, and a status pill. */
export function camera(kind: "face" | "card" | "faceTurn" | "faceHold", h: number, status?: { text: string; tone: "ok" | "info" | "warn" }): Block {
  return {
    h: () => h,
    draw: (x, y, w) => {
      let s = rect(x, y, w, h, { r: 14, fill: C.primaryDark });
      const b = 22;
      const m = 16;
      const corners = [
        [x + m, y + m + b, x + m, y + m, x + m + b, y + m],
        [x + w - m - b, y + m, x + w - m, y + m, x + w - m, y + m + b],
        [x + m, y + h - m - b, x + m, y + h - m, x + m + b, y + h - m],
        [x + w - m - b, y + h - m, x + w - m, y + h - m, x + w - m, y + h - m - b],
      ];
      for (const c of corners) s += path(`M${n(c[0]!)} ${n(c[1]!)}L${n(c[2]!)} ${n(c[3]!)}L${n(c[4]!)} ${n(c[5]!)}`, { stroke: C.white, sw: 3 });
      const cx = x + w / 2;
      const cy = y + h / 2 - (status ? 12 : 0);
      if (kind === "card") {
        const cw = Math.min(w - 70, 210);
        const ch = cw * 0.62;
        s += rect(cx - cw / 2, cy - ch / 2, cw, ch, { r: 10, fill: C.white });
        s += rect(cx - cw / 2, cy - ch / 2, cw, 24, { r: 10, fill: C.primaryLight });
        s += rect(cx - cw / 2, cy - ch / 2 + 14, cw, 10, { fill: C.primaryLight });
        s += avatar(cx - cw / 2 + 36, cy + 8, 24, 1, C.tint);
        for (let i = 0; i < 3; i++) s += rect(cx - cw / 2 + 72, cy - 12 + i * 16, cw * (0.5 - i * 0.08), 7, { r: 3.5, fill: i ? C.line : C.muted });
        s += rect(cx - cw / 2 - 6, cy - ch / 2 - 6, cw + 12, ch + 12, { r: 14, stroke: C.accent, sw: 2.5, dash: "8 6" });
      } else {
        const rx = Math.min(w * 0.3, 78);
        const ry = rx * 1.3;
        const turn = kind === "faceTurn" ? 10 : 0;
        // head and shoulders
        s += path(`M${n(cx - rx * 1.5)} ${n(y + h)}C${n(cx - rx * 1.4)} ${n(cy + ry * 0.9)} ${n(cx + rx * 1.4)} ${n(cy + ry * 0.9)} ${n(cx + rx * 1.5)} ${n(y + h)}z`, {
          fill: C.primaryLight,
        });
        s += `<ellipse cx="${n(cx + turn)}" cy="${n(cy)}" rx="${n(rx * 0.72)}" ry="${n(ry * 0.78)}" fill="${C.accentSoft}"/>`;
        s += path(
          `M${n(cx + turn - rx * 0.74)} ${n(cy - ry * 0.05)}C${n(cx + turn - rx * 0.8)} ${n(cy - ry * 0.95)} ${n(cx + turn + rx * 0.8)} ${n(cy - ry * 0.95)} ${n(cx + turn + rx * 0.74)} ${n(
            cy - ry * 0.05,
          )}C${n(cx + turn + rx * 0.5)} ${n(cy - ry * 0.5)} ${n(cx + turn - rx * 0.5)} ${n(cy - ry * 0.5)} ${n(cx + turn - rx * 0.74)} ${n(cy - ry * 0.05)}z`,
          { fill: C.ink },
        );
        s += circle(cx + turn - rx * 0.26, cy + ry * 0.05, 3.5, { fill: C.ink }) + circle(cx + turn + rx * 0.26, cy + ry * 0.05, 3.5, { fill: C.ink });
        s += path(`M${n(cx + turn - rx * 0.2)} ${n(cy + ry * 0.36)}Q${n(cx + turn)} ${n(cy + ry * 0.48)} ${n(cx + turn + rx * 0.2)} ${n(cy + ry * 0.36)}`, { stroke: C.slate, sw: 2.5 });
        s += `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="none" stroke="${status?.tone === "ok" ? C.teal : C.white}" stroke-width="3" stroke-dasharray="10 7"/>`;
        if (kind === "faceTurn") s += path(`M${n(cx + rx + 14)} ${n(cy - 14)}q16 14 0 28`, { stroke: C.accent, sw: 3 }) + path(`M${n(cx + rx + 8)} ${n(cy + 10)}l8 5 2-9`, { stroke: C.accent, sw: 3 });
        if (kind === "faceHold") {
          const cw = 96;
          s += rect(cx + rx * 0.2, cy + ry * 0.45, cw, 60, { r: 7, fill: C.white, stroke: C.accent, sw: 2 });
          s += rect(cx + rx * 0.2, cy + ry * 0.45, cw, 15, { r: 7, fill: C.primaryLight });
          s += rect(cx + rx * 0.2 + 10, cy + ry * 0.45 + 26, 54, 6, { r: 3, fill: C.muted }) + rect(cx + rx * 0.2 + 10, cy + ry * 0.45 + 40, 38, 6, { r: 3, fill: C.line });
        }
      }
      if (status) {
        const fill = status.tone === "ok" ? C.teal : status.tone === "warn" ? C.accent : C.white;
        const color = status.tone === "ok" ? C.white : C.ink;
        s += pill(cx, y + h - 46, status.text, { anchor: "middle", size: 14, h: 30, fill, color }).svg;
      }
      return s;
    },
  };
}

/** Voice waveform bars. */
export function waveform(h: number, o: { seed?: number; color?: string; live?: boolean; bg?: string } = {}): Block {
  return {
    h: () => h,
    draw: (x, y, w) => {
      let s = o.bg ? rect(x, y, w, h, { r: 12, fill: o.bg }) : "";
      const bars = Math.floor((w - 24) / 9);
      let seed = o.seed ?? 3;
      const rnd = () => {
        seed = (seed * 9301 + 49297) % 233280;
        return seed / 233280;
      };
      for (let i = 0; i < bars; i++) {
        const env = Math.sin((Math.PI * (i + 0.5)) / bars);
        const bh = Math.max(6, (h - 24) * env * (0.35 + 0.65 * rnd()));
        const fade = o.live && i > bars * 0.7;
        s += rect(x + 12 + i * 9, y + h / 2 - bh / 2, 5, bh, { r: 2.5, fill: fade ? C.line : o.color ?? C.primaryLight });
      }
      return s;
    },
  };
}

/** Video call tile: a person, optional self-view and call controls. */
export function videoCall(h: number, o: { person?: "agent" | "customer"; pip?: boolean; controls?: boolean; badge?: string; prompt?: string; hold?: boolean; rec?: boolean } = {}): Block {
  return {
    h: () => h,
    draw: (x, y, w) => {
      const clip = id("vc");
      let s = `<clipPath id="${clip}"><rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="14"/></clipPath>`;
      s += rect(x, y, w, h, { r: 14, fill: C.primary });
      s += `<g clip-path="url(#${clip})">`;
      const cx = x + w / 2;
      const cy = y + h * 0.46;
      const r = Math.min(w, h) * 0.2;
      const agent = o.person === "agent";
      s += path(`M${n(cx - r * 2.1)} ${n(y + h)}C${n(cx - r * 2)} ${n(cy + r * 1.1)} ${n(cx + r * 2)} ${n(cy + r * 1.1)} ${n(cx + r * 2.1)} ${n(y + h)}z`, { fill: agent ? C.teal : C.primaryLight });
      s += circle(cx, cy, r, { fill: C.accentSoft });
      s += path(
        `M${n(cx - r * 1.0)} ${n(cy - r * 0.12)}C${n(cx - r * 1.08)} ${n(cy - r * 1.32)} ${n(cx + r * 1.08)} ${n(cy - r * 1.32)} ${n(cx + r * 1.0)} ${n(cy - r * 0.12)}C${n(cx + r * 0.75)} ${n(
          cy - r * 0.48,
        )} ${n(cx - r * 0.2)} ${n(cy - r * 0.72)} ${n(cx - r * 1.0)} ${n(cy - r * 0.12)}z`,
        { fill: agent ? C.slate : C.ink },
      );
      if (agent) s += path(`M${n(cx + r * 0.98)} ${n(cy + r * 0.1)}q${n(r * 0.05)} ${n(r * 0.6)} ${n(-r * 0.6)} ${n(r * 0.62)}`, { stroke: C.ink, sw: 3 }) + circle(cx + r * 0.36, cy + r * 0.72, 4, { fill: C.ink });
      s += circle(cx - r * 0.35, cy + r * 0.1, 3.5, { fill: C.ink }) + circle(cx + r * 0.35, cy + r * 0.1, 3.5, { fill: C.ink });
      s += path(`M${n(cx - r * 0.3)} ${n(cy + r * 0.48)}Q${n(cx)} ${n(cy + r * 0.65)} ${n(cx + r * 0.3)} ${n(cy + r * 0.48)}`, { stroke: C.slate, sw: 2.5 });
      if (o.hold) {
        const cw = r * 1.8;
        const cx0 = cx + r * 0.7;
        const cy0 = cy + r * 0.9;
        s += rect(cx0, cy0, cw, cw * 0.62, { r: 8, fill: C.white, stroke: C.accent, sw: 2.5 });
        s += rect(cx0, cy0, cw, 16, { r: 8, fill: C.primaryLight });
        s += rect(cx0 + 10, cy0 + 28, cw * 0.55, 7, { r: 3.5, fill: C.muted }) + rect(cx0 + 10, cy0 + 42, cw * 0.4, 7, { r: 3.5, fill: C.line });
      }
      s += `</g>`;
      if (o.pip) {
        const pw = Math.min(110, w * 0.3);
        const ph = pw * 1.25;
        const px = x + w - pw - 12;
        const py = y + 12;
        s += rect(px, py, pw, ph, { r: 10, fill: C.primaryDark, stroke: C.white, sw: 2 });
        s += avatar(px + pw / 2, py + ph / 2 + 4, pw * 0.36, agent ? 1 : 0, C.primaryLight);
      }
      if (o.badge) s += pill(x + 12, y + 12, o.badge, { size: 14, h: 28, fill: C.ink, color: C.white }).svg;
      if (o.rec) s += circle(x + 26, y + (o.badge ? 56 : 26), 6, { fill: C.accent }) + text(x + 38, y + (o.badge ? 61 : 31), "REC", { size: 14, weight: 700, fill: C.white });
      if (o.prompt) {
        const pw = Math.min(w - 24, textWidth(o.prompt, 15, 600) + 28);
        s += rect(cx - pw / 2, y + h - (o.controls ? 110 : 56), pw, 38, { r: 10, fill: C.white });
        s += text(cx, y + h - (o.controls ? 110 : 56) + 24.5, o.prompt, { size: 15, weight: 600, fill: C.ink, anchor: "middle" });
      }
      if (o.controls) {
        const by = y + h - 54;
        const icons: [IconName, string][] = [
          ["mic", C.primaryLight],
          ["video", C.primaryLight],
          ["x", C.accent],
        ];
        icons.forEach(([ic, fill], i) => {
          const bx = cx + (i - 1) * 56;
          s += circle(bx, by + 20, 20, { fill });
          s += icon(ic, bx - 10, by + 10, 20, ic === "x" ? C.ink : C.white);
        });
      }
      return s;
    },
  };
}

// ---------- data display ----------

export function kpis(items: { label: string; value: string; delta?: string; tone?: "teal" | "accent" }[], o: { h?: number } = {}): Block {
  const h = o.h ?? (items.some((i) => i.delta) ? 92 : 74);
  return row(
    items.map((it) => ({
      h: () => h,
      draw: (x: number, y: number, w: number) =>
        rect(x, y, w, h, { r: 12, fill: C.white, stroke: C.line }) +
        text(x + 14, y + 25, it.label, { size: 14, fill: C.muted, max: w - 24 }) +
        text(x + 14, y + 56, it.value, { size: 24, weight: 700, fill: C.ink, max: w - 24 }) +
        (it.delta ? text(x + 14, y + 80, it.delta, { size: 14, weight: 600, fill: it.tone === "accent" ? C.slate : C.teal, max: w - 24 }) : ""),
    })),
    12,
  );
}

export function barChart(values: number[], o: { h?: number; labels?: string[]; colors?: string[]; highlight?: number; stacked?: number[]; legend?: [string, string][] } = {}): Block {
  const h = o.h ?? 150;
  return {
    h: () => h,
    draw: (x, y, w) => {
      const lab = o.labels ? 22 : 0;
      const leg = o.legend ? 26 : 0;
      const ch = h - lab - leg - 6;
      const max = Math.max(...values.map((v, i) => v + (o.stacked?.[i] ?? 0)));
      const gap = w / values.length;
      const bw = Math.min(36, gap * 0.56);
      let s = "";
      if (o.legend) {
        let lx = x;
        for (const [t, c] of o.legend) {
          s += rect(lx, y + 5, 14, 14, { r: 3, fill: c }) + text(lx + 20, y + 17, t, { size: 14, fill: C.slate });
          lx += textWidth(t, 14) + 44;
        }
      }
      const top = y + leg;
      for (let i = 0; i < 3; i++) s += line(x, top + (ch * i) / 3, x + w, top + (ch * i) / 3, C.line, 1, "4 4");
      s += line(x, top + ch, x + w, top + ch, C.line, 1.5);
      values.forEach((v, i) => {
        const bx = x + gap * i + gap / 2 - bw / 2;
        const bh = (ch * v) / max;
        const fill = o.colors?.[i] ?? (o.highlight === i ? C.accent : C.primaryLight);
        s += rect(bx, top + ch - bh, bw, bh, { r: 4, fill });
        const st = o.stacked?.[i];
        if (st) {
          const sh = (ch * st) / max;
          s += rect(bx, top + ch - bh - sh - 2, bw, sh, { r: 4, fill: C.teal });
        }
        if (o.labels) s += text(bx + bw / 2, top + ch + 20, o.labels[i] ?? "", { size: 14, fill: C.muted, anchor: "middle" });
      });
      return s;
    },
  };
}

export function lineChart(
  series: { values: number[]; color: string; dash?: string; area?: boolean }[],
  o: { h?: number; labels?: string[]; target?: { value: number; label: string }; max?: number; legend?: [string, string][] } = {},
): Block {
  const h = o.h ?? 170;
  return {
    h: () => h,
    draw: (x, y, w) => {
      const lab = o.labels ? 22 : 0;
      const leg = o.legend ? 28 : 0;
      const top = y + 10 + leg;
      const ch = h - lab - 10 - leg;
      const max = o.max ?? Math.max(...series.flatMap((s) => s.values), o.target?.value ?? 0) * 1.08;
      let s = "";
      if (o.legend) {
        let lx = x;
        for (const [t, c] of o.legend) {
          s += rect(lx, y + 4, 22, 4, { r: 2, fill: c }) + text(lx + 30, y + 12, t, { size: 14, fill: C.slate });
          lx += textWidth(t, 14) + 56;
        }
      }
      for (let i = 0; i < 4; i++) s += line(x, top + (ch * i) / 4, x + w, top + (ch * i) / 4, C.line, 1, "4 4");
      s += line(x, top + ch, x + w, top + ch, C.line, 1.5);
      const pts = series.map((se) => {
        const step = w / (se.values.length - 1);
        return se.values.map((v, i) => [x + i * step, top + ch - (ch * v) / max] as const);
      });
      series.forEach((se, k) => {
        if (!se.area) return;
        const d = pts[k]!.map(([px, py], i) => `${i ? "L" : "M"}${n(px)} ${n(py)}`).join("");
        s += path(`${d}L${n(x + w)} ${n(top + ch)}L${n(x)} ${n(top + ch)}z`, { fill: C.tint });
      });
      if (o.target) {
        const ty = top + ch - (ch * o.target.value) / max;
        s += line(x, ty, x + w, ty, C.accent, 2, "7 5");
        s += pill(x + 8, ty - 30, o.target.label, { size: 14, h: 24, fill: C.accentSoft, color: C.ink }).svg;
      }
      series.forEach((se, k) => {
        const p = pts[k]!;
        const d = p.map(([px, py], i) => `${i ? "L" : "M"}${n(px)} ${n(py)}`).join("");
        s += path(d, { stroke: se.color, sw: 3, dash: se.dash, join: true });
        const last = p[p.length - 1]!;
        s += circle(last[0] - 6, last[1], 5, { fill: C.white, stroke: se.color, sw: 3 });
      });
      if (o.labels) {
        const step = w / (o.labels.length - 1);
        o.labels.forEach((l, i) => {
          s += text(x + i * step, top + ch + 20, l, { size: 14, fill: C.muted, anchor: i === 0 ? "start" : i === o.labels!.length - 1 ? "end" : "middle" });
        });
      }
      return s;
    },
  };
}

export function donut(segments: { value: number; color: string; label: string }[], o: { h?: number; center?: string; sub?: string } = {}): Block {
  const h = o.h ?? 170;
  return {
    h: () => h,
    draw: (x, y, w) => {
      const r = h / 2 - 12;
      const cx = x + r + 12;
      const cy = y + h / 2;
      const total = segments.reduce((a, b) => a + b.value, 0);
      const circ = 2 * Math.PI * (r - 14);
      let off = 0;
      let s = circle(cx, cy, r - 14, { stroke: C.line, sw: 26 });
      for (const seg of segments) {
        const len = (circ * seg.value) / total;
        s += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r - 14)}" fill="none" stroke="${seg.color}" stroke-width="26" stroke-dasharray="${n(len - 2)} ${n(circ - len + 2)}" stroke-dashoffset="${n(
          -off + circ / 4,
        )}"/>`;
        off += len;
      }
      if (o.center) s += text(cx, cy + (o.sub ? 2 : 7), o.center, { size: 20, weight: 700, fill: C.ink, anchor: "middle" });
      if (o.sub) s += text(cx, cy + 22, o.sub, { size: 14, fill: C.muted, anchor: "middle" });
      const lx = cx + r + 28;
      const rowH = Math.min(32, (h - 10) / segments.length);
      const ly = cy - (rowH * segments.length) / 2;
      segments.forEach((seg, i) => {
        s += rect(lx, ly + i * rowH + rowH / 2 - 7, 14, 14, { r: 3, fill: seg.color });
        s += text(lx + 22, ly + i * rowH + rowH / 2 + 5, seg.label, { size: 15, fill: C.slate, max: x + w - lx - 70 });
        s += text(x + w, ly + i * rowH + rowH / 2 + 5, `${Math.round((seg.value * 100) / total)}%`, { size: 15, weight: 700, fill: C.ink, anchor: "end" });
      });
      return s;
    },
  };
}

export type Cell = string | { pill: string; tone: "ok" | "warn" | "info" | "muted" } | { person: string; tone?: number } | { bold: string } | { bar: number };

export function table(cols: { title: string; w?: number; align?: "end" }[], rows: Cell[][], o: { rowH?: number; highlight?: number } = {}): Block {
  const rh = o.rowH ?? 44;
  return {
    h: () => 38 + rows.length * rh,
    draw: (x, y, w) => {
      const tw = cols.reduce((a, c) => a + (c.w ?? 1), 0);
      const xs: number[] = [];
      let acc = x;
      for (const c of cols) {
        xs.push(acc);
        acc += ((c.w ?? 1) * w) / tw;
      }
      let s = rect(x, y, w, 38, { r: 8, fill: C.tint2 });
      cols.forEach((c, i) => {
        const cw = ((c.w ?? 1) * w) / tw;
        s += text(c.align === "end" ? xs[i]! + cw - 12 : xs[i]! + 12, y + 24, c.title, { size: 14, weight: 700, fill: C.muted, anchor: c.align === "end" ? "end" : "start", max: cw - 16 });
      });
      rows.forEach((r, ri) => {
        const ry = y + 38 + ri * rh;
        if (o.highlight === ri) s += rect(x, ry + 2, w, rh - 4, { r: 8, fill: C.tint2, stroke: C.primaryLight, sw: 1.5 });
        else if (ri) s += line(x + 8, ry, x + w - 8, ry, C.line, 1);
        r.forEach((cell, ci) => {
          const col = cols[ci]!;
          const cw = ((col.w ?? 1) * w) / tw;
          const cx = xs[ci]! + 12;
          const cy = ry + rh / 2;
          if (typeof cell === "string") {
            s += text(col.align === "end" ? xs[ci]! + cw - 12 : cx, cy + 5, cell, { size: 15, fill: C.slate, anchor: col.align === "end" ? "end" : "start", max: cw - 16 });
          } else if ("bold" in cell) {
            s += text(col.align === "end" ? xs[ci]! + cw - 12 : cx, cy + 5, cell.bold, { size: 15, weight: 700, fill: C.ink, anchor: col.align === "end" ? "end" : "start", max: cw - 16 });
          } else if ("pill" in cell) {
            const tone = { ok: [C.teal, C.white], warn: [C.accentSoft, C.ink], info: [C.tint, C.primary], muted: [C.line, C.slate] }[cell.tone];
            const pw = textWidth(cell.pill, 14, 600) + 22;
            if (pw > cw - 12) throw new Error(`Pill "${cell.pill}" too wide`);
            s += pill(cx, cy - 13, cell.pill, { size: 14, h: 26, fill: tone[0], color: tone[1], w: pw }).svg;
          } else if ("person" in cell) {
            s += avatar(cx + 14, cy, 14, cell.tone ?? ri);
            s += text(cx + 38, cy + 5, cell.person, { size: 15, weight: 600, fill: C.ink, max: cw - 54 });
          } else {
            const bw = cw - 70;
            s += rect(cx, cy - 4, bw, 8, { r: 4, fill: C.line }) + rect(cx, cy - 4, bw * cell.bar, 8, { r: 4, fill: cell.bar > 0.7 ? C.accent : C.teal });
            s += text(cx + bw + 8, cy + 5, `${Math.round(cell.bar * 100)}%`, { size: 14, fill: C.slate });
          }
        });
      });
      return s;
    },
  };
}

export type ListItem = { title: string; sub?: string; right?: string; pill?: [string, "ok" | "warn" | "info" | "muted"]; avatar?: number; icon?: IconName };

export function list(items: ListItem[], o: { rowH?: number; divider?: boolean } = {}): Block {
  const rh = o.rowH ?? (items.some((i) => i.sub) ? 58 : 46);
  return {
    h: () => items.length * rh,
    draw: (x, y, w) =>
      items
        .map((it, i) => {
          const ry = y + i * rh;
          let s = i && o.divider !== false ? line(x, ry, x + w, ry, C.line, 1) : "";
          let tx = x;
          if (it.avatar !== undefined) {
            s += avatar(x + 18, ry + rh / 2, 18, it.avatar);
            tx = x + 48;
          } else if (it.icon) {
            s += rect(x, ry + rh / 2 - 18, 36, 36, { r: 10, fill: C.tint });
            s += icon(it.icon, x + 8, ry + rh / 2 - 10, 20, C.primary);
            tx = x + 48;
          }
          let reserve = 0;
          if (it.pill) {
            const tone = { ok: [C.teal, C.white], warn: [C.accentSoft, C.ink], info: [C.tint, C.primary], muted: [C.line, C.slate] }[it.pill[1]];
            const p = pill(0, 0, it.pill[0], { size: 14, h: 26 });
            s += pill(x + w - p.w, ry + rh / 2 - 13, it.pill[0], { size: 14, h: 26, fill: tone[0], color: tone[1] }).svg;
            reserve = p.w + 10;
          } else if (it.right) {
            s += text(x + w, ry + rh / 2 + 5, it.right, { size: 15, weight: 600, fill: C.ink, anchor: "end" });
            reserve = textWidth(it.right, 15, 600) + 12;
          }
          const maxW = x + w - tx - reserve;
          if (it.sub) {
            s += text(tx, ry + rh / 2 - 3, it.title, { size: 15, weight: 600, fill: C.ink, max: maxW });
            s += text(tx, ry + rh / 2 + 17, it.sub, { size: 14, fill: C.muted, max: maxW });
          } else s += text(tx, ry + rh / 2 + 5, it.title, { size: 15, fill: C.ink, max: maxW });
          return s;
        })
        .join(""),
  };
}

export function keyValues(pairs: [string, string][], o: { cols?: 1 | 2 } = {}): Block {
  const cols = o.cols ?? 1;
  const rows = Math.ceil(pairs.length / cols);
  return {
    h: () => rows * 48,
    draw: (x, y, w) => {
      const cw = (w - (cols - 1) * 20) / cols;
      return pairs
        .map(([k, v], i) => {
          const cx = x + (i % cols) * (cw + 20);
          const cy = y + Math.floor(i / cols) * 48;
          return text(cx, cy + 16, k, { size: 14, fill: C.muted, max: cw }) + text(cx, cy + 38, v, { size: 15, weight: 600, fill: C.ink, max: cw });
        })
        .join("");
    },
  };
}

export function alert(msg: string, tone: "ok" | "info" | "warn" = "info", o: { icon?: IconName } = {}): Block {
  const fill = { ok: C.white, info: C.tint2, warn: C.white }[tone];
  const stroke = { ok: C.teal, info: C.primaryLight, warn: C.accent }[tone];
  const ic = o.icon ?? (tone === "ok" ? "checkCircle" : tone === "warn" ? "bell" : "shield");
  return {
    h: (w) => Math.max(48, wrap(msg, w - 58, 15).length * 21 + 22),
    draw: (x, y, w) => {
      const lines = wrap(msg, w - 58, 15);
      const h = Math.max(48, lines.length * 21 + 22);
      return (
        rect(x, y, w, h, { r: 10, fill, stroke, sw: 1.5 }) +
        icon(ic, x + 14, y + h / 2 - 11, 22, tone === "warn" ? C.ink : stroke) +
        lines.map((l, i) => text(x + 46, y + h / 2 - ((lines.length - 1) * 21) / 2 + 5 + i * 21, l, { size: 15, fill: C.ink })).join("")
      );
    },
  };
}

export function success(title: string, sub?: string, o: { tone?: "ok" | "warn"; icon?: IconName } = {}): Block {
  const r = 38;
  const tone = o.tone ?? "ok";
  return {
    h: (w) => r * 2 + 22 + wrap(title, w, 20, 700).length * 26 + (sub ? 8 + wrap(sub, w, 15).length * 21 : 0),
    draw: (x, y, w) => {
      const cx = x + w / 2;
      let s = circle(cx, y + r, r + 10, { fill: tone === "ok" ? C.tint : C.accentSoft }) + circle(cx, y + r, r - 4, { fill: tone === "ok" ? C.teal : C.accent });
      s += icon(o.icon ?? (tone === "ok" ? "check" : "x"), cx - 18, y + r - 18, 36, tone === "ok" ? C.white : C.ink, 2.6);
      const tl = wrap(title, w, 20, 700);
      let ty = y + r * 2 + 22;
      s += tl.map((l, i) => text(cx, ty + 20 + i * 26 - 4, l, { size: 20, weight: 700, fill: C.ink, anchor: "middle" })).join("");
      ty += tl.length * 26 + 8;
      if (sub) s += wrap(sub, w, 15).map((l, i) => text(cx, ty + 15 + i * 21 - 2, l, { size: 15, fill: C.muted, anchor: "middle" })).join("");
      return s;
    },
  };
}

export function bigIcon(name: IconName, o: { size?: number; tone?: "primary" | "teal" | "accent" } = {}): Block {
  const size = o.size ?? 96;
  const fill = { primary: C.tint, teal: C.tint, accent: C.accentSoft }[o.tone ?? "primary"];
  const stroke = { primary: C.primary, teal: C.teal, accent: C.ink }[o.tone ?? "primary"];
  return {
    h: () => size,
    draw: (x, y, w) => circle(x + w / 2, y + size / 2, size / 2, { fill }) + icon(name, x + w / 2 - size * 0.24, y + size * 0.26, size * 0.48, stroke, 1.8),
  };
}

export function notification(app: string, title: string, body: string, o: { time?: string; icon?: IconName } = {}): Block {
  const measure = (w: number) => ({ tl: wrap(title, w - 72, 15, 700), bl: wrap(body, w - 72, 14) });
  return {
    h: (w) => {
      const { tl, bl } = measure(w);
      return 38 + tl.length * 20 + bl.length * 19;
    },
    draw: (x, y, w) => {
      const { tl, bl } = measure(w);
      const h = 38 + tl.length * 20 + bl.length * 19;
      let s = rect(x, y, w, h, { r: 14, fill: C.white, stroke: C.line });
      s += rect(x + 12, y + 14, 36, 36, { r: 9, fill: C.primary }) + icon(o.icon ?? "chat", x + 20, y + 22, 20, C.white);
      s += text(x + 60, y + 26, app.toUpperCase(), { size: 14, weight: 700, fill: C.muted, ls: 0.5, max: w - 120 });
      if (o.time) s += text(x + w - 12, y + 26, o.time, { size: 14, fill: C.muted, anchor: "end" });
      s += tl.map((l, i) => text(x + 60, y + 46 + i * 20, l, { size: 15, weight: 700, fill: C.ink })).join("");
      const by = y + 46 + tl.length * 20;
      s += bl.map((l, i) => text(x + 60, by + i * 19, l, { size: 14, fill: C.slate })).join("");
      return s;
    },
  };
}

export function bubbles(items: { me?: boolean; text: string }[]): Block {
  const measure = (w: number) => items.map((it) => wrap(it.text, w * 0.72 - 24, 15));
  return {
    h: (w) => measure(w).reduce((a, l) => a + l.length * 21 + 22 + 10, -10),
    draw: (x, y, w) => {
      let cy = y;
      return measure(w)
        .map((lines, i) => {
          const it = items[i]!;
          const bw = Math.max(...lines.map((l) => textWidth(l, 15))) + 26;
          const bh = lines.length * 21 + 22;
          const bx = it.me ? x + w - bw : x;
          const s =
            rect(bx, cy, bw, bh, { r: 14, fill: it.me ? C.primary : C.tint2, stroke: it.me ? undefined : C.line }) +
            lines.map((l, j) => text(bx + 13, cy + 26 + j * 21 - 1, l, { size: 15, fill: it.me ? C.white : C.ink })).join("");
          cy += bh + 10;
          return s;
        })
        .join("");
    },
  };
}

export function calendar(o: { month: string; selected: number; start: number; days: number; available?: number[] }): Block {
  return {
    h: (w) => 30 + 26 + Math.ceil((o.start + o.days) / 7) * (Math.min(36, w / 7) + 2),
    draw: (x, y, w) => {
      const cell = Math.min(36, w / 7);
      const gx = x + (w - cell * 7) / 2;
      let s = text(x, y + 18, o.month, { size: 16, weight: 700, fill: C.ink });
      s += path(`M${n(x + w - 38)} ${y + 7}l-6 6 6 6M${n(x + w - 10)} ${y + 7}l6 6-6 6`, { stroke: C.muted, sw: 2 });
      "MTWTFSS".split("").forEach((d, i) => {
        s += text(gx + i * cell + cell / 2, y + 48, d, { size: 14, weight: 600, fill: C.muted, anchor: "middle" });
      });
      for (let d = 1; d <= o.days; d++) {
        const idx = o.start + d - 1;
        const cx = gx + (idx % 7) * cell + cell / 2;
        const cy = y + 56 + Math.floor(idx / 7) * (cell + 2) + cell / 2;
        const sel = d === o.selected;
        const avail = o.available?.includes(d);
        if (sel) s += circle(cx, cy, cell / 2 - 2, { fill: C.primary });
        else if (avail) s += circle(cx, cy, cell / 2 - 2, { fill: C.tint });
        s += text(cx, cy + 5, String(d), { size: 14, weight: sel ? 700 : 400, fill: sel ? C.white : avail ? C.primary : C.muted, anchor: "middle" });
      }
      return s;
    },
  };
}

export function kanban(cols: { title: string; total: string; cards: { title: string; sub: string; tone?: number; hot?: boolean }[] }[]): Block {
  const cardH = 74;
  const maxCards = Math.max(...cols.map((c) => c.cards.length));
  return row(
    cols.map((col) => ({
      h: () => 40 + maxCards * (cardH + 10) + 6,
      draw: (x: number, y: number, w: number) => {
        const h = 40 + maxCards * (cardH + 10) + 6;
        let s = rect(x, y, w, h, { r: 12, fill: C.tint2 });
        s += text(x + 12, y + 26, col.title, { size: 15, weight: 700, fill: C.ink, max: w - 70 });
        s += text(x + w - 12, y + 26, col.total, { size: 14, weight: 600, fill: C.muted, anchor: "end" });
        col.cards.forEach((cd, i) => {
          const cy = y + 40 + i * (cardH + 10);
          s += rect(x + 8, cy, w - 16, cardH, { r: 10, fill: C.white, stroke: cd.hot ? C.accent : C.line, sw: cd.hot ? 2 : 1.5 });
          s += text(x + 20, cy + 28, cd.title, { size: 15, weight: 600, fill: C.ink, max: w - 40 });
          s += avatar(x + 32, cy + 52, 11, cd.tone ?? i, C.tint);
          s += text(x + 50, cy + 57, cd.sub, { size: 14, fill: C.muted, max: w - 66 });
        });
        return s;
      },
    })),
    12,
  );
}

export function docTiles(items: { name: string; status: string; tone?: "ok" | "warn" | "info"; icon?: IconName }[], o: { cols?: number } = {}): Block {
  const cols = o.cols ?? items.length;
  const rows = Math.ceil(items.length / cols);
  return {
    h: () => rows * 124 - 10,
    draw: (x, y, w) => {
      const cw = (w - (cols - 1) * 12) / cols;
      return items
        .map((it, i) => {
          const cx = x + (i % cols) * (cw + 12);
          const cy = y + Math.floor(i / cols) * 124;
          const tone = it.tone ?? "ok";
          const c = { ok: C.teal, warn: C.accent, info: C.primaryLight }[tone];
          let s = rect(cx, cy, cw, 114, { r: 12, fill: C.white, stroke: C.line });
          s += rect(cx + 12, cy + 12, cw - 24, 48, { r: 8, fill: C.tint2 });
          s += icon(it.icon ?? "doc", cx + cw / 2 - 14, cy + 22, 28, C.primaryLight);
          s += text(cx + 12, cy + 82, it.name, { size: 14, weight: 600, fill: C.ink, max: cw - 24 });
          s += circle(cx + 18, cy + 99, 5, { fill: c }) + text(cx + 28, cy + 104, it.status, { size: 14, fill: C.slate, max: cw - 40 });
          return s;
        })
        .join("");
    },
  };
}

export function mapView(h: number, o: { caption?: string } = {}): Block {
  return {
    h: () => h,
    draw: (x, y, w) => {
      const clip = id("mp");
      let s = `<clipPath id="${clip}"><rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="12"/></clipPath>`;
      s += rect(x, y, w, h, { r: 12, fill: C.tint });
      s += `<g clip-path="url(#${clip})">`;
      s += path(`M${n(x - 10)} ${n(y + h * 0.7)}C${n(x + w * 0.3)} ${n(y + h * 0.5)} ${n(x + w * 0.6)} ${n(y + h * 0.9)} ${n(x + w + 10)} ${n(y + h * 0.6)}`, { stroke: C.white, sw: 10 });
      s += path(`M${n(x + w * 0.35)} ${n(y - 10)}L${n(x + w * 0.55)} ${n(y + h + 10)}`, { stroke: C.white, sw: 8 });
      s += path(`M${n(x - 10)} ${n(y + h * 0.25)}L${n(x + w + 10)} ${n(y + h * 0.35)}`, { stroke: C.white, sw: 6 });
      s += rect(x + w * 0.62, y + h * 0.08, w * 0.22, h * 0.22, { r: 6, fill: C.tint2 });
      s += `</g>`;
      const px = x + w * 0.47;
      const py = y + h * 0.5;
      s += circle(px, py + 2, 26, { fill: C.accent, opacity: 0.25 });
      s += path(`M${n(px)} ${n(py + 4)}c-10-12-16-19-16-27a16 16 0 0 1 32 0c0 8-6 15-16 27z`, { fill: C.accent });
      s += circle(px, py - 23, 6, { fill: C.white });
      if (o.caption) s += pill(x + 12, y + h - 40, o.caption, { size: 14, h: 28, fill: C.white, color: C.ink }).svg;
      return s;
    },
  };
}

export function signature(h: number): Block {
  return {
    h: () => h,
    draw: (x, y, w) => {
      let s = rect(x, y, w, h, { r: 12, fill: C.white, stroke: C.line, dash: "6 5" });
      const bx = x + w * 0.18;
      const by = y + h * 0.6;
      const k = Math.min(w, 300) / 300;
      s += path(
        `M${n(bx)} ${n(by)}c${n(12 * k)} ${n(-40 * k)} ${n(26 * k)} ${n(-50 * k)} ${n(30 * k)} ${n(-30 * k)}s${n(-16 * k)} ${n(40 * k)} ${n(-6 * k)} ${n(38 * k)} ${n(22 * k)} ${n(
          -34 * k,
        )} ${n(34 * k)} ${n(-30 * k)} ${n(-4 * k)} ${n(28 * k)} ${n(10 * k)} ${n(26 * k)} ${n(26 * k)} ${n(-28 * k)} ${n(40 * k)} ${n(-22 * k)} ${n(-2 * k)} ${n(20 * k)} ${n(16 * k)} ${n(
          16 * k,
        )} ${n(40 * k)} ${n(-14 * k)}`,
        { stroke: C.primary, sw: 3, join: true },
      );
      s += line(x + 20, y + h - 24, x + w - 20, y + h - 24, C.line, 1.5);
      return s;
    },
  };
}

/** A page thumbnail of a generated report. */
export function reportPage(h: number, o: { title?: string } = {}): Block {
  return {
    h: () => h,
    draw: (x, y, w) => {
      const pw = Math.min(w, h * 0.75);
      const px = x + (w - pw) / 2;
      let s = rect(px + 6, y + 6, pw, h - 6, { r: 8, fill: C.line });
      s += rect(px, y, pw, h - 6, { r: 8, fill: C.white, stroke: C.line });
      s += rect(px, y, pw, 44, { r: 8, fill: C.primary }) + rect(px, y + 30, pw, 14, { fill: C.primary });
      s += text(px + 14, y + 28, o.title ?? "Financial plan", { size: 15, weight: 700, fill: C.white, max: pw - 28 });
      s += rect(px + 14, y + 58, pw * 0.5, 8, { r: 4, fill: C.ink });
      for (let i = 0; i < 3; i++) s += rect(px + 14, y + 76 + i * 14, pw * (0.8 - i * 0.12), 6, { r: 3, fill: C.line });
      const gy = y + 128;
      const bars = [0.4, 0.55, 0.5, 0.72, 0.86];
      bars.forEach((b, i) => {
        s += rect(px + 18 + i * ((pw - 36) / 5), gy + 70 - 70 * b, (pw - 36) / 5 - 8, 70 * b, { r: 3, fill: i === 4 ? C.accent : C.primaryLight });
      });
      s += circle(px + pw - 50, gy + 130, 26, { stroke: C.teal, sw: 12 }) + `<circle cx="${n(px + pw - 50)}" cy="${n(gy + 130)}" r="26" fill="none" stroke="${C.primaryLight}" stroke-width="12" stroke-dasharray="60 200"/>`;
      for (let i = 0; i < 4; i++) s += rect(px + 14, gy + 108 + i * 14, pw * 0.42, 6, { r: 3, fill: C.line });
      return s;
    },
  };
}

/** Timeline of a recording with markers. */
export function timeline(markersAt: { at: number; label: string }[], pos: number): Block {
  return {
    h: () => 64,
    draw: (x, y, w) => {
      let s = rect(x, y + 10, w, 8, { r: 4, fill: C.line }) + rect(x, y + 10, w * pos, 8, { r: 4, fill: C.primaryLight });
      s += circle(x + w * pos, y + 14, 9, { fill: C.white, stroke: C.primaryLight, sw: 3 });
      markersAt.forEach((m, i) => {
        const mx = x + w * m.at;
        s += path(`M${n(mx - 7)} ${y + 34}L${n(mx + 7)} ${y + 34}L${n(mx)} ${y + 24}z`, { fill: C.accent });
        s += text(mx, y + 54, m.label, { size: 14, fill: C.slate, anchor: i === 0 && m.at < 0.1 ? "start" : "middle" });
      });
      return s;
    },
  };
}

export function scoreRing(value: number, lab: string, sub: string, o: { tone?: "ok" | "warn"; size?: number } = {}): Block {
  const size = o.size ?? 130;
  return {
    h: () => size,
    draw: (x, y, w) => {
      const r = size / 2 - 10;
      const cx = x + size / 2;
      const cy = y + size / 2;
      const circ = 2 * Math.PI * r;
      const col = o.tone === "warn" ? C.accent : C.teal;
      let s = circle(cx, cy, r, { stroke: C.line, sw: 12 });
      s += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="none" stroke="${col}" stroke-width="12" stroke-linecap="round" stroke-dasharray="${n(circ * value)} ${n(circ)}" transform="rotate(-90 ${n(cx)} ${n(cy)})"/>`;
      s += text(cx, cy + 9, `${Math.round(value * 100)}%`, { size: 26, weight: 700, fill: C.ink, anchor: "middle" });
      s += text(x + size + 20, cy - 6, lab, { size: 18, weight: 700, fill: C.ink, max: w - size - 20 });
      s += text(x + size + 20, cy + 18, sub, { size: 15, fill: C.muted, max: w - size - 20 });
      return s;
    },
  };
}

/** Two photos compared side by side (for face match). */
export function faceCompare(h: number, labels: [string, string]): Block {
  return {
    h: () => h,
    draw: (x, y, w) => {
      const tw = (w - 60) / 2;
      let s = "";
      [0, 1].forEach((i) => {
        const tx = x + i * (tw + 60);
        s += rect(tx, y, tw, h - 30, { r: 12, fill: i ? C.primaryDark : C.tint });
        s += avatar(tx + tw / 2, y + (h - 30) / 2, Math.min(tw, h - 30) * 0.36, 0, i ? C.primaryLight : C.white);
        s += text(tx + tw / 2, y + h - 6, labels[i as 0 | 1], { size: 14, weight: 600, fill: C.slate, anchor: "middle" });
      });
      s += circle(x + w / 2, y + (h - 30) / 2, 20, { fill: C.teal }) + icon("check", x + w / 2 - 11, y + (h - 30) / 2 - 11, 22, C.white, 2.6);
      return s;
    },
  };
}

export function idCard(o: { name: string; lines: [string, string][]; title?: string }): Block {
  return {
    h: () => 156,
    draw: (x, y, w) => {
      let s = rect(x, y, w, 156, { r: 12, fill: C.white, stroke: C.line });
      s += rect(x, y, w, 34, { r: 12, fill: C.primaryLight }) + rect(x, y + 20, w, 14, { fill: C.primaryLight });
      s += text(x + 14, y + 23, o.title ?? "IDENTITY CARD", { size: 14, weight: 700, fill: C.white, ls: 0.8 });
      s += rect(x + 14, y + 46, 64, 80, { r: 8, fill: C.tint });
      s += avatar(x + 46, y + 86, 28, 0, C.tint);
      s += text(x + 92, y + 62, o.name, { size: 15, weight: 700, fill: C.ink, max: w - 104 });
      o.lines.forEach(([k, v], i) => {
        s += text(x + 92, y + 86 + i * 22, `${k} ${v}`, { size: 14, fill: C.slate, max: w - 104 });
      });
      return s;
    },
  };
}

export function checklist(items: [string, boolean][], gap = 8): Block {
  return stack(
    items.map(([l, on]) => checkbox(l, on)),
    gap,
  );
}

/** Summary tiles: icon, title, big value, sub line and optional pill. */
export function tiles(items: { icon: IconName; title: string; value: string; sub?: string; pill?: [string, "ok" | "warn" | "info" | "muted"] }[], o: { cols?: number; selected?: number } = {}): Block {
  const cols = o.cols ?? items.length;
  const rows = Math.ceil(items.length / cols);
  const th = 176;
  return {
    h: () => rows * th + (rows - 1) * 12,
    draw: (x, y, w) => {
      const cw = (w - (cols - 1) * 12) / cols;
      return items
        .map((it, i) => {
          const tx = x + (i % cols) * (cw + 12);
          const ty = y + Math.floor(i / cols) * (th + 12);
          const sel = o.selected === i;
          let s = rect(tx, ty, cw, th, { r: 12, fill: sel ? C.tint2 : C.white, stroke: sel ? C.primaryLight : C.line, sw: sel ? 2 : 1.5 });
          s += circle(tx + 34, ty + 36, 20, { fill: sel ? C.primary : C.tint }) + icon(it.icon, tx + 23, ty + 25, 22, sel ? C.white : C.primary);
          s += text(tx + 16, ty + 84, it.title, { size: 15, weight: 600, fill: C.slate, max: cw - 28 });
          s += text(tx + 16, ty + 114, it.value, { size: 22, weight: 700, fill: C.ink, max: cw - 28 });
          if (it.sub) s += text(tx + 16, ty + 138, it.sub, { size: 14, fill: C.muted, max: cw - 28 });
          if (it.pill) {
            const tone = { ok: [C.teal, C.white], warn: [C.accentSoft, C.ink], info: [C.tint, C.primary], muted: [C.line, C.slate] }[it.pill[1]];
            const p = pill(0, 0, it.pill[0], { size: 14, h: 26 });
            s += pill(tx + cw - p.w - 14, ty + 23, it.pill[0], { size: 14, h: 26, fill: tone[0], color: tone[1] }).svg;
          }
          return s;
        })
        .join("");
    },
  };
}

// ---------- frames ----------

type Side = { kicker: string; title: string; points?: string[] };

function sidePanel(x: number, w: number, side: Side): string {
  const titleLines = wrap(side.title, w, 38, 700);
  const pts = (side.points ?? []).map((p) => wrap(p, w - 36, 18));
  const h = 36 + 18 + titleLines.length * 46 + (pts.length ? 28 + pts.reduce((a, l) => a + l.length * 25 + 14, 0) : 0);
  let y = 300 - h / 2;
  let s = pill(x, y, side.kicker, { size: 15, h: 32, fill: C.accentSoft, color: C.ink }).svg;
  y += 32 + 18;
  s += titleLines.map((l, i) => text(x, y + 36 + i * 46, l, { size: 38, weight: 700, fill: C.primary })).join("");
  y += titleLines.length * 46 + 12;
  if (pts.length) {
    s += rect(x, y, 56, 4, { r: 2, fill: C.accent });
    y += 28;
    for (const pl of pts) {
      s += icon("checkCircle", x, y + 1, 22, C.teal);
      s += pl.map((l, i) => text(x + 34, y + 18 + i * 25, l, { size: 18, fill: C.slate })).join("");
      y += pl.length * 25 + 14;
    }
  }
  return s;
}

function background(variant: number): string {
  const spots = [
    [760, 90, 150],
    [170, 520, 170],
    [880, 520, 140],
  ][variant % 3]!;
  return rect(0, 0, 960, 600, { fill: C.tint2 }) + circle(spots[0]!, spots[1]!, spots[2]!, { fill: C.tint });
}

export type PhoneSlide = {
  kind: "phone";
  /** Whose view this is; shown in the kicker ("Agent · 9 of 19"). */
  role?: string;
  app: string;
  body: Block[];
  points?: string[];
  side?: "left" | "right";
  gap?: number;
  /** Centre the stack vertically in the screen. */
  middle?: boolean;
  /** Content without an app bar (e.g. camera or messages screen). */
  bare?: boolean;
};

export type BrowserSlide = {
  kind: "browser";
  role?: string;
  url: string;
  nav?: { brand: string; items: string[]; active: number };
  body: Block[];
  gap?: number;
};

export type SlideSpec = PhoneSlide | BrowserSlide;

export function renderSlide(spec: SlideSpec, meta: { title: string; kicker: string; index: number; alt: string }): string {
  uid = 0;
  let body = background(meta.index);
  if (spec.kind === "phone") {
    const phoneLeft = (spec.side ?? (meta.index % 2 ? "right" : "left")) === "left";
    const px = phoneLeft ? 104 : 556;
    const py = 26;
    const pw = 300;
    const ph = 548;
    body += rect(px + 8, py + 12, pw, ph, { r: 44, fill: C.tint });
    body += rect(px, py, pw, ph, { r: 44, fill: C.primaryDark });
    const sx = px + 11;
    const sy = py + 11;
    const sw = pw - 22;
    const sh = ph - 22;
    body += rect(sx, sy, sw, sh, { r: 34, fill: C.white });
    body += rect(px + pw / 2 - 46, sy + 8, 92, 22, { r: 11, fill: C.primaryDark });
    body += text(sx + 30, sy + 25, "9:41", { size: 14, weight: 700, fill: C.ink });
    body += path(`M${sx + sw - 64} ${sy + 24}h3v-4h-3zM${sx + sw - 58} ${sy + 24}h3v-7h-3zM${sx + sw - 52} ${sy + 24}h3v-10h-3z`, { fill: C.ink });
    body += rect(sx + sw - 42, sy + 14, 20, 10, { r: 3, stroke: C.ink, sw: 1.5 }) + rect(sx + sw - 40, sy + 16, 13, 6, { r: 1.5, fill: C.ink });
    let cy = sy + 40;
    if (!spec.bare) {
      body += rect(sx, cy, sw, 52, { fill: C.primary });
      body += path(`M${sx + 26} ${cy + 18}l-8 8 8 8`, { stroke: C.white, sw: 2.5 });
      body += text(sx + 44, cy + 32, spec.app, { size: 17, weight: 700, fill: C.white, max: sw - 60 });
      cy += 52;
    }
    const cx = sx + 18;
    const cw = sw - 36;
    const top = cy + 18;
    const bottom = sy + sh - 26;
    const st = stack(spec.body, spec.gap ?? 14);
    const h = st.h(cw);
    if (h > bottom - top) throw new Error(`Phone content ${Math.round(h)}px exceeds ${bottom - top}px in "${meta.title}"`);
    body += st.draw(cx, spec.middle ? top + (bottom - top - h) / 2 : top, cw);
    body += rect(px + pw / 2 - 50, sy + sh - 12, 100, 5, { r: 2.5, fill: C.ink });
    body += sidePanel(phoneLeft ? 476 : 72, 404, { kicker: meta.kicker, title: meta.title, points: spec.points });
  } else {
    body += text(40, 64, meta.title, { size: 32, weight: 700, fill: C.primary, max: 640 });
    const k = pill(0, 0, meta.kicker, { size: 15, h: 32 });
    body += pill(920 - k.w, 38, meta.kicker, { size: 15, h: 32, fill: C.accentSoft, color: C.ink }).svg;
    const bx = 40;
    const by = 90;
    const bw = 880;
    const bh = 486;
    body += rect(bx + 8, by + 10, bw, bh, { r: 16, fill: C.tint });
    body += rect(bx, by, bw, bh, { r: 16, fill: C.white, stroke: C.line });
    body += rect(bx, by, bw, 40, { r: 16, fill: C.line }) + rect(bx, by + 24, bw, 16, { fill: C.line });
    body += circle(bx + 22, by + 20, 6, { fill: C.muted }) + circle(bx + 42, by + 20, 6, { fill: C.accentSoft }) + circle(bx + 62, by + 20, 6, { fill: C.white });
    body += rect(bx + 220, by + 8, 440, 24, { r: 12, fill: C.white });
    body += icon("lock", bx + 234, by + 12, 16, C.muted);
    body += text(bx + 258, by + 25.5, spec.url, { size: 14, fill: C.slate, max: 390 });
    let mx = bx + 24;
    let mw = bw - 48;
    const top = by + 40 + 20;
    if (spec.nav) {
      const nw = 178;
      body += rect(bx, by + 40, nw, bh - 40, { fill: C.primaryDark });
      body += rect(bx, by + bh - 16, nw, 16, { r: 16, fill: C.primaryDark }) + rect(bx + 16, by + bh - 16, nw - 16, 16, { fill: C.primaryDark });
      body += rect(bx + 18, by + 58, 28, 28, { r: 8, fill: C.accent });
      body += path(`M${bx + 25} ${by + 65}h14M${bx + 32} ${by + 65}v14`, { stroke: C.ink, sw: 3 });
      body += text(bx + 56, by + 78, spec.nav.brand, { size: 16, weight: 700, fill: C.white, max: nw - 66 });
      spec.nav.items.forEach((it, i) => {
        const iy = by + 110 + i * 44;
        if (i === spec.nav!.active) body += rect(bx + 10, iy, nw - 20, 36, { r: 9, fill: C.primaryLight });
        body += rect(bx + 22, iy + 13, 10, 10, { r: 3, fill: i === spec.nav!.active ? C.accent : C.muted });
        body += text(bx + 42, iy + 23, it, { size: 15, weight: i === spec.nav!.active ? 700 : 400, fill: i === spec.nav!.active ? C.white : C.tint, max: nw - 52 });
      });
      mx = bx + nw + 22;
      mw = bx + bw - 22 - mx;
    }
    const bottom = by + bh - 20;
    const st = stack(spec.body, spec.gap ?? 16);
    const h = st.h(mw);
    if (h > bottom - top) throw new Error(`Browser content ${Math.round(h)}px exceeds ${bottom - top}px in "${meta.title}"`);
    body += st.draw(mx, top, mw);
  }
  return svgDoc(960, 600, meta.alt, body);
}

export { esc, fits };
