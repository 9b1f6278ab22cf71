/**
 * Draws the demo data's pictures (decision 144): clean flat illustrations written as SVG here and
 * rendered with sharp — no download, no stock photo. Per demo product three views (main, pack,
 * detail: seed-images/{image}-{view}.png, 800×600), per demo store a logo (400×400) and a banner
 * (1600×480), with their WebP copies ({name}-{width}.webp). The seed stores them through the same
 * pipeline as uploads (storeImage: checked, content-addressed), handing it these copies, so that
 * they are drawn and encoded once, here, and committed: seeding stays fast.
 *
 *   npx tsx scripts/demo-images.ts            # every picture
 *   npx tsx scripts/demo-images.ts vitamin-c  # the pictures whose name contains "vitamin-c"
 */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";

import { webpCopy } from "../app/domain/media/images.server";
import { imageWidths } from "../app/lib/images";
import { demoCatalogue, demoStores, productViews } from "../app/seed/catalogue";

const W = 800;
const H = 600;
const font = "DejaVu Sans, Liberation Sans, sans-serif";

/* ---------- small helpers ---------- */

let uid = 0;
/** A fresh id for a gradient or filter. */
const id = (prefix: string) => `${prefix}${++uid}`;

function shade(hex: string, amount: number): string {
  const n = parseInt(hex.slice(1), 16);
  const channel = (c: number) => Math.max(0, Math.min(255, Math.round(amount < 0 ? c * (1 + amount) : c + (255 - c) * amount)));
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map(channel);
  return `#${((r << 16) | (g << 8) | b).toString(16).padStart(6, "0")}`;
}

interface Art {
  defs: string[];
  body: string[];
}

const art = (): Art => ({ defs: [], body: [] });

/** A left-to-right gradient that makes a flat shape look round. */
function cylinder(a: Art, color: string): string {
  const g = id("cyl");
  a.defs.push(
    `<linearGradient id="${g}" x1="0" x2="1" y1="0" y2="0">` +
      `<stop offset="0" stop-color="${shade(color, -0.22)}"/><stop offset="0.28" stop-color="${shade(color, 0.12)}"/>` +
      `<stop offset="0.55" stop-color="${color}"/><stop offset="1" stop-color="${shade(color, -0.3)}"/></linearGradient>`,
  );
  return `url(#${g})`;
}

function vertical(a: Art, top: string, bottom: string): string {
  const g = id("v");
  a.defs.push(
    `<linearGradient id="${g}" x1="0" x2="0" y1="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`,
  );
  return `url(#${g})`;
}

/** Text no wider than `maxWidth` (DejaVu Sans is about 0.62 em per character in bold, 0.55 in regular). */
function fit(size: number, content: string, maxWidth: number, weight = 700) {
  return Math.min(size, maxWidth / (Math.max(1, content.length) * (weight >= 700 ? 0.64 : 0.56)));
}

function text(x: number, y: number, size: number, fill: string, content: string, weight = 700, anchor = "middle") {
  const safe = content.replace(/&/g, "&amp;").replace(/</g, "&lt;");
  return `<text x="${x}" y="${y}" font-family="${font}" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="${anchor}">${safe}</text>`;
}

/** The room: a soft backdrop, a table top and a blurred shadow under what stands on it. */
function backdrop(a: Art, tint: string, width = W, height = H) {
  const g = id("bg");
  a.defs.push(
    `<radialGradient id="${g}" cx="0.5" cy="0.35" r="0.85"><stop offset="0" stop-color="${shade(tint, 0.82)}"/>` +
      `<stop offset="1" stop-color="${shade(tint, 0.45)}"/></radialGradient>`,
  );
  a.body.push(`<rect width="${width}" height="${height}" fill="url(#${g})"/>`);
  a.body.push(
    `<circle cx="${width * 0.82}" cy="${height * 0.2}" r="${height * 0.32}" fill="${shade(tint, 0.9)}" opacity="0.55"/>`,
  );
  a.body.push(
    `<circle cx="${width * 0.12}" cy="${height * 0.78}" r="${height * 0.22}" fill="${shade(tint, 0.6)}" opacity="0.35"/>`,
  );
  a.body.push(`<rect y="${height * 0.8}" width="${width}" height="${height * 0.2}" fill="${shade(tint, 0.55)}" opacity="0.55"/>`);
}

function shadow(a: Art, cx: number, cy: number, rx: number, ry = rx * 0.12) {
  const f = id("blur");
  a.defs.push(
    `<filter id="${f}" x="-50%" y="-200%" width="200%" height="500%"><feGaussianBlur stdDeviation="${Math.max(4, ry * 0.6)}"/></filter>`,
  );
  a.body.push(`<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="#0f172a" opacity="0.22" filter="url(#${f})"/>`);
}

function highlight(x: number, y: number, w: number, h: number) {
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${w / 2}" fill="#fff" opacity="0.28"/>`;
}

/* ---------- products ---------- */

interface Label {
  title: string;
  sub: string;
  band: string;
}

/** A pill bottle standing at (cx, bottom). */
function bottle(a: Art, cx: number, bottom: number, w: number, h: number, body: string, cap: string, label: Label) {
  const x = cx - w / 2;
  const top = bottom - h;
  const neck = w * 0.62;
  const capH = h * 0.17;
  a.body.push(`<rect x="${cx - neck / 2}" y="${top}" width="${neck}" height="${capH}" rx="8" fill="${cylinder(a, cap)}"/>`);
  for (let i = 1; i < 9; i++) {
    const lx = cx - neck / 2 + (neck / 9) * i;
    a.body.push(
      `<line x1="${lx}" y1="${top + 6}" x2="${lx}" y2="${top + capH - 6}" stroke="${shade(cap, -0.25)}" stroke-width="2" opacity="0.5"/>`,
    );
  }
  const shoulder = top + capH;
  a.body.push(
    `<path d="M${cx - neck / 2} ${shoulder} L${cx + neck / 2} ${shoulder} Q${x + w} ${shoulder} ${x + w} ${shoulder + h * 0.1} ` +
      `L${x + w} ${bottom - 16} Q${x + w} ${bottom} ${x + w - 16} ${bottom} L${x + 16} ${bottom} Q${x} ${bottom} ${x} ${bottom - 16} ` +
      `L${x} ${shoulder + h * 0.1} Q${x} ${shoulder} ${cx - neck / 2} ${shoulder} Z" fill="${cylinder(a, body)}"/>`,
  );
  const ly = shoulder + h * 0.16;
  const lh = h * 0.5;
  a.body.push(`<rect x="${x}" y="${ly}" width="${w}" height="${lh}" fill="#fdfdfb"/>`);
  a.body.push(`<rect x="${x}" y="${ly}" width="${w}" height="${lh * 0.2}" fill="${label.band}"/>`);
  a.body.push(`<rect x="${x}" y="${ly + lh - 8}" width="${w}" height="8" fill="${label.band}"/>`);
  a.body.push(text(cx, ly + lh * 0.52, fit(34, label.title, w * 0.86), "#1e293b", label.title));
  a.body.push(text(cx, ly + lh * 0.75, fit(18, label.sub, w * 0.86, 400), "#475569", label.sub, 400));
  a.body.push(`<rect x="${x}" y="${ly}" width="${w}" height="${lh}" fill="${cylinder(a, "#ffffff")}" opacity="0.18"/>`);
  a.body.push(highlight(x + w * 0.14, shoulder + h * 0.08, w * 0.07, h * 0.7));
}

/** A wide jar with a screw lid. */
function jar(a: Art, cx: number, bottom: number, w: number, h: number, body: string, lid: string, label: Label) {
  const x = cx - w / 2;
  const lidH = h * 0.2;
  const top = bottom - h;
  a.body.push(`<rect x="${x - 6}" y="${top}" width="${w + 12}" height="${lidH}" rx="10" fill="${cylinder(a, lid)}"/>`);
  a.body.push(`<rect x="${x}" y="${top + lidH - 2}" width="${w}" height="${h - lidH + 2}" rx="22" fill="${cylinder(a, body)}"/>`);
  const ly = top + lidH + h * 0.14;
  const lh = h * 0.5;
  a.body.push(`<rect x="${x}" y="${ly}" width="${w}" height="${lh}" fill="#fffdf8"/>`);
  a.body.push(`<rect x="${x}" y="${ly}" width="${w * 0.18}" height="${lh}" fill="${label.band}"/>`);
  a.body.push(text(cx + w * 0.08, ly + lh * 0.45, fit(34, label.title, w * 0.74), "#1e293b", label.title));
  a.body.push(text(cx + w * 0.08, ly + lh * 0.72, fit(18, label.sub, w * 0.74, 400), "#475569", label.sub, 400));
  a.body.push(`<rect x="${x}" y="${ly}" width="${w}" height="${lh}" fill="${cylinder(a, "#ffffff")}" opacity="0.2"/>`);
  a.body.push(highlight(x + w * 0.07, top + lidH + 10, w * 0.05, h * 0.6));
}

