#!/usr/bin/env node
// Writes the site's sports artwork, for what the club has no photo of yet (the summer
// camp card, table tennis, news without a photo): one motif per sport, drawn once on a
// 400 × 400 grid in the club's colours and placed on a 4:3 card
// (public/images/sports/<slug>.svg). The home hero uses the club's photos
// (their crops made by the image step: content/portada.yml). Run: node apps/web/scripts/make-home-art.mjs
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const NAVY = "#2a0d40";
const BLUE = "#531c7a";
const SKY = "#7a3fa6";
const GOLD = "#f8c301";
const WHITE = "#fff";

const publicDir = join(dirname(fileURLToPath(import.meta.url)), "..", "public", "images");

/** Wavy line across `width` at height `y` (for water). */
const wave = (y, width, amp = 12, step = 50) =>
  `M0 ${y}q${step / 2} ${-amp} ${step} 0${` t${step} 0`.repeat(Math.ceil(width / step))}`;

/** Each motif: SVG on a 400 × 400 grid; `defs` hold what it needs (ids unique per file). */
const MOTIFS = {
  basquet: {
    title: "Pelota de básquet y aro",
    defs: "",
    body: `<path d="M215 150q45-110 95-62" fill="none" stroke="${WHITE}" stroke-width="5" stroke-dasharray="2 14" stroke-linecap="round"/>
<rect x="235" y="20" width="150" height="100" rx="8" fill="${NAVY}" stroke="${WHITE}" stroke-width="8"/>
<rect x="285" y="58" width="50" height="38" fill="none" stroke="${WHITE}" stroke-width="6"/>
<path d="M272 114l12 56h62l12-56M294 114l6 56M322 114l-6 56M280 142h72" fill="none" stroke="${WHITE}" stroke-width="4" stroke-linejoin="round"/>
<path d="M266 112h100" stroke="${GOLD}" stroke-width="10" stroke-linecap="round"/>
<path d="M18 398l45-45M-12 366l45-45M58 414l35-35" stroke="${WHITE}" stroke-width="8" stroke-linecap="round" opacity=".55"/>
<circle cx="150" cy="250" r="110" fill="${GOLD}"/>
<path d="M40 250h220M150 140v220M72 172c38 40 38 116 0 156M228 172c-38 40-38 116 0 156" fill="none" stroke="${NAVY}" stroke-width="8" stroke-linecap="round"/>`,
  },
  voley: {
    title: "Pelota de vóley sobre la red",
    defs: `<pattern id="mesh" width="22" height="22" patternUnits="userSpaceOnUse"><path d="M0 0h22v22" fill="none" stroke="${WHITE}" stroke-width="2" opacity=".55"/></pattern><clipPath id="ball"><circle cx="215" cy="125" r="95"/></clipPath>`,
    body: `<rect x="0" y="246" width="400" height="110" fill="url(#mesh)"/>
<rect x="0" y="232" width="400" height="16" rx="3" fill="${WHITE}"/>
<rect x="0" y="352" width="400" height="8" fill="${WHITE}" opacity=".8"/>
<path d="M40 190l50-30M20 150l55-20M60 225l35-25" stroke="${WHITE}" stroke-width="7" stroke-linecap="round" opacity=".5"/>
<g clip-path="url(#ball)"><circle cx="215" cy="125" r="95" fill="${WHITE}"/><circle cx="310" cy="40" r="105" fill="${GOLD}"/><circle cx="130" cy="215" r="80" fill="${SKY}"/>
<g fill="none" stroke="${NAVY}" stroke-width="7" stroke-linecap="round"><path id="seam" d="M215 125c-20-45-55-75-105-82"/><use href="#seam" transform="rotate(120 215 125)"/><use href="#seam" transform="rotate(240 215 125)"/></g></g>
<circle cx="215" cy="125" r="95" fill="none" stroke="${NAVY}" stroke-width="6"/>`,
  },
  gimnasia: {
    title: "Gimnasta de rítmica con cinta",
    defs: "",
    body: `<path d="M40 338h320" stroke="${WHITE}" stroke-width="6" stroke-linecap="round" opacity=".45"/>
<path d="M288 104c70-40 100 40 50 70s-120 20-130 80 70 90 130 50" fill="none" stroke="${GOLD}" stroke-width="12" stroke-linecap="round"/>
<path d="M276 112l16-12" stroke="${WHITE}" stroke-width="6" stroke-linecap="round"/>
<g fill="none" stroke="${WHITE}" stroke-width="22" stroke-linecap="round" stroke-linejoin="round"><path d="M204 146l-16 72"/><path d="M202 156l-52-48M202 156l72-44"/><path d="M188 218l84 32M188 218l-86-34"/></g>
<circle cx="210" cy="112" r="22" fill="${WHITE}"/>
<circle cx="92" cy="290" r="30" fill="none" stroke="${WHITE}" stroke-width="7" opacity=".8"/>`,
  },
  natacion: {
    title: "Pileta con andariveles y un nadador",
    defs: "",
    body: `<rect x="0" y="60" width="400" height="300" rx="14" fill="${SKY}"/>
<g fill="none" stroke="${WHITE}" stroke-width="5" opacity=".35">${[110, 180, 260, 320].map((y) => `<path d="${wave(y, 400)}"/>`).join("")}</g>
<g stroke-width="10" stroke-dasharray="16 10"><path d="M0 140h400" stroke="${GOLD}"/><path d="M0 290h400" stroke="${WHITE}"/></g>
<path d="M150 236c8-70 100-80 118-22" fill="none" stroke="${WHITE}" stroke-width="16" stroke-linecap="round"/>
<circle cx="205" cy="228" r="21" fill="${WHITE}"/>
<path d="M184 226a21 21 0 0 1 42 0z" fill="${GOLD}"/>
<g fill="${WHITE}" opacity=".8"><circle cx="282" cy="226" r="7"/><circle cx="298" cy="214" r="5"/><circle cx="132" cy="240" r="6"/></g>
<path d="M342 30v120M372 30v120M342 62h30M342 94h30M342 126h30" stroke="${WHITE}" stroke-width="7" stroke-linecap="round"/>`,
  },
  judo: {
    title: "Judogi con cinturón sobre el tatami",
    defs: `<pattern id="tatami" width="100" height="100" patternUnits="userSpaceOnUse"><path d="M0 0h100v100" fill="none" stroke="${WHITE}" stroke-width="3" opacity=".18"/></pattern>`,
    body: `<rect x="0" y="0" width="400" height="400" fill="url(#tatami)"/>
<path d="M130 88l70 30 70-30 72 60-32 54-30-24v156H120V178l-30 24-32-54z" fill="${WHITE}" stroke="${NAVY}" stroke-width="4" stroke-linejoin="round"/>
<path d="M168 98l32 122 32-122M200 220l40 114" fill="none" stroke="${NAVY}" stroke-width="5" stroke-linejoin="round"/>
<rect x="118" y="226" width="164" height="24" fill="${GOLD}" stroke="${NAVY}" stroke-width="3"/>
<path d="M194 248l-22 56 18 4 16-54zM208 248l18 54 17-6-19-50z" fill="${GOLD}" stroke="${NAVY}" stroke-width="3" stroke-linejoin="round"/>
<rect x="186" y="220" width="28" height="36" rx="6" fill="${GOLD}" stroke="${NAVY}" stroke-width="3"/>`,
  },
  colonia: {
    title: "Día de sol en la colonia: sombrilla, pelota y pileta",
    defs: "",
    body: `<circle cx="310" cy="95" r="44" fill="${GOLD}"/>
<g stroke="${GOLD}" stroke-width="8" stroke-linecap="round">${Array.from({ length: 8 }, (_, i) => `<path d="M310 27v-16" transform="rotate(${i * 45} 310 95)"/>`).join("")}</g>
<path d="M0 318h400v82H0z" fill="${SKY}"/>
<g fill="none" stroke="${WHITE}" stroke-width="5" opacity=".45"><path d="${wave(340, 400, 10, 40)}"/><path d="${wave(372, 400, 10, 40)}"/></g>
<path d="M150 150v172" stroke="${WHITE}" stroke-width="8" stroke-linecap="round"/>
<path d="M50 212q100-140 200 0z" fill="${GOLD}"/>
<path d="M150 126q-40 40-34 86h68q6-46-34-86z" fill="${WHITE}"/>
<circle cx="290" cy="270" r="44" fill="${WHITE}"/>
<path d="M290 226q-30 44 0 88q-16-44 0-88zM246 270q44 20 88 0q-44-8-88 0z" fill="${GOLD}"/>
<path d="M290 226q30 44 0 88" fill="none" stroke="${BLUE}" stroke-width="6"/>`,
  },
  "tenis-mesa": {
    title: "Mesa, paleta y pelota de tenis de mesa",
    defs: "",
    body: `<path d="M150 150q60-90 138-30" fill="none" stroke="${WHITE}" stroke-width="5" stroke-dasharray="2 14" stroke-linecap="round"/>
<rect x="30" y="250" width="340" height="18" rx="4" fill="${WHITE}"/>
<rect x="34" y="234" width="332" height="16" fill="${SKY}"/>
<path d="M200 204v46" stroke="${WHITE}" stroke-width="6"/><rect x="188" y="204" width="24" height="30" fill="none" stroke="${WHITE}" stroke-width="3" opacity=".8"/>
<path d="M70 268v92M330 268v92M110 268l-20 92M290 268l20 92" stroke="${WHITE}" stroke-width="8" stroke-linecap="round" opacity=".8"/>
<path d="M318 150l40 52" stroke="${NAVY}" stroke-width="22" stroke-linecap="round"/>
<circle cx="300" cy="118" r="52" fill="${GOLD}" stroke="${NAVY}" stroke-width="5"/>
<circle cx="140" cy="160" r="15" fill="${WHITE}"/>`,
  },
};

