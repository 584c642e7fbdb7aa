// The simulator's cast: each competition with its own sides (IPL franchises only in the IPL, one
// league's clubs per football match, each tournament its own players), and the words race runners'
// names are made of. Data only; feed/calendar.ts draws fixtures from it.

export interface Competition {
  name: string;
  countryCode: string | null;
  /** an even number of sides: a round robin pairs each with each once */
  sides: readonly string[];
}

export const CRICKET: readonly Competition[] = [
  {
    name: 'Indian Premier League',
    countryCode: 'IN',
    sides: [
      'Mumbai Indians',
      'Chennai Super Kings',
      'Kolkata Knight Riders',
      'Delhi Capitals',
      'Punjab Kings',
      'Rajasthan Royals',
      'Sunrisers Hyderabad',
      'Royal Challengers Bengaluru',
      'Gujarat Titans',
      'Lucknow Super Giants',
    ],
  },
  {
    name: 'Big Bash League',
    countryCode: 'AU',
    sides: ['Adelaide Strikers', 'Brisbane Heat', 'Hobart Hurricanes', 'Melbourne Renegades', 'Melbourne Stars', 'Perth Scorchers', 'Sydney Sixers', 'Sydney Thunder'],
  },
  {
    // a T20 league (the session lines are on 6, 10, 15 and 20 overs)
    name: 'SA20',
    countryCode: 'ZA',
    sides: ["Durban's Super Giants", 'Joburg Super Kings', 'MI Cape Town', 'Paarl Royals', 'Pretoria Capitals', 'Sunrisers Eastern Cape'],
  },
];

export const FOOTBALL: readonly Competition[] = [
  {
    name: 'Indian Super League',
    countryCode: 'IN',
    sides: [
      'Mohun Bagan SG',
      'East Bengal',
      'Bengaluru FC',
      'Mumbai City',
      'Kerala Blasters',
      'FC Goa',
      'Chennaiyin',
      'Odisha FC',
      'Jamshedpur',
      'NorthEast United',
      'Hyderabad FC',
      'Punjab FC',
    ],
  },
  {
    name: 'English Premier League',
    countryCode: 'GB',
    sides: ['Arsenal', 'Liverpool', 'Chelsea', 'Everton', 'Man City', 'Man Utd', 'Tottenham', 'Newcastle', 'Aston Villa', 'Brighton'],
  },
];

export const TENNIS: readonly Competition[] = [
  {
    name: 'ATP Pune',
    countryCode: 'IN',
    sides: ['S. Nagal', 'R. Ramanathan', 'M. Kecmanovic', 'A. Bublik', 'J. Lehecka', 'S. Korda', 'T. Machac', 'A. Rinderknech'],
  },
  {
    name: 'ATP Dubai',
    countryCode: 'AE',
    sides: ['C. Alcaraz', 'J. Sinner', 'N. Djokovic', 'D. Medvedev', 'A. Zverev', 'C. Ruud', 'H. Rune', 'T. Fritz'],
  },
];

/** Race meetings: venue and country. */
export const HORSE_VENUES: ReadonlyArray<readonly [string, string]> = [
  ['Kempton', 'GB'],
  ['Leopardstown', 'IE'],
  ['Flemington', 'AU'],
  ['Mahalaxmi', 'IN'],
  ['Ascot', 'GB'],
  ['Randwick', 'AU'],
];
export const DOG_VENUES: ReadonlyArray<readonly [string, string]> = [
  ['Romford', 'GB'],
  ['Shelbourne Park', 'IE'],
  ['The Meadows', 'AU'],
  ['Towcester', 'GB'],
];

/**
 * Horses are named like horses: a first word and a last word from two lists with no word in both
 * ('Desert Melody', 'Monsoon Prince'), or now and then a three-word name.
 */
export const HORSE_FIRST = [
  'Desert',
  'Monsoon',
  'Golden',
  'Silent',
  'Royal',
  'Noble',
  'Mystic',
  'Crimson',
  'Saffron',
  'Midnight',
  'Silver',
  'Highland',
  'Velvet',
  'Emerald',
  'Brave',
  'Lucky',
  'Rapid',
  'Indian',
] as const;
export const HORSE_LAST = [
  'Melody',
  'Prince',
  'Arrow',
  'Dancer',
  'Legend',
  'Warrior',
  'Sovereign',
  'Whisper',
  'Gambit',
  'Voyager',
  'Falcon',
  'Empress',
  'Rhythm',
  'Tempest',
  'Charm',
  'Rebel',
  'Spirit',
  'Odyssey',
] as const;
export const HORSE_THREE_WORDS = ['Sea Of Stars', 'Queen Of Hearts', 'King Of Kandy', 'Rock The Boat', 'Dance On Air', 'Son Of Thunder', 'Pride Of Pune', 'Heart Of Gold'] as const;

/** Greyhounds carry their kennel's prefix: 'Ballymac Blaze', 'Droopys Jet'. */
export const DOG_KENNELS = ['Ballymac', 'Droopys', 'Swift', 'Romeo', 'Skate', 'Burgess', 'Glengar', 'Aero', 'Kilara', 'Coolavanny', 'Salacres', 'Headford'] as const;
export const DOG_NAMES = ['Blaze', 'Rocket', 'Jet', 'Flash', 'Lion', 'Bullet', 'Ace', 'Maverick', 'Diva', 'Comet', 'Bolt', 'Ruby', 'Sky', 'Dash', 'Nova', 'Tiger'] as const;

export const JOCKEYS = ['P. Trevor', 'S. Saqlain', 'A. Sandesh', 'R. Moore', 'W. Buick', 'J. McDonald', 'O. Murphy', 'C. Williams'] as const;
export const TRAINERS = ['P. Shroff', 'S. Padmanabhan', "A. O'Brien", 'J. Gosden', 'C. Waller', 'G. Waterhouse'] as const;

/**
 * The `k`-th match of a round robin of `n` sides (n even; the circle method): within each round
 * of n/2 matches no side plays twice, and no pair meets twice in n(n-1)/2 matches running. Home
 * and away alternate by round. Returns the two sides' indexes, home first.
 */
export function roundRobin(n: number, k: number): [number, number] {
  const perRound = n / 2;
  const total = perRound * (n - 1);
  const m = ((k % total) + total) % total;
  const round = Math.floor(m / perRound);
  const i = m % perRound;
  // position p of the circle in this round: side 0 fixed, the others turned `round` places
  const at = (p: number) => (p === 0 ? 0 : 1 + ((p - 1 + round) % (n - 1)));
  const a = at(i);
  const b = at(n - 1 - i);
  return round % 2 === 0 ? [a, b] : [b, a];
}