/** A carton seen a little from the side: front, side and top faces. */
function carton(a: Art, x: number, bottom: number, w: number, h: number, d: number, color: string, label: Label) {
  const top = bottom - h;
  a.body.push(`<path d="M${x + w} ${top} l${d} ${-d * 0.5} v${h} l${-d} ${d * 0.5} Z" fill="${shade(color, -0.25)}"/>`);
  a.body.push(`<path d="M${x} ${top} l${d} ${-d * 0.5} h${w} l${-d} ${d * 0.5} Z" fill="${shade(color, 0.25)}"/>`);
  a.body.push(`<rect x="${x}" y="${top}" width="${w}" height="${h}" fill="${color}"/>`);
  a.body.push(`<rect x="${x}" y="${top + h * 0.3}" width="${w}" height="${h * 0.4}" fill="#ffffff" opacity="0.94"/>`);
  a.body.push(`<rect x="${x}" y="${top + h * 0.3}" width="${w * 0.06}" height="${h * 0.4}" fill="${label.band}"/>`);
  a.body.push(text(x + w * 0.53, top + h * 0.49, fit(30, label.title, w * 0.84), "#1e293b", label.title));
  a.body.push(text(x + w * 0.53, top + h * 0.62, fit(17, label.sub, w * 0.84, 400), "#475569", label.sub, 400));
  a.body.push(`<circle cx="${x + w * 0.2}" cy="${top + h * 0.15}" r="${Math.min(w, h) * 0.06}" fill="#ffffff" opacity="0.85"/>`);
  a.body.push(
    `<rect x="${x + w * 0.32}" y="${top + h * 0.12}" width="${w * 0.5}" height="${h * 0.06}" rx="4" fill="#ffffff" opacity="0.6"/>`,
  );
}

/** A pump bottle (sanitizer). */
function pumpBottle(a: Art, cx: number, bottom: number, w: number, h: number, liquid: string, label: Label) {
  const x = cx - w / 2;
  const top = bottom - h;
  a.body.push(`<rect x="${cx - 8}" y="${top - 10}" width="16" height="${h * 0.14}" fill="#e2e8f0"/>`);
  a.body.push(
    `<path d="M${cx - 34} ${top - 26} h${92} a10 10 0 0 1 0 20 h-${92} Z" fill="#f8fafc" stroke="#cbd5e1" stroke-width="2"/>`,
  );
  a.body.push(`<rect x="${cx - w * 0.22}" y="${top + h * 0.08}" width="${w * 0.44}" height="${h * 0.1}" rx="6" fill="#f1f5f9"/>`);
  a.body.push(
    `<rect x="${x}" y="${top + h * 0.16}" width="${w}" height="${h * 0.84}" rx="28" fill="${cylinder(a, shade(liquid, 0.55))}" opacity="0.95"/>`,
  );
  a.body.push(
    `<rect x="${x + 8}" y="${top + h * 0.34}" width="${w - 16}" height="${h * 0.62}" rx="22" fill="${cylinder(a, liquid)}" opacity="0.75"/>`,
  );
  const ly = top + h * 0.42;
  a.body.push(`<rect x="${x + 14}" y="${ly}" width="${w - 28}" height="${h * 0.34}" rx="10" fill="#ffffff" opacity="0.95"/>`);
  a.body.push(text(cx, ly + h * 0.15, fit(30, label.title, w - 44), label.band, label.title));
  a.body.push(text(cx, ly + h * 0.26, fit(17, label.sub, w - 44, 400), "#475569", label.sub, 400));
  a.body.push(highlight(x + w * 0.1, top + h * 0.22, w * 0.06, h * 0.66));
}

/** An amber dropper bottle (oil). */
function dropperBottle(a: Art, cx: number, bottom: number, w: number, h: number, glass: string, label: Label) {
  const x = cx - w / 2;
  const top = bottom - h;
  a.body.push(`<rect x="${cx - w * 0.14}" y="${top}" width="${w * 0.28}" height="${h * 0.18}" rx="${w * 0.14}" fill="#1f2937"/>`);
  a.body.push(
    `<rect x="${cx - w * 0.22}" y="${top + h * 0.16}" width="${w * 0.44}" height="${h * 0.12}" rx="5" fill="${cylinder(a, "#d4a017")}"/>`,
  );
  a.body.push(
    `<path d="M${cx - w * 0.2} ${top + h * 0.28} h${w * 0.4} Q${x + w} ${top + h * 0.3} ${x + w} ${top + h * 0.42} V${bottom - 14} ` +
      `Q${x + w} ${bottom} ${x + w - 14} ${bottom} H${x + 14} Q${x} ${bottom} ${x} ${bottom - 14} V${top + h * 0.42} Q${x} ${top + h * 0.3} ${cx - w * 0.2} ${top + h * 0.28} Z" fill="${cylinder(a, glass)}"/>`,
  );
  const ly = top + h * 0.5;
  a.body.push(`<rect x="${x}" y="${ly}" width="${w}" height="${h * 0.34}" fill="#faf7ef"/>`);
  a.body.push(`<path d="M${x} ${ly + h * 0.3} q${w / 2} ${-h * 0.08} ${w} 0 v${h * 0.04} h-${w} Z" fill="${label.band}"/>`);
  a.body.push(text(cx, ly + h * 0.15, fit(28, label.title, w * 0.88), "#3f2d14", label.title));
  a.body.push(text(cx, ly + h * 0.24, fit(16, label.sub, w * 0.88, 400), "#6b5a3a", label.sub, 400));
  a.body.push(highlight(x + w * 0.12, top + h * 0.36, w * 0.07, h * 0.56));
}

/** A squeeze tube standing on its cap. */
function tube(a: Art, cx: number, bottom: number, w: number, h: number, color: string, cap: string, label: Label) {
  const capH = h * 0.14;
  const top = bottom - h;
  a.body.push(
    `<rect x="${cx - w * 0.32}" y="${bottom - capH}" width="${w * 0.64}" height="${capH}" rx="8" fill="${cylinder(a, cap)}"/>`,
  );
  a.body.push(
    `<path d="M${cx - w * 0.3} ${bottom - capH} L${cx - w / 2} ${top + 22} L${cx - w / 2 - 4} ${top} H${cx + w / 2 + 4} L${cx + w / 2} ${top + 22} L${cx + w * 0.3} ${bottom - capH} Z" fill="${cylinder(a, color)}"/>`,
  );
  a.body.push(`<rect x="${cx - w / 2 - 4}" y="${top}" width="${w + 8}" height="16" fill="${shade(color, -0.12)}"/>`);
  for (let i = 0; i < 10; i++)
    a.body.push(
      `<line x1="${cx - w / 2 + (w / 10) * i + 4}" y1="${top + 2}" x2="${cx - w / 2 + (w / 10) * i + 4}" y2="${top + 14}" stroke="#fff" opacity="0.5"/>`,
    );
  a.body.push(`<circle cx="${cx}" cy="${top + h * 0.3}" r="${w * 0.2}" fill="${label.band}"/>`);
  for (let i = 0; i < 12; i++) {
    const angle = (Math.PI * 2 * i) / 12;
    const r1 = w * 0.25;
    const r2 = w * 0.33;
    a.body.push(
      `<line x1="${cx + Math.cos(angle) * r1}" y1="${top + h * 0.3 + Math.sin(angle) * r1}" x2="${cx + Math.cos(angle) * r2}" y2="${top + h * 0.3 + Math.sin(angle) * r2}" stroke="${label.band}" stroke-width="5" stroke-linecap="round"/>`,
    );
  }
  a.body.push(text(cx, top + h * 0.56, fit(34, label.title, w * 0.8), "#1e293b", label.title));
  a.body.push(text(cx, top + h * 0.65, fit(17, label.sub, w * 0.8, 400), "#475569", label.sub, 400));
  a.body.push(highlight(cx - w * 0.34, top + 26, w * 0.06, h * 0.5));
}

