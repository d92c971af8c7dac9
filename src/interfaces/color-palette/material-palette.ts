// The named colours v8 stores where an option asks for a colour (rating's `active_color`,
// toggle-icon's `colorActive`, a status's `background_color`): the Material Design palette as v8's
// stylesheet names it. Each hue by its plain name (its 500 shade) and with a shade (`amber-100`,
// `blue-grey-900`), then white and black. The one home of these names and their colours: the
// color-palette interface offers them and every interface that draws one reads them here.

const SHADES = ['50', '100', '200', '300', '400', '500', '600', '700', '800', '900'] as const;

/** Each hue's shades 50 to 900, as hex colours. */
const HUES: ReadonlyArray<readonly [string, readonly string[]]> = [
  [
    'red',
    [
      '#ffebee',
      '#ffcdd2',
      '#ef9a9a',
      '#e57373',
      '#ef5350',
      '#f44336',
      '#e53935',
      '#d32f2f',
      '#c62828',
      '#b71c1c',
    ],
  ],
  [
    'pink',
    [
      '#fce4ec',
      '#f8bbd0',
      '#f48fb1',
      '#f06292',
      '#ec407a',
      '#e91e63',
      '#d81b60',
      '#c2185b',
      '#ad1457',
      '#880e4f',
    ],
  ],
  [
    'purple',
    [
      '#f3e5f5',
      '#e1bee7',
      '#ce93d8',
      '#ba68c8',
      '#ab47bc',
      '#9c27b0',
      '#8e24aa',
      '#7b1fa2',
      '#6a1b9a',
      '#4a148c',
    ],
  ],
  [
    'deep-purple',
    [
      '#ede7f6',
      '#d1c4e9',
      '#b39ddb',
      '#9575cd',
      '#7e57c2',
      '#673ab7',
      '#5e35b1',
      '#512da8',
      '#4527a0',
      '#311b92',
    ],
  ],
  [
    'indigo',
    [
      '#e8eaf6',
      '#c5cae9',
      '#9fa8da',
      '#7986cb',
      '#5c6bc0',
      '#3f51b5',
      '#3949ab',
      '#303f9f',
      '#283593',
      '#1a237e',
    ],
  ],
  [
    'blue',
    [
      '#e3f2fd',
      '#bbdefb',
      '#90caf9',
      '#64b5f6',
      '#42a5f5',
      '#2196f3',
      '#1e88e5',
      '#1976d2',
      '#1565c0',
      '#0d47a1',
    ],
  ],
  [
    'light-blue',
    [
      '#e1f5fe',
      '#b3e5fc',
      '#81d4fa',
      '#4fc3f7',
      '#29b6f6',
      '#03a9f4',
      '#039be5',
      '#0288d1',
      '#0277bd',
      '#01579b',
    ],
  ],
  [
    'teal',
    [
      '#e0f2f1',
      '#b2dfdb',
      '#80cbc4',
      '#4db6ac',
      '#26a69a',
      '#009688',
      '#00897b',
      '#00796b',
      '#00695c',
      '#004d40',
    ],
  ],
  [
    'green',
    [
      '#e8f5e9',
      '#c8e6c9',
      '#a5d6a7',
      '#81c784',
      '#66bb6a',
      '#4caf50',
      '#43a047',
      '#388e3c',
      '#2e7d32',
      '#1b5e20',
    ],
  ],
  [
    'light-green',
    [
      '#f1f8e9',
      '#dcedc8',
      '#c5e1a5',
      '#aed581',
      '#9ccc65',
      '#8bc34a',
      '#7cb342',
      '#689f38',
      '#558b2f',
      '#33691e',
    ],
  ],
  [
    'lime',
    [
      '#f9fbe7',
      '#f0f4c3',
      '#e6ee9c',
      '#dce775',
      '#d4e157',
      '#cddc39',
      '#c0ca33',
      '#afb42b',
      '#9e9d24',
      '#827717',
    ],
  ],
  [
    'yellow',
    [
      '#fffde7',
      '#fff9c4',
      '#fff59d',
      '#fff176',
      '#ffee58',
      '#ffeb3b',
      '#fdd835',
      '#fbc02d',
      '#f9a825',
      '#f57f17',
    ],
  ],
  [
    'amber',
    [
      '#fff8e1',
      '#ffecb3',
      '#ffe082',
      '#ffd54f',
      '#ffca28',
      '#ffc107',
      '#ffb300',
      '#ffa000',
      '#ff8f00',
      '#ff6f00',
    ],
  ],
  [
    'orange',
    [
      '#fff3e0',
      '#ffe0b2',
      '#ffcc80',
      '#ffb74d',
      '#ffa726',
      '#ff9800',
      '#fb8c00',
      '#f57c00',
      '#ef6c00',
      '#e65100',
    ],
  ],
  [
    'deep-orange',
    [
      '#fbe9e7',
      '#ffccbc',
      '#ffab91',
      '#ff8a65',
      '#ff7043',
      '#ff5722',
      '#f4511e',
      '#e64a19',
      '#d84315',
      '#bf360c',
    ],
  ],
  [
    'brown',
    [
      '#efebe9',
      '#d7ccc8',
      '#bcaaa4',
      '#a1887f',
      '#8d6e63',
      '#795548',
      '#6d4c41',
      '#5d4037',
      '#4e342e',
      '#3e2723',
    ],
  ],
  [
    'grey',
    [
      '#fafafa',
      '#f5f5f5',
      '#eeeeee',
      '#e0e0e0',
      '#bdbdbd',
      '#9e9e9e',
      '#757575',
      '#616161',
      '#424242',
      '#212121',
    ],
  ],
  [
    'blue-grey',
    [
      '#eceff1',
      '#cfd8dc',
      '#b0bec5',
      '#90a4ae',
      '#78909c',
      '#607d8b',
      '#546e7a',
      '#455a64',
      '#37474f',
      '#263238',
    ],
  ],
];

export interface PaletteColor {
  /** The name v8 stores: `amber`, `amber-100`, `white`. */
  name: string;
  hex: string;
  /** The hue it belongs to (`amber`), or its own name for white and black. */
  hue: string;
}

/** Every palette colour in v8's order: each hue (plain, then 50 to 900), then white and black. */
export const PALETTE_COLORS: readonly PaletteColor[] = [
  ...HUES.flatMap(([hue, hexes]) => [
    { name: hue, hex: hexes[5] as string, hue },
    ...SHADES.map((shade, index) => ({
      name: `${hue}-${shade}`,
      hex: hexes[index] as string,
      hue,
    })),
  ]),
  { name: 'white', hex: '#ffffff', hue: 'white' },
  { name: 'black', hex: '#000000', hue: 'black' },
];

const BY_NAME = new Map(PALETTE_COLORS.map((color) => [color.name, color]));

/** The palette colour a stored name means, or null when it is not one of the palette's. */
export function paletteColor(name: unknown): PaletteColor | null {
  return typeof name === 'string' ? (BY_NAME.get(name.trim().toLowerCase()) ?? null) : null;
}

/**
 * Whether a mark drawn on the colour (the chosen swatch's tick) reads better dark than white: the
 * colour's relative luminance above the point where black and white contrast with it equally.
 */
export function wantsDarkMark(hex: string): boolean {
  const channel = (at: number) => {
    const value = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  return luminance > 0.179;
}
