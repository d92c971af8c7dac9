// The demo's pictures, drawn as SVG and rendered to real JPEG/PNG files with sharp, so the demo
// ships no binary assets and every file has true dimensions, sizes and checksums.
import { loadSharp } from '../services/files/load-sharp.js';

export interface DemoImage {
  /** Reference used by the demo content to attach the file. */
  ref: 'fjord' | 'ridge' | 'map' | 'avatar-maya' | 'avatar-tomas';
  filename: string;
  title: string;
  description: string;
  location: string | null;
  tags: string[];
  format: 'jpeg' | 'png';
  width: number;
  height: number;
  svg: string;
}

const COVER_W = 960;
const COVER_H = 600;

function svg(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}

const fjord = svg(
  COVER_W,
  COVER_H,
  `<defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#0b1d3a"/><stop offset="0.55" stop-color="#3a4f8c"/>
      <stop offset="1" stop-color="#e8a3b5"/>
    </linearGradient>
    <linearGradient id="sea" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#c98aa3"/><stop offset="1" stop-color="#0d2142"/>
    </linearGradient>
  </defs>
  <rect width="960" height="360" fill="url(#sky)"/>
  <circle cx="700" cy="120" r="3" fill="#fff" opacity="0.8"/>
  <circle cx="240" cy="80" r="2" fill="#fff" opacity="0.7"/>
  <circle cx="520" cy="50" r="2" fill="#fff" opacity="0.6"/>
  <path d="M0 360 L120 210 L210 280 L330 150 L450 300 L560 220 L690 330 L800 200 L960 310 L960 360 Z" fill="#1a2550"/>
  <path d="M0 360 L90 290 L190 330 L300 260 L420 345 L560 300 L700 350 L860 290 L960 340 L960 360 Z" fill="#111a3a"/>
  <rect y="360" width="960" height="240" fill="url(#sea)"/>
  <path d="M0 360 L120 450 L210 410 L330 480 L450 395 L560 440 L690 375 L800 455 L960 390 L960 360 Z" fill="#1a2550" opacity="0.45"/>
  <rect x="120" y="420" width="720" height="2" fill="#f4c6d4" opacity="0.35"/>
  <rect x="260" y="470" width="440" height="2" fill="#f4c6d4" opacity="0.25"/>`,
);

const ridge = svg(
  COVER_W,
  COVER_H,
  `<defs>
    <linearGradient id="dawn" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#fbd38d"/><stop offset="1" stop-color="#f6ad55"/>
    </linearGradient>
  </defs>
  <rect width="960" height="600" fill="url(#dawn)"/>
  <circle cx="640" cy="230" r="90" fill="#fff5d6" opacity="0.9"/>
  <path d="M0 420 L180 240 L300 340 L470 160 L620 330 L760 230 L960 400 L960 600 L0 600 Z" fill="#c05621"/>
  <path d="M470 160 L520 215 L495 210 L470 240 L450 205 L430 200 Z" fill="#fffaf0"/>
  <path d="M180 240 L215 275 L190 272 L170 290 L160 262 Z" fill="#fffaf0"/>
  <path d="M0 480 L160 380 L330 470 L520 360 L700 470 L860 400 L960 450 L960 600 L0 600 Z" fill="#9c4221"/>
  <path d="M0 550 L220 470 L430 540 L640 480 L960 560 L960 600 L0 600 Z" fill="#652b19"/>`,
);

function contour(cx: number, cy: number, rings: number, color: string): string {
  let out = '';
  for (let i = 1; i <= rings; i++) {
    out += `<ellipse cx="${cx}" cy="${cy}" rx="${i * 26}" ry="${i * 17}" fill="none" stroke="${color}" stroke-width="2" opacity="${1 - i / (rings + 2)}"/>`;
  }
  return out;
}