function tablet(a: Art, cx: number, cy: number, r: number, color: string, angle = 0) {
  a.body.push(
    `<g transform="rotate(${angle} ${cx} ${cy})"><ellipse cx="${cx}" cy="${cy + r * 0.18}" rx="${r}" ry="${r * 0.62}" fill="${shade(color, -0.2)}"/>` +
      `<ellipse cx="${cx}" cy="${cy}" rx="${r}" ry="${r * 0.62}" fill="${color}"/>` +
      `<line x1="${cx - r * 0.7}" y1="${cy}" x2="${cx + r * 0.7}" y2="${cy}" stroke="${shade(color, -0.18)}" stroke-width="3"/></g>`,
  );
}

function capsule(a: Art, cx: number, cy: number, len: number, c1: string, c2: string, angle: number) {
  const r = len * 0.22;
  a.body.push(
    `<g transform="rotate(${angle} ${cx} ${cy})"><path d="M${cx} ${cy - r} H${cx - len / 2 + r} A${r} ${r} 0 0 0 ${cx - len / 2 + r} ${cy + r} H${cx} Z" fill="${c1}"/>` +
      `<path d="M${cx} ${cy - r} H${cx + len / 2 - r} A${r} ${r} 0 0 1 ${cx + len / 2 - r} ${cy + r} H${cx} Z" fill="${c2}"/>` +
      `<rect x="${cx - len / 2 + r * 0.6}" y="${cy - r * 0.6}" width="${len - r * 1.2}" height="${r * 0.35}" rx="${r * 0.17}" fill="#fff" opacity="0.45"/></g>`,
  );
}

function softgel(a: Art, cx: number, cy: number, len: number, color: string, angle: number) {
  a.body.push(
    `<g transform="rotate(${angle} ${cx} ${cy})"><ellipse cx="${cx}" cy="${cy}" rx="${len / 2}" ry="${len * 0.27}" fill="${color}" opacity="0.92"/>` +
      `<ellipse cx="${cx - len * 0.1}" cy="${cy - len * 0.1}" rx="${len * 0.22}" ry="${len * 0.07}" fill="#fff" opacity="0.6"/></g>`,
  );
}

function leaf(a: Art, cx: number, cy: number, size: number, color: string, angle: number) {
  a.body.push(
    `<g transform="rotate(${angle} ${cx} ${cy})"><path d="M${cx} ${cy} q${size * 0.5} ${-size * 0.45} ${size} 0 q${-size * 0.5} ${size * 0.45} ${-size} 0 Z" fill="${color}"/>` +
      `<line x1="${cx + size * 0.05}" y1="${cy}" x2="${cx + size * 0.9}" y2="${cy}" stroke="${shade(color, -0.3)}" stroke-width="2"/></g>`,
  );
}

function orangeSlice(a: Art, cx: number, cy: number, r: number) {
  a.body.push(
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#f97316"/><circle cx="${cx}" cy="${cy}" r="${r * 0.88}" fill="#fff7ed"/>`,
  );
  for (let i = 0; i < 8; i++) {
    const a0 = (Math.PI * 2 * i) / 8 + 0.06;
    const a1 = (Math.PI * 2 * (i + 1)) / 8 - 0.06;
    const rr = r * 0.8;
    a.body.push(
      `<path d="M${cx} ${cy} L${cx + Math.cos(a0) * rr} ${cy + Math.sin(a0) * rr} A${rr} ${rr} 0 0 1 ${cx + Math.cos(a1) * rr} ${cy + Math.sin(a1) * rr} Z" fill="#fb923c"/>`,
    );
  }
}

/** A drop of oil or gel. */
function drop(a: Art, cx: number, cy: number, r: number, color: string) {
  a.body.push(
    `<path d="M${cx} ${cy - r * 1.7} C${cx + r * 0.3} ${cy - r * 1.05} ${cx + r} ${cy - r * 0.55} ${cx + r} ${cy} A${r} ${r} 0 1 1 ${cx - r} ${cy} C${cx - r} ${cy - r * 0.55} ${cx - r * 0.3} ${cy - r * 1.05} ${cx} ${cy - r * 1.7} Z" fill="${color}" opacity="0.85"/>` +
      `<ellipse cx="${cx - r * 0.4}" cy="${cy - r * 0.1}" rx="${r * 0.16}" ry="${r * 0.32}" fill="#fff" opacity="0.75"/>`,
  );
}

/** A long leaf standing up (aloe, lemongrass). */
function blade(a: Art, x: number, bottom: number, h: number, lean: number, color: string) {
  a.body.push(
    `<path d="M${x - h * 0.03} ${bottom} Q${x + lean * 0.3} ${bottom - h * 0.6} ${x + lean} ${bottom - h} Q${x + lean * 0.5} ${bottom - h * 0.5} ${x + h * 0.03} ${bottom} Z" fill="${color}"/>`,
  );
}

function plate(a: Art, cx: number, cy: number, rx: number) {
  a.body.push(`<ellipse cx="${cx}" cy="${cy + 8}" rx="${rx}" ry="${rx * 0.32}" fill="#cbd5e1" opacity="0.6"/>`);
  a.body.push(`<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${rx * 0.32}" fill="#ffffff"/>`);
  a.body.push(`<ellipse cx="${cx}" cy="${cy}" rx="${rx * 0.78}" ry="${rx * 0.24}" fill="#f1f5f9"/>`);
}

/** A device's screen with its reading. */
function lcd(a: Art, x: number, y: number, w: number, h: number, lines: [string, number][]) {
  a.body.push(
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="10" fill="${vertical(a, "#cfe9e4", "#a7d3cb")}" stroke="#334155" stroke-width="4"/>`,
  );
  let yy = y + 10;
  for (const [line, size] of lines) {
    yy += size;
    a.body.push(text(x + w - 16, yy, size, "#0f3d3a", line, 700, "end"));
    yy += size * 0.18;
  }
}

function bpMonitor(a: Art, cx: number, bottom: number, scale: number) {
  const w = 250 * scale;
  const h = 200 * scale;
  const x = cx - w / 2;
  const y = bottom - h;
  a.body.push(
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${34 * scale}" fill="${vertical(a, "#ffffff", "#dbe3ea")}" stroke="#cbd5e1" stroke-width="3"/>`,
  );
  lcd(a, x + 26 * scale, y + 24 * scale, w - 52 * scale, h * 0.55, [
    ["120", 44 * scale],
    ["80", 34 * scale],
    ["72 ♥", 20 * scale],
  ]);
  a.body.push(`<circle cx="${cx}" cy="${y + h * 0.84}" r="${16 * scale}" fill="#0d9488"/>`);
  a.body.push(
    `<rect x="${cx - 70 * scale}" y="${y + h * 0.8}" width="${30 * scale}" height="${12 * scale}" rx="6" fill="#94a3b8"/>`,
  );
  a.body.push(
    `<rect x="${cx + 40 * scale}" y="${y + h * 0.8}" width="${30 * scale}" height="${12 * scale}" rx="6" fill="#94a3b8"/>`,
  );
}

function cuff(a: Art, cx: number, bottom: number, scale: number, from: [number, number]) {
  const w = 220 * scale;
  const h = 110 * scale;
  a.body.push(
    `<path d="M${from[0]} ${from[1]} C${from[0] + 80} ${from[1] + 120} ${cx - 40} ${bottom - h - 60} ${cx} ${bottom - h * 0.6}" fill="none" stroke="#64748b" stroke-width="${8 * scale}" stroke-linecap="round"/>`,
  );
  a.body.push(
    `<rect x="${cx - w / 2}" y="${bottom - h}" width="${w}" height="${h}" rx="${h / 2}" fill="${vertical(a, "#475569", "#1e293b")}"/>`,
  );
  a.body.push(
    `<rect x="${cx - w / 2 + 20}" y="${bottom - h + 16}" width="${w - 40}" height="${h - 32}" rx="${(h - 32) / 2}" fill="none" stroke="#94a3b8" stroke-dasharray="6 6" stroke-width="2"/>`,
  );
}