/**
 * A canvas of `width` × `height` with the motif scaled to `size` px and placed at
 * (`x`, `y`): a navy-to-blue gradient, a halo behind the motif, gold stripes in a corner.
 */
function svg(slug, { width, height, x, y, size }) {
  const motif = MOTIFS[slug];
  const scale = (size / 400).toFixed(3);
  const cx = Math.round(x + size / 2);
  const cy = Math.round(y + size / 2);
  const r = Math.round(size * 0.56);
  const sx = width - 40;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">
<title>${motif.title}</title>
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${NAVY}"/><stop offset="1" stop-color="${BLUE}"/></linearGradient>${motif.defs}</defs>
<rect width="${width}" height="${height}" fill="url(#bg)"/>
<circle cx="${cx}" cy="${cy}" r="${r}" fill="${SKY}" opacity=".45"/>
<circle cx="${cx}" cy="${cy}" r="${r + 18}" fill="none" stroke="${GOLD}" stroke-width="4" stroke-dasharray="3 16" stroke-linecap="round" opacity=".8"/>
<path d="M${sx} -10l-120 160M${sx + 40} -10l-120 160M${sx + 80} -10l-120 160" stroke="${GOLD}" stroke-width="14" opacity=".9"/>
<g transform="translate(${Math.round(x)} ${Math.round(y)}) scale(${scale})">${motif.body}</g>
</svg>
`
    .replace(/\n(?=<)/g, "")
    .replace(/ {2,}/g, " ");
}

/** Where the motif goes on each canvas: clear of the slide's text (left on wide screens, bottom on phones). */
const CANVASES = {
  card: { width: 800, height: 600, x: 160, y: 50, size: 500 },
};

function write(path, text) {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
  console.log(
    `${(Buffer.byteLength(text) / 1024).toFixed(1).padStart(5)} KB  ${path.slice(publicDir.length + 1)}`,
  );
}

for (const slug of Object.keys(MOTIFS))
  write(join(publicDir, "sports", `${slug}.svg`), svg(slug, CANVASES.card));
