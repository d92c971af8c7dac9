// The demo project's sample content: a small travel-and-food magazine. Written to look like real
// content in the admin (statuses, dates, relations, images), not filler text.
import type { DemoImage } from './demo-images.js';

type ImageRef = DemoImage['ref'];

export interface DemoAuthor {
  ref: string;
  name: string;
  bio: string;
  avatar: ImageRef | null;
}

export interface DemoTag {
  name: string;
  color: string;
}

export interface DemoArticle {
  status: 'published' | 'draft' | 'deleted';
  title: string;
  slug: string;
  author: string;
  publishedOn: string | null;
  viewCount: number;
  cover: ImageRef | null;
  tags: string[];
  paragraphs: string[];
}

export const DEMO_AUTHORS: DemoAuthor[] = [
  {
    ref: 'maya',
    name: 'Maya Lindqvist',
    bio: 'Photographer and trail runner based in **Tromsø**. Writes about light, weather and long walks, and keeps a notebook of every hut she has slept in.',
    avatar: 'avatar-maya',
  },
  {
    ref: 'tomas',
    name: 'Tomás Okafor',
    bio: 'Food writer and home baker. Cooks with whatever the market had that morning and believes every kitchen needs one good knife and a cast-iron pan.',
    avatar: 'avatar-tomas',
  },
  {
    ref: 'priya',
    name: 'Priya Raman',
    bio: 'Editor at large. A former cartographer who still draws maps on napkins, and the reason this magazine has a style guide.',
    avatar: null,
  },
];

export const DEMO_TAGS: DemoTag[] = [
  { name: 'Travel', color: '#2b6cb0' },
  { name: 'Food', color: '#c05621' },
  { name: 'Photography', color: '#6b46c1' },
  { name: 'Outdoors', color: '#2f855a' },
  { name: 'Design', color: '#b83280' },
  { name: 'Guides', color: '#4a5568' },
];

export const DEMO_ARTICLES: DemoArticle[] = [
  {
    status: 'published',
    title: 'Chasing the Blue Hour in Northern Norway',
    slug: 'chasing-the-blue-hour-in-northern-norway',
    author: 'maya',
    publishedOn: '2025-01-18 08:30:00',
    viewCount: 4182,
    cover: 'fjord',
    tags: ['Travel', 'Photography'],
    paragraphs: [
      'In January the sun never clears the mountains around Tromsø. What you get instead is a long, slow twilight that turns the fjords a deep, electric blue for an hour or two either side of noon.',
      'The trick is to be in place early. I learned to scout a spot the day before, note where the water sits still, and arrive with a thermos while the sky is still grey. The colour arrives all at once and leaves just as quickly.',
      'Bring spare batteries in an inside pocket, a tripod you can operate with gloves on, and patience. Some days the clouds never lift. The days they do are worth every cold morning.',
    ],
  },
  {
    status: 'published',
    title: 'A Week of Cooking from the Saturday Market',
    slug: 'a-week-of-cooking-from-the-saturday-market',
    author: 'tomas',
    publishedOn: '2025-02-08 10:00:00',
    viewCount: 2675,
    cover: null,
    tags: ['Food'],
    paragraphs: [
      'The rule was simple: everything I cooked for seven days had to come from one Saturday morning at the market, plus whatever was already in the cupboard.',
      'Sunday was a roast chicken with the first of the winter leeks. By Wednesday the carcass had become a broth, the broth had become risotto, and the last leek had gone into a tart with a spoonful of mustard.',
      'The surprise was how little went to waste. Planning backwards from a basket of vegetables makes you cook like your grandparents did: the leftovers are the plan, not the problem.',
    ],
  },
  {
    status: 'published',
    title: 'How to Pack for a Three-Day Hut Trek',
    slug: 'how-to-pack-for-a-three-day-hut-trek',
    author: 'maya',
    publishedOn: '2025-03-02 07:15:00',
    viewCount: 5930,
    cover: 'ridge',
    tags: ['Outdoors', 'Guides'],
    paragraphs: [
      'Huts change everything about packing. You do not carry a tent, a stove or much food, so a 30-litre pack is plenty, and every gram you leave out is a gram you do not lift over the pass.',
      'My list fits on an index card: a warm layer, a rain shell, a sleeping-bag liner, headlamp, blister kit, map and compass, two litres of water capacity and cash for the hut. Most huts still do not take cards.',
      'Pack the night before, then take out one thing you were sure you needed. You will not miss it.',
    ],
  },
  {
    status: 'published',
    title: 'The Quiet Craft of Hand-Drawn Maps',
    slug: 'the-quiet-craft-of-hand-drawn-maps',
    author: 'priya',
    publishedOn: '2025-03-21 09:00:00',
    viewCount: 1544,
    cover: 'map',
    tags: ['Design', 'Travel'],
    paragraphs: [
      'A hand-drawn map is an argument about what matters. Leave out the motorway and draw the bakery, and you have told the reader what kind of trip this is.',
      'Start with the contours. Even a rough set of rings tells the eye where the land rises, and the route makes sense the moment it has something to climb.',
      'Then add as little as you dare: one red line, a handful of names and a compass rose. White space is what makes a map readable on a phone in the rain.',
    ],
  },
  {
    status: 'published',
    title: 'Sourdough at Altitude: What Changes Above 1,500 m',
    slug: 'sourdough-at-altitude',
    author: 'tomas',
    publishedOn: '2025-04-05 11:45:00',
    viewCount: 987,
    cover: null,
    tags: ['Food', 'Outdoors'],
    paragraphs: [
      'Water boils at about 95 °C in a mountain hut, and dough rises faster in thin air. Both facts matter more than any recipe.',
      'Cut the proof time by a third, add a little more water, and bake a few minutes longer at a slightly higher temperature. The crust will still be pale compared to the one at home, and that is fine.',
      'The hut warden who taught me this has baked above the tree line for twenty years. Her advice: watch the dough, not the clock.',
    ],
  },
  {
    status: 'draft',
    title: 'Ten Small Habits for Better Travel Photos',
    slug: 'ten-small-habits-for-better-travel-photos',
    author: 'maya',
    publishedOn: null,
    viewCount: 0,
    cover: null,
    tags: ['Photography', 'Guides'],
    paragraphs: [
      'Most of the difference between a snapshot and a photograph happens before you press the shutter. These are the habits that helped me most.',
      'Walk around your subject once before you shoot it. Look at the edges of the frame, not just the middle. Go back at a different time of day.',
    ],
  },
  {
    status: 'draft',
    title: 'Notes Toward a Slow Guide to Lisbon',
    slug: 'notes-toward-a-slow-guide-to-lisbon',
    author: 'priya',
    publishedOn: null,
    viewCount: 0,
    cover: null,
    tags: ['Travel'],
    paragraphs: [
      'Lisbon punishes a tight itinerary. The hills, the trams and the long lunches all conspire to slow you down, and the city is better for it.',
      'This guide will be organised by neighbourhood and by hour rather than by sight: where to be at eight in the morning, at four in the afternoon and at midnight.',
    ],
  },
  {
    status: 'deleted',
    title: 'Our Old Style Guide (Archived)',
    slug: 'our-old-style-guide',
    author: 'priya',
    publishedOn: '2024-06-01 09:00:00',
    viewCount: 212,
    cover: null,
    tags: ['Design'],
    paragraphs: [
      'This was the first version of the magazine style guide. It has been replaced by the new one in the shared drive and is kept here for reference only.',
    ],
  },
];

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** The article body as the wysiwyg interface stores it. */
export function articleBody(article: DemoArticle): string {
  return article.paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n');
}