function thermometer(a: Art, cx: number, cy: number, len: number, angle: number, reading = "36.6°C") {
  const w = len * 0.16;
  a.body.push(`<g transform="rotate(${angle} ${cx} ${cy})">`);
  a.body.push(
    `<rect x="${cx - len / 2}" y="${cy - w / 2}" width="${len * 0.82}" height="${w}" rx="${w / 2}" fill="${vertical(a, "#ffffff", "#d7dee6")}" stroke="#cbd5e1" stroke-width="2"/>`,
  );
  a.body.push(
    `<rect x="${cx + len * 0.3}" y="${cy - w * 0.14}" width="${len * 0.2}" height="${w * 0.28}" rx="${w * 0.14}" fill="${vertical(a, "#e5e7eb", "#9ca3af")}"/>`,
  );
  a.body.push(
    `<rect x="${cx - len * 0.12}" y="${cy - w * 0.3}" width="${len * 0.3}" height="${w * 0.6}" rx="6" fill="#bfe3dc" stroke="#334155" stroke-width="2"/>`,
  );
  a.body.push(text(cx + len * 0.03, cy + w * 0.18, w * 0.42, "#0f3d3a", reading));
  a.body.push(`<circle cx="${cx - len * 0.34}" cy="${cy}" r="${w * 0.22}" fill="#0ea5e9"/>`);
  a.body.push(`</g>`);
}

function oximeter(a: Art, cx: number, bottom: number, scale: number) {
  const w = 230 * scale;
  const h = 150 * scale;
  const x = cx - w / 2;
  const y = bottom - h;
  a.body.push(
    `<rect x="${x}" y="${y + h * 0.5}" width="${w}" height="${h * 0.5}" rx="${30 * scale}" fill="${vertical(a, "#e2e8f0", "#94a3b8")}"/>`,
  );
  a.body.push(
    `<rect x="${x}" y="${y}" width="${w}" height="${h * 0.58}" rx="${30 * scale}" fill="${vertical(a, "#1e293b", "#0f172a")}"/>`,
  );
  a.body.push(
    `<rect x="${x + 24 * scale}" y="${y + 14 * scale}" width="${w - 48 * scale}" height="${h * 0.4}" rx="8" fill="#020617"/>`,
  );
  a.body.push(text(x + w * 0.3, y + h * 0.36, 34 * scale, "#22d3ee", "98"));
  a.body.push(text(x + w * 0.72, y + h * 0.36, 30 * scale, "#facc15", "72"));
  a.body.push(text(x + w * 0.3, y + h * 0.47, 12 * scale, "#67e8f9", "%SpO2", 400));
  a.body.push(text(x + w * 0.72, y + h * 0.47, 12 * scale, "#fde68a", "PR bpm", 400));
  a.body.push(`<circle cx="${x + w * 0.85}" cy="${y + h * 0.78}" r="${10 * scale}" fill="#475569"/>`);
}

function mask(a: Art, cx: number, cy: number, w: number, color: string, angle = 0) {
  const h = w * 0.56;
  a.body.push(`<g transform="rotate(${angle} ${cx} ${cy})">`);
  a.body.push(
    `<path d="M${cx - w / 2} ${cy - h * 0.2} C${cx - w * 0.75} ${cy - h * 0.4} ${cx - w * 0.8} ${cy + h * 0.4} ${cx - w / 2} ${cy + h * 0.2}" fill="none" stroke="#e2e8f0" stroke-width="5"/>`,
  );
  a.body.push(
    `<path d="M${cx + w / 2} ${cy - h * 0.2} C${cx + w * 0.75} ${cy - h * 0.4} ${cx + w * 0.8} ${cy + h * 0.4} ${cx + w / 2} ${cy + h * 0.2}" fill="none" stroke="#e2e8f0" stroke-width="5"/>`,
  );
  a.body.push(
    `<rect x="${cx - w / 2}" y="${cy - h / 2}" width="${w}" height="${h}" rx="${h * 0.18}" fill="${vertical(a, shade(color, 0.2), color)}"/>`,
  );
  for (const f of [-0.18, 0.04, 0.26])
    a.body.push(
      `<line x1="${cx - w / 2}" y1="${cy + h * f}" x2="${cx + w / 2}" y2="${cy + h * f}" stroke="${shade(color, -0.2)}" stroke-width="3"/>`,
    );
  a.body.push(`<rect x="${cx - w * 0.2}" y="${cy - h / 2 + 4}" width="${w * 0.4}" height="6" rx="3" fill="#f8fafc"/>`);
  a.body.push(`</g>`);
}

function toothbrush(a: Art, cx: number, cy: number, len: number, color: string, angle: number) {
  const w = len * 0.07;
  a.body.push(`<g transform="rotate(${angle} ${cx} ${cy})">`);
  a.body.push(
    `<rect x="${cx - len / 2}" y="${cy - w / 2}" width="${len * 0.78}" height="${w}" rx="${w / 2}" fill="${vertical(a, shade(color, 0.2), shade(color, -0.15))}"/>`,
  );
  a.body.push(
    `<rect x="${cx - len * 0.4}" y="${cy - w * 0.3}" width="${len * 0.3}" height="${w * 0.6}" rx="${w * 0.3}" fill="#ffffff" opacity="0.55"/>`,
  );
  a.body.push(
    `<rect x="${cx + len * 0.26}" y="${cy - w * 0.42}" width="${len * 0.24}" height="${w * 0.84}" rx="${w * 0.42}" fill="${shade(color, -0.05)}"/>`,
  );
  for (let i = 0; i < 9; i++) {
    const bx = cx + len * 0.28 + i * len * 0.024;
    a.body.push(
      `<rect x="${bx}" y="${cy - w * 1.7}" width="${len * 0.016}" height="${w * 1.3}" rx="2" fill="${i % 3 === 0 ? "#bae6fd" : "#ffffff"}" stroke="#cbd5e1"/>`,
    );
  }
  a.body.push(`</g>`);
}

function cup(a: Art, cx: number, bottom: number, w: number, tea: string) {
  const h = w * 0.7;
  const top = bottom - h;
  a.body.push(`<ellipse cx="${cx}" cy="${bottom}" rx="${w * 0.75}" ry="${w * 0.12}" fill="#f8fafc" stroke="#e2e8f0"/>`);
  a.body.push(
    `<path d="M${cx + w / 2 - 6} ${top + h * 0.25} a${w * 0.2} ${w * 0.2} 0 1 1 0 ${h * 0.4}" fill="none" stroke="#f1f5f9" stroke-width="${w * 0.07}"/>`,
  );
  a.body.push(
    `<path d="M${cx - w / 2} ${top} H${cx + w / 2} L${cx + w * 0.4} ${bottom - 8} Q${cx} ${bottom + 6} ${cx - w * 0.4} ${bottom - 8} Z" fill="${vertical(a, "#ffffff", "#e2e8f0")}"/>`,
  );
  a.body.push(`<ellipse cx="${cx}" cy="${top}" rx="${w / 2}" ry="${w * 0.09}" fill="${tea}"/>`);
  for (const dx of [-0.18, 0, 0.18]) {
    const sx = cx + w * dx;
    a.body.push(
      `<path d="M${sx} ${top - 14} c-14 -20 14 -34 0 -56 c-12 -18 10 -30 2 -46" fill="none" stroke="#ffffff" stroke-width="6" stroke-linecap="round" opacity="0.75"/>`,
    );
  }
}

function kit(a: Art, cx: number, bottom: number, w: number, open = false) {
  const h = w * 0.68;
  const x = cx - w / 2;
  const y = bottom - h;
  a.body.push(
    `<path d="M${cx - w * 0.18} ${y} v-${h * 0.16} a14 14 0 0 1 14 -14 h${w * 0.36 - 28} a14 14 0 0 1 14 14 v${h * 0.16}" fill="none" stroke="#7f1d1d" stroke-width="${w * 0.045}"/>`,
  );
  a.body.push(
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${w * 0.08}" fill="${vertical(a, "#ef4444", "#b91c1c")}"/>`,
  );
  a.body.push(`<rect x="${x}" y="${y + h * 0.12}" width="${w}" height="${h * 0.06}" fill="#991b1b"/>`);
  if (open) return;
  const s = w * 0.1;
  a.body.push(`<rect x="${cx - s * 0.5}" y="${y + h * 0.5 - s * 1.5}" width="${s}" height="${s * 3}" rx="6" fill="#ffffff"/>`);
  a.body.push(`<rect x="${cx - s * 1.5}" y="${y + h * 0.5 - s * 0.5}" width="${s * 3}" height="${s}" rx="6" fill="#ffffff"/>`);
}