const map = svg(
  COVER_W,
  COVER_H,
  `<rect width="960" height="600" fill="#f3ead3"/>
  <path d="M0 470 C 160 430, 260 520, 420 480 S 700 400, 960 450 L960 600 L0 600 Z" fill="#b9d6d2"/>
  ${contour(300, 220, 7, '#8b6f47')}
  ${contour(690, 260, 5, '#8b6f47')}
  <path d="M120 520 C 200 430, 260 360, 300 300 S 420 200, 520 250 S 640 330, 690 260" fill="none" stroke="#c53030" stroke-width="4" stroke-dasharray="12 10"/>
  <circle cx="120" cy="520" r="9" fill="#c53030"/>
  <circle cx="690" cy="260" r="9" fill="#c53030"/>
  <g transform="translate(860 110)">
    <circle r="46" fill="none" stroke="#5a4632" stroke-width="3"/>
    <path d="M0 -40 L10 0 L0 40 L-10 0 Z" fill="#5a4632"/>
    <path d="M0 -40 L10 0 L-10 0 Z" fill="#c53030"/>
  </g>`,
);

function avatar(background: string, skin: string, hair: string, shirt: string): string {
  return svg(
    256,
    256,
    `<rect width="256" height="256" fill="${background}"/>
    <path d="M48 256 C 56 196, 200 196, 208 256 Z" fill="${shirt}"/>
    <rect x="112" y="150" width="32" height="36" fill="${skin}"/>
    <circle cx="128" cy="116" r="50" fill="${skin}"/>
    <path d="M74 124 C 66 48, 190 48, 182 124 C 176 98, 150 82, 128 82 C 106 82, 80 98, 74 124 Z" fill="${hair}"/>`,
  );
}

export const DEMO_IMAGES: DemoImage[] = [
  {
    ref: 'fjord',
    filename: 'fjord-blue-hour.jpg',
    title: 'Fjord at blue hour',
    description: 'Mountains over still water just after sunset, near Tromsø.',
    location: 'Tromsø, Norway',
    tags: ['norway', 'landscape', 'blue hour'],
    format: 'jpeg',
    width: COVER_W,
    height: COVER_H,
    svg: fjord,
  },
  {
    ref: 'ridge',
    filename: 'alpine-ridge-sunrise.jpg',
    title: 'Alpine ridge at sunrise',
    description: 'First light on a snow-capped ridge, seen from the hut terrace.',
    location: 'Hohe Tauern, Austria',
    tags: ['mountains', 'sunrise', 'hiking'],
    format: 'jpeg',
    width: COVER_W,
    height: COVER_H,
    svg: ridge,
  },
  {
    ref: 'map',
    filename: 'hand-drawn-route-map.jpg',
    title: 'Hand-drawn route map',
    description: 'Contour sketch of a two-summit loop with the route marked in red.',
    location: null,
    tags: ['maps', 'illustration'],
    format: 'jpeg',
    width: COVER_W,
    height: COVER_H,
    svg: map,
  },
  {
    ref: 'avatar-maya',
    filename: 'maya-lindqvist.png',
    title: 'Maya Lindqvist',
    description: 'Author portrait.',
    location: null,
    tags: ['portrait'],
    format: 'png',
    width: 256,
    height: 256,
    svg: avatar('#bee3f8', '#f1c9a5', '#744210', '#2b6cb0'),
  },
  {
    ref: 'avatar-tomas',
    filename: 'tomas-okafor.png',
    title: 'Tomás Okafor',
    description: 'Author portrait.',
    location: null,
    tags: ['portrait'],
    format: 'png',
    width: 256,
    height: 256,
    svg: avatar('#fefcbf', '#8d5524', '#1a202c', '#c53030'),
  },
];

/** Renders one image to its file bytes. */
export async function renderDemoImage(image: DemoImage): Promise<Buffer> {
  const sharp = await loadSharp();
  const pipeline = sharp(Buffer.from(image.svg)).resize(image.width, image.height);
  return image.format === 'jpeg'
    ? pipeline.jpeg({ quality: 82, mozjpeg: true }).toBuffer()
    : pipeline.png({ compressionLevel: 9 }).toBuffer();
}