function bandageRoll(a: Art, cx: number, bottom: number, r: number) {
  a.body.push(
    `<rect x="${cx - r}" y="${bottom - r * 1.3}" width="${r * 2}" height="${r * 1.3}" fill="${vertical(a, "#ffffff", "#e5e7eb")}"/>`,
  );
  a.body.push(`<ellipse cx="${cx}" cy="${bottom - r * 1.3}" rx="${r}" ry="${r * 0.35}" fill="#f8fafc" stroke="#e5e7eb"/>`);
  a.body.push(`<ellipse cx="${cx}" cy="${bottom - r * 1.3}" rx="${r * 0.35}" ry="${r * 0.12}" fill="#cbd5e1"/>`);
}

function plaster(a: Art, cx: number, cy: number, len: number, angle: number) {
  const h = len * 0.3;
  a.body.push(
    `<g transform="rotate(${angle} ${cx} ${cy})"><rect x="${cx - len / 2}" y="${cy - h / 2}" width="${len}" height="${h}" rx="${h / 2}" fill="#f5c9a0"/>` +
      `<rect x="${cx - len * 0.17}" y="${cy - h * 0.36}" width="${len * 0.34}" height="${h * 0.72}" rx="6" fill="#fdf2e9"/></g>`,
  );
}

function sun(a: Art, cx: number, cy: number, r: number) {
  for (let i = 0; i < 12; i++) {
    const angle = (Math.PI * 2 * i) / 12;
    a.body.push(
      `<line x1="${cx + Math.cos(angle) * r * 1.25}" y1="${cy + Math.sin(angle) * r * 1.25}" x2="${cx + Math.cos(angle) * r * 1.6}" y2="${cy + Math.sin(angle) * r * 1.6}" stroke="#fbbf24" stroke-width="${r * 0.14}" stroke-linecap="round"/>`,
    );
  }
  a.body.push(`<circle cx="${cx}" cy="${cy}" r="${r}" fill="#fcd34d"/>`);
}

function ginsengRoot(a: Art, cx: number, cy: number, size: number, angle: number) {
  const body = vertical(a, "#c2410c", "#7c2d12");
  a.body.push(`<g transform="rotate(${angle} ${cx} ${cy})">`);
  // Fine rootlets, then the two legs, then the body and its ridged neck.
  for (const [dx, dy, ex, ey] of [
    [-0.1, 0.1, -0.42, 0.22],
    [0.1, 0.15, 0.4, 0.3],
    [-0.22, 0.55, -0.4, 0.78],
    [0.22, 0.6, 0.36, 0.82],
  ]) {
    a.body.push(
      `<path d="M${cx + size * dx} ${cy + size * dy} q${size * (ex - dx) * 0.5} ${size * 0.02} ${size * (ex - dx)} ${size * (ey - dy)}" fill="none" stroke="#9a3412" stroke-width="${size * 0.012}" stroke-linecap="round"/>`,
    );
  }
  a.body.push(
    `<path d="M${cx - size * 0.06} ${cy + size * 0.18} q-${size * 0.12} ${size * 0.25} -${size * 0.2} ${size * 0.5}" fill="none" stroke="${body}" stroke-width="${size * 0.08}" stroke-linecap="round"/>`,
  );
  a.body.push(
    `<path d="M${cx + size * 0.06} ${cy + size * 0.18} q${size * 0.1} ${size * 0.22} ${size * 0.18} ${size * 0.52}" fill="none" stroke="${body}" stroke-width="${size * 0.07}" stroke-linecap="round"/>`,
  );
  a.body.push(`<ellipse cx="${cx}" cy="${cy}" rx="${size * 0.13}" ry="${size * 0.28}" fill="${body}"/>`);
  a.body.push(
    `<ellipse cx="${cx - size * 0.04}" cy="${cy - size * 0.05}" rx="${size * 0.03}" ry="${size * 0.16}" fill="#fff" opacity="0.25"/>`,
  );
  a.body.push(
    `<rect x="${cx - size * 0.05}" y="${cy - size * 0.42}" width="${size * 0.1}" height="${size * 0.16}" rx="${size * 0.03}" fill="#9a3412"/>`,
  );
  for (let i = 1; i < 4; i++)
    a.body.push(
      `<line x1="${cx - size * 0.05}" y1="${cy - size * 0.42 + i * size * 0.04}" x2="${cx + size * 0.05}" y2="${cy - size * 0.42 + i * size * 0.04}" stroke="#7c2d12" stroke-width="2"/>`,
    );
  a.body.push(`</g>`);
}

function scoop(a: Art, cx: number, cy: number, size: number, powder: string) {
  a.body.push(
    `<rect x="${cx}" y="${cy - size * 0.06}" width="${size * 0.9}" height="${size * 0.12}" rx="${size * 0.06}" fill="#e2e8f0" transform="rotate(-18 ${cx} ${cy})"/>`,
  );
  a.body.push(
    `<ellipse cx="${cx}" cy="${cy}" rx="${size * 0.32}" ry="${size * 0.2}" fill="#f1f5f9" stroke="#cbd5e1" stroke-width="2"/>`,
  );
  a.body.push(`<ellipse cx="${cx}" cy="${cy - size * 0.05}" rx="${size * 0.26}" ry="${size * 0.14}" fill="${powder}"/>`);
}

function powderHeap(a: Art, cx: number, bottom: number, w: number, color: string) {
  a.body.push(
    `<path d="M${cx - w / 2} ${bottom} Q${cx - w * 0.2} ${bottom - w * 0.45} ${cx} ${bottom - w * 0.42} Q${cx + w * 0.2} ${bottom - w * 0.45} ${cx + w / 2} ${bottom} Z" fill="${color}"/>`,
  );
  a.body.push(
    `<path d="M${cx - w * 0.2} ${bottom - w * 0.3} Q${cx} ${bottom - w * 0.4} ${cx + w * 0.1} ${bottom - w * 0.36}" fill="none" stroke="#fff" stroke-width="4" opacity="0.6"/>`,
  );
}

function teaBag(a: Art, cx: number, cy: number, size: number, angle: number) {
  a.body.push(
    `<g transform="rotate(${angle} ${cx} ${cy})"><line x1="${cx}" y1="${cy - size * 0.5}" x2="${cx}" y2="${cy - size * 1.1}" stroke="#e7e5e4" stroke-width="2"/>` +
      `<rect x="${cx - size * 0.14}" y="${cy - size * 1.25}" width="${size * 0.28}" height="${size * 0.18}" fill="#15803d"/>` +
      `<rect x="${cx - size * 0.36}" y="${cy - size * 0.5}" width="${size * 0.72}" height="${size * 0.9}" rx="6" fill="#f5f5f4" stroke="#d6d3d1" stroke-width="2"/>` +
      `<rect x="${cx - size * 0.26}" y="${cy - size * 0.3}" width="${size * 0.52}" height="${size * 0.6}" rx="6" fill="#a16207" opacity="0.55"/></g>`,
  );
}

/** What one product looks like: its tint and the three views. */
interface ProductArt {
  tint: string;
  main(a: Art): void;
  pack(a: Art): void;
  detail(a: Art): void;
}

const floor = H * 0.86;

/** A supplement in a bottle: the bottle, beside its carton, and its tablets on a plate. */
function supplement(o: {
  tint: string;
  body: string;
  cap: string;
  band: string;
  title: string;
  sub: string;
  pill: (a: Art, cx: number, cy: number, angle: number) => void;
  accent?: (a: Art) => void;
}): ProductArt {
  const label = { title: o.title, sub: o.sub, band: o.band };
  return {
    tint: o.tint,
    main(a) {
      shadow(a, 400, floor, 170);
      bottle(a, 400, floor, 230, 380, o.body, o.cap, label);
      o.pill(a, 210, floor - 14, -20);
      o.pill(a, 590, floor - 10, 25);
      o.pill(a, 630, floor - 28, 70);
      o.accent?.(a);
    },
    pack(a) {
      shadow(a, 300, floor, 170);
      shadow(a, 540, floor, 120);
      carton(a, 150, floor, 260, 330, 50, o.band, label);
      bottle(a, 545, floor, 170, 280, o.body, o.cap, label);
    },
    detail(a) {
      plate(a, 400, 400, 280);
      const spots: [number, number, number][] = [
        [310, 385, -15],
        [380, 370, 30],
        [450, 392, -40],
        [520, 380, 10],
        [345, 420, 60],
        [420, 425, -5],
        [495, 420, 45],
        [260, 410, 20],
        [560, 405, -30],
        [400, 345, 80],
      ];
      for (const [x, y, r] of spots) o.pill(a, x, y, r);
      a.body.push(`<rect x="250" y="110" width="300" height="120" rx="18" fill="#ffffff" opacity="0.92"/>`);
      a.body.push(text(400, 165, 34, "#1e293b", o.title));
      a.body.push(text(400, 202, 20, "#475569", o.sub, 400));
    },
  };
}

const productArt: Record<string, ProductArt> = {
  "vitamin-c": supplement({
    tint: "#fdba74",
    body: "#f97316",
    cap: "#fb923c",
    band: "#ea580c",
    title: "Vitamin C",
    sub: "1000 mg · 60 tablets",
    pill: (a, x, y, r) => tablet(a, x, y, 24, "#fdba74", r),
    accent: (a) => {
      orangeSlice(a, 165, floor - 60, 48);
      orangeSlice(a, 650, floor - 80, 40);
    },
  }),
  "omega-3": supplement({
    tint: "#fde68a",
    body: "#0369a1",
    cap: "#e2e8f0",
    band: "#0284c7",
    title: "Omega-3",
    sub: "Fish oil · 90 softgels",
    pill: (a, x, y, r) => softgel(a, x, y, 58, "#f59e0b", r),
  }),
  collagen: {
    tint: "#fbcfe8",
    main(a) {
      shadow(a, 400, floor, 190);
      jar(a, 400, floor, 300, 300, "#f9a8d4", "#be185d", { title: "Collagen", sub: "Marine peptides · 300 g", band: "#db2777" });
      scoop(a, 640, floor - 30, 140, "#fdf2f8");
      leaf(a, 140, floor - 40, 70, "#86efac", -30);
    },
    pack(a) {
      shadow(a, 300, floor, 170);
      shadow(a, 560, floor, 140);
      carton(a, 150, floor, 260, 320, 50, "#db2777", { title: "Collagen", sub: "Marine peptides", band: "#9d174d" });
      jar(a, 560, floor, 200, 200, "#f9a8d4", "#be185d", { title: "Collagen", sub: "300 g", band: "#db2777" });
    },
    detail(a) {
      shadow(a, 400, floor - 20, 260);
      powderHeap(a, 400, floor - 40, 370, "#f9d5e8");
      powderHeap(a, 400, floor - 40, 340, "#fff5fa");
      scoop(a, 560, floor - 150, 220, "#fdf2f8");
      a.body.push(`<rect x="200" y="100" width="400" height="110" rx="18" fill="#ffffff" opacity="0.92"/>`);
      a.body.push(text(400, 150, 32, "#831843", "Collagen peptides"));
      a.body.push(text(400, 186, 20, "#475569", "+ vitamin C · unflavoured", 400));
    },
  },
  zinc: supplement({
    tint: "#bae6fd",
    body: "#64748b",
    cap: "#334155",
    band: "#0ea5e9",
    title: "Zinc",
    sub: "25 mg · 100 tablets",
    pill: (a, x, y, r) => tablet(a, x, y, 22, "#e2e8f0", r),
  }),
  probiotic: supplement({
    tint: "#bbf7d0",
    body: "#f8fafc",
    cap: "#16a34a",
    band: "#16a34a",
    title: "Probiotic",
    sub: "10 billion · 30 capsules",
    pill: (a, x, y, r) => capsule(a, x, y, 64, "#16a34a", "#f0fdf4", r),
  }),
  ginseng: {
    tint: "#fecaca",
    main(a) {
      shadow(a, 400, floor, 180);
      jar(a, 400, floor, 260, 320, "#7f1d1d", "#d4a017", {
        title: "Red Ginseng",
        sub: "6-year extract · 240 g",
        band: "#b91c1c",
      });
      ginsengRoot(a, 640, floor - 90, 150, 15);
    },
    pack(a) {
      shadow(a, 300, floor, 170);
      shadow(a, 560, floor, 130);
      carton(a, 150, floor, 260, 330, 50, "#991b1b", { title: "Red Ginseng", sub: "Korean · 6 years", band: "#d4a017" });
      jar(a, 560, floor, 190, 230, "#7f1d1d", "#d4a017", { title: "Ginseng", sub: "240 g", band: "#b91c1c" });
    },
    detail(a) {
      plate(a, 400, 420, 260);
      ginsengRoot(a, 330, 360, 220, -25);
      ginsengRoot(a, 480, 370, 190, 20);
    },
  },
  "blood-pressure-monitor": {
    tint: "#99f6e4",
    main(a) {
      shadow(a, 420, floor, 260);
      cuff(a, 560, floor, 1.1, [330, floor - 180]);
      bpMonitor(a, 320, floor, 1.25);
    },
    pack(a) {
      shadow(a, 290, floor, 170);
      shadow(a, 560, floor, 150);
      carton(a, 140, floor, 280, 300, 50, "#0f766e", { title: "BP Monitor", sub: "Upper arm · 60 memories", band: "#0d9488" });
      bpMonitor(a, 565, floor, 0.95);
    },
    detail(a) {
      a.body.push(
        `<rect x="140" y="90" width="520" height="420" rx="60" fill="${vertical(a, "#ffffff", "#dbe3ea")}" stroke="#cbd5e1" stroke-width="4"/>`,
      );
      lcd(a, 200, 140, 400, 300, [
        ["SYS 120", 60],
        ["DIA 80", 60],
        ["PUL 72 ♥", 40],
      ]);
      a.body.push(`<circle cx="400" cy="478" r="20" fill="#0d9488"/>`);
    },
  },
  thermometer: {
    tint: "#bfdbfe",
    main(a) {
      shadow(a, 400, floor - 10, 260);
      thermometer(a, 400, 380, 520, -12);
    },
    pack(a) {
      shadow(a, 300, floor, 170);
      carton(a, 160, floor, 240, 360, 46, "#2563eb", { title: "Thermometer", sub: "Digital · 10 s", band: "#1d4ed8" });
      shadow(a, 590, floor, 120);
      thermometer(a, 590, 360, 300, -62);
    },
    detail(a) {
      thermometer(a, 400, 300, 720, 0, "37.9°C");
      a.body.push(`<rect x="250" y="420" width="300" height="70" rx="35" fill="#fee2e2"/>`);
      a.body.push(text(400, 467, 30, "#b91c1c", "FEVER ALARM"));
    },
  },
  "pulse-oximeter": {
    tint: "#a5f3fc",
    main(a) {
      shadow(a, 400, floor, 200);
      oximeter(a, 400, floor, 1.6);
      a.body.push(
        `<path d="M220 ${floor - 40} C120 ${floor - 180} 200 200 330 ${floor - 250}" fill="none" stroke="#0f172a" stroke-width="6" stroke-linecap="round"/>`,
      );
    },
    pack(a) {
      shadow(a, 300, floor, 170);
      carton(a, 150, floor, 260, 300, 50, "#0891b2", { title: "Oximeter", sub: "SpO2 · pulse rate", band: "#0e7490" });
      shadow(a, 590, floor, 130);
      oximeter(a, 590, floor, 1.05);
    },
    detail(a) {
      a.body.push(`<rect x="120" y="130" width="560" height="340" rx="60" fill="#0f172a"/>`);
      a.body.push(`<rect x="170" y="170" width="460" height="250" rx="14" fill="#020617"/>`);
      a.body.push(`<path d="M190 205 h60 l12 -22 l18 44 l12 -22 h60" fill="none" stroke="#22d3ee" stroke-width="4"/>`);
      a.body.push(text(300, 345, 116, "#22d3ee", "98"));
      a.body.push(text(510, 345, 96, "#facc15", "72"));
      a.body.push(text(300, 398, 26, "#67e8f9", "%SpO2", 400));
      a.body.push(text(510, 398, 26, "#fde68a", "PR bpm", 400));
    },
  },
  "face-mask": {
    tint: "#bae6fd",
    main(a) {
      shadow(a, 400, floor, 240);
      mask(a, 400, 360, 360, "#7dd3fc", -4);
    },
    pack(a) {
      shadow(a, 330, floor, 220);
      carton(a, 140, floor, 380, 250, 60, "#0ea5e9", { title: "Face Mask", sub: "3 layers · 50 pcs", band: "#0369a1" });
      mask(a, 600, 330, 200, "#7dd3fc", 12);
    },
    detail(a) {
      mask(a, 300, 250, 260, "#7dd3fc", -10);
      mask(a, 500, 330, 260, "#e0f2fe", 8);
      mask(a, 330, 430, 260, "#bae6fd", 4);
    },
  },
  "hand-sanitizer": {
    tint: "#99f6e4",
    main(a) {
      shadow(a, 400, floor, 150);
      pumpBottle(a, 400, floor, 230, 400, "#14b8a6", { title: "Sanitizer", sub: "70 % alcohol · 500 ml", band: "#0f766e" });
      leaf(a, 560, floor - 40, 90, "#4ade80", -25);
      leaf(a, 190, floor - 30, 80, "#22c55e", -160);
    },
    pack(a) {
      shadow(a, 300, floor, 130);
      shadow(a, 530, floor, 110);
      pumpBottle(a, 300, floor, 200, 360, "#14b8a6", { title: "Sanitizer", sub: "500 ml", band: "#0f766e" });
      pumpBottle(a, 530, floor, 130, 230, "#2dd4bf", { title: "Gel", sub: "100 ml", band: "#0f766e" });
    },
    detail(a) {
      for (const [x, lean, h] of [
        [150, -40, 260],
        [190, 30, 300],
        [230, 70, 220],
        [600, -60, 240],
        [640, 20, 290],
        [680, 60, 230],
      ] as const) {
        blade(a, x, floor + 20, h, lean, x < 400 ? "#4ade80" : "#22c55e");
      }
      shadow(a, 400, floor, 120);
      drop(a, 400, floor - 110, 95, "#5eead4");
      for (const [x, y, r] of [
        [330, 330, 14],
        [470, 300, 10],
        [450, 360, 8],
      ] as const) {
        a.body.push(`<circle cx="${x}" cy="${y}" r="${r}" fill="#ccfbf1" opacity="0.9"/>`);
      }
      a.body.push(`<rect x="220" y="110" width="360" height="110" rx="18" fill="#ffffff" opacity="0.92"/>`);
      a.body.push(text(400, 160, 32, "#0f766e", "70 % alcohol"));
      a.body.push(text(400, 196, 20, "#475569", "with aloe vera · quick-drying", 400));
    },
  },
  toothbrush: {
    tint: "#c7d2fe",
    main(a) {
      shadow(a, 400, floor - 20, 280);
      toothbrush(a, 400, 380, 560, "#6366f1", -18);
    },
    pack(a) {
      shadow(a, 400, floor, 260);
      carton(a, 180, floor, 440, 170, 40, "#4f46e5", { title: "Soft Toothbrush", sub: "Extra-soft bristles", band: "#312e81" });
      toothbrush(a, 400, 250, 420, "#6366f1", -8);
    },
    detail(a) {
      toothbrush(a, 380, 220, 520, "#6366f1", -6);
      toothbrush(a, 420, 330, 520, "#ec4899", -6);
      toothbrush(a, 400, 440, 520, "#14b8a6", -6);
    },
  },
  "herbal-tea": {
    tint: "#bbf7d0",
    main(a) {
      shadow(a, 300, floor, 150);
      shadow(a, 560, floor, 130);
      carton(a, 170, floor, 220, 300, 50, "#15803d", { title: "Herbal Tea", sub: "25 tea bags", band: "#a16207" });
      cup(a, 570, floor, 180, "#b45309");
      leaf(a, 690, floor - 20, 60, "#22c55e", -150);
    },
    pack(a) {
      shadow(a, 400, floor, 220);
      carton(a, 240, floor, 300, 340, 60, "#15803d", { title: "Herbal Tea", sub: "Artichoke · ginger", band: "#a16207" });
      teaBag(a, 650, floor - 90, 140, 10);
    },
    detail(a) {
      shadow(a, 400, floor, 200);
      cup(a, 400, floor, 280, "#b45309");
      leaf(a, 150, 450, 90, "#16a34a", -20);
      leaf(a, 620, 470, 80, "#22c55e", 200);
      a.body.push(`<circle cx="160" cy="360" r="30" fill="#fde047"/><circle cx="160" cy="360" r="12" fill="#ca8a04"/>`);
    },
  },
  "first-aid-kit": {
    tint: "#fecaca",
    main(a) {
      shadow(a, 400, floor, 240);
      kit(a, 400, floor, 400);
    },
    pack(a) {
      shadow(a, 330, floor, 200);
      kit(a, 330, floor, 330);
      bandageRoll(a, 600, floor, 50);
      plaster(a, 610, floor - 120, 130, -20);
    },
    detail(a) {
      shadow(a, 400, floor, 280);
      kit(a, 400, floor, 480, true);
      a.body.push(`<rect x="190" y="${floor - 300}" width="420" height="240" rx="20" fill="#fff1f2"/>`);
      bandageRoll(a, 270, floor - 90, 40);
      bandageRoll(a, 360, floor - 90, 34);
      plaster(a, 470, floor - 200, 120, 10);
      plaster(a, 500, floor - 150, 120, -8);
      a.body.push(
        `<circle cx="540" cy="${floor - 110}" r="26" fill="none" stroke="#64748b" stroke-width="6"/><line x1="560" y1="${floor - 125}" x2="610" y2="${floor - 180}" stroke="#64748b" stroke-width="6"/>`,
      );
    },
  },
  "massage-oil": {
    tint: "#fde68a",
    main(a) {
      shadow(a, 400, floor, 140);
      dropperBottle(a, 400, floor, 200, 400, "#b45309", { title: "Massage Oil", sub: "Lemongrass · 100 ml", band: "#65a30d" });
      leaf(a, 170, floor - 40, 120, "#84cc16", -15);
      leaf(a, 540, floor - 30, 110, "#65a30d", -170);
    },
    pack(a) {
      shadow(a, 300, floor, 150);
      carton(a, 170, floor, 220, 340, 44, "#65a30d", { title: "Massage Oil", sub: "Coconut · ginger", band: "#b45309" });
      shadow(a, 560, floor, 100);
      dropperBottle(a, 560, floor, 150, 300, "#b45309", { title: "Oil", sub: "100 ml", band: "#65a30d" });
    },
    detail(a) {
      for (const [x, lean, h] of [
        [540, 90, 340],
        [600, 30, 420],
        [660, -30, 380],
        [720, -80, 300],
      ] as const)
        blade(a, x, floor + 20, h, lean, "#84cc16");
      shadow(a, 330, floor, 160);
      drop(a, 300, 380, 90, "#f59e0b");
      drop(a, 440, 430, 50, "#d97706");
      drop(a, 380, 250, 34, "#fbbf24");
      leaf(a, 120, 470, 120, "#65a30d", -30);
    },
  },
  sunscreen: {
    tint: "#fef08a",
    main(a) {
      sun(a, 640, 150, 60);
      shadow(a, 400, floor, 130);
      tube(a, 400, floor, 200, 430, "#fefce8", "#f59e0b", { title: "SPF 50", sub: "PA++++ · 50 ml", band: "#f59e0b" });
    },
    pack(a) {
      shadow(a, 290, floor, 150);
      carton(a, 160, floor, 210, 380, 44, "#f59e0b", { title: "SPF 50", sub: "Sunscreen", band: "#b45309" });
      shadow(a, 570, floor, 100);
      tube(a, 570, floor, 150, 330, "#fefce8", "#f59e0b", { title: "SPF 50", sub: "50 ml", band: "#f59e0b" });
    },
    detail(a) {
      sun(a, 400, 220, 90);
      const swirl = "M220 470 q60 -50 120 -10 q40 -60 120 -20 q60 -40 120 20";
      a.body.push(`<path d="${swirl}" fill="none" stroke="#f5deb3" stroke-width="52" stroke-linecap="round"/>`);
      a.body.push(`<path d="${swirl}" fill="none" stroke="#fffbeb" stroke-width="40" stroke-linecap="round"/>`);
      a.body.push(`<path d="M250 455 q50 -36 90 -10" fill="none" stroke="#ffffff" stroke-width="8" stroke-linecap="round"/>`);
      a.body.push(text(400, 560, 30, "#92400e", "Water resistant 80 min"));
    },
  },
};

function productSvg(image: string, view: (typeof productViews)[number]): string {
  const spec = productArt[image];
  if (!spec) throw new Error(`No illustration for ${image}`);
  const a = art();
  backdrop(a, spec.tint);
  spec[view](a);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>${a.defs.join("")}</defs>${a.body.join("")}</svg>`;
}

/* ---------- stores ---------- */

interface StoreArt {
  initials: string;
  color: string;
  tint: string;
  motif: "cross" | "leaf" | "lotus" | "heart" | "pill";
}

const storeArt: Record<string, StoreArt> = {
  default: { initials: "CCT", color: "#047857", tint: "#a7f3d0", motif: "cross" },
  member01: { initials: "M", color: "#be185d", tint: "#fbcfe8", motif: "heart" },
  member02: { initials: "N", color: "#1d4ed8", tint: "#bfdbfe", motif: "pill" },
  lananhpharma: { initials: "LA", color: "#0f766e", tint: "#99f6e4", motif: "cross" },
  hoasenhealth: { initials: "HS", color: "#9d174d", tint: "#fecdd3", motif: "lotus" },
  minhchaucare: { initials: "MC", color: "#b45309", tint: "#fde68a", motif: "leaf" },
};

function motif(a: Art, kind: StoreArt["motif"], cx: number, cy: number, size: number, color: string) {
  if (kind === "cross") {
    a.body.push(
      `<rect x="${cx - size * 0.17}" y="${cy - size / 2}" width="${size * 0.34}" height="${size}" rx="${size * 0.08}" fill="${color}"/>`,
    );
    a.body.push(
      `<rect x="${cx - size / 2}" y="${cy - size * 0.17}" width="${size}" height="${size * 0.34}" rx="${size * 0.08}" fill="${color}"/>`,
    );
  } else if (kind === "leaf") {
    leaf(a, cx - size * 0.45, cy + size * 0.1, size * 0.9, color, -35);
  } else if (kind === "lotus") {
    for (const angle of [-50, -25, 0, 25, 50]) {
      a.body.push(
        `<path transform="rotate(${angle} ${cx} ${cy + size * 0.4})" d="M${cx} ${cy + size * 0.4} q${size * 0.22} ${-size * 0.45} 0 ${-size * 0.85} q${-size * 0.22} ${size * 0.4} 0 ${size * 0.85} Z" fill="${color}" opacity="${angle === 0 ? 1 : 0.75}"/>`,
      );
    }
  } else if (kind === "heart") {
    a.body.push(
      `<path d="M${cx} ${cy + size * 0.4} C${cx - size * 0.7} ${cy - size * 0.05} ${cx - size * 0.35} ${cy - size * 0.6} ${cx} ${cy - size * 0.22} C${cx + size * 0.35} ${cy - size * 0.6} ${cx + size * 0.7} ${cy - size * 0.05} ${cx} ${cy + size * 0.4} Z" fill="${color}"/>`,
    );
  } else {
    capsule(a, cx, cy, size * 1.1, color, "#ffffff", -35);
  }
}

function logoSvg(image: string): string {
  const s = storeArt[image];
  const a = art();
  const size = 400;
  a.body.push(`<rect width="${size}" height="${size}" fill="${vertical(a, shade(s.tint, 0.5), s.tint)}"/>`);
  a.body.push(`<circle cx="200" cy="200" r="170" fill="${s.color}"/>`);
  a.body.push(`<circle cx="200" cy="200" r="150" fill="none" stroke="#ffffff" stroke-width="4" opacity="0.6"/>`);
  motif(a, s.motif, 200, 140, 90, "#ffffff");
  a.body.push(text(200, 290, s.initials.length > 2 ? 64 : 80, "#ffffff", s.initials));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}"><defs>${a.defs.join("")}</defs>${a.body.join("")}</svg>`;
}

function bannerSvg(image: string): string {
  const s = storeArt[image];
  const a = art();
  const bw = 1600;
  const bh = 480;
  const g = id("banner");
  a.defs.push(
    `<linearGradient id="${g}" x1="0" x2="1" y1="0" y2="1"><stop offset="0" stop-color="${shade(s.tint, 0.55)}"/>` +
      `<stop offset="0.6" stop-color="${s.tint}"/><stop offset="1" stop-color="${shade(s.color, 0.35)}"/></linearGradient>`,
  );
  a.body.push(`<rect width="${bw}" height="${bh}" fill="url(#${g})"/>`);
  a.body.push(
    `<path d="M0 ${bh * 0.72} C${bw * 0.25} ${bh * 0.55} ${bw * 0.45} ${bh * 0.95} ${bw * 0.7} ${bh * 0.75} S${bw * 0.95} ${bh * 0.6} ${bw} ${bh * 0.7} V${bh} H0 Z" fill="#ffffff" opacity="0.35"/>`,
  );
  a.body.push(
    `<path d="M0 ${bh * 0.85} C${bw * 0.3} ${bh * 0.75} ${bw * 0.55} ${bh * 1.02} ${bw} ${bh * 0.82} V${bh} H0 Z" fill="#ffffff" opacity="0.45"/>`,
  );
  // The right half: a shelf of the store's kind of goods.
  const shelf = bh * 0.8;
  shadow(a, 1080, shelf, 140);
  bottle(a, 1080, shelf, 130, 230, shade(s.color, 0.1), shade(s.color, -0.2), { title: "", sub: "", band: s.color });
  shadow(a, 1260, shelf, 110);
  jar(a, 1260, shelf, 150, 150, shade(s.tint, -0.1), s.color, { title: "", sub: "", band: s.color });
  shadow(a, 1420, shelf, 90);
  carton(a, 1370, shelf, 110, 190, 30, s.color, { title: "", sub: "", band: shade(s.color, -0.3) });
  leaf(a, 920, shelf - 10, 110, "#22c55e", -30);
  leaf(a, 940, shelf - 4, 90, "#16a34a", -70);
  for (let i = 0; i < 6; i++) motif(a, s.motif, 120 + i * 150, 70 + (i % 2) * 40, 34, "#ffffff");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${bw}" height="${bh}" viewBox="0 0 ${bw} ${bh}"><defs>${a.defs.join("")}</defs>${a.body.join("")}</svg>`;
}

/* ---------- writing the files ---------- */

const out = path.resolve("seed-images");

async function render(name: string, svg: string) {
  // Flat colours: a palette PNG stays small and sharp (storeImage keeps it and makes the WebP copies).
  const png = await sharp(Buffer.from(svg)).png({ palette: true, quality: 92, effort: 10, compressionLevel: 9 }).toBuffer();
  await writeFile(path.join(out, `${name}.png`), png);
  let bytes = png.byteLength;
  // The copies the pages show, made here once so that seeding only stores them.
  for (const width of imageWidths) {
    const webp = await webpCopy(png, width);
    await writeFile(path.join(out, `${name}-${width}.webp`), webp);
    bytes += webp.byteLength;
  }
  return bytes;
}

const only = process.argv[2];
await mkdir(out, { recursive: true });
const jobs: [string, () => string][] = [];
for (const product of demoCatalogue) {
  for (const view of productViews) jobs.push([`${product.image}-${view}`, () => productSvg(product.image, view)]);
}
for (const store of demoStores) {
  jobs.push([`store-${store.image}-logo`, () => logoSvg(store.image)]);
  jobs.push([`store-${store.image}-banner`, () => bannerSvg(store.image)]);
}
let total = 0;
for (const [name, svg] of jobs) {
  if (only && !name.includes(only)) continue;
  const bytes = await render(name, svg());
  total += bytes;
  console.log(`${name}.png ${(bytes / 1024).toFixed(1)} KiB`);
}
console.log(`${(total / 1024).toFixed(0)} KiB in all`);
