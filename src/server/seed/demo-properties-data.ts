import type { PropertyType, Provision } from '@shared/api/property-fields';
import type { Scene } from './demo-photos';

// The demo properties as data: hosts, listings and their terms (issue 5's
// Explore needs a world of them). demo-properties.ts writes them.

export const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

export type DemoHost = { key: string; email: string; fullName: string; bio: string; city: string };

export const EXTRA_HOSTS: readonly DemoHost[] = [
  {
    key: 'marta',
    email: 'marta@demo.test',
    fullName: 'Marta Oliveira',
    bio: 'Olive grower in the Algarve; my farm runs on solar power and good coffee.',
    city: 'Tavira',
  },
  {
    key: 'kenji',
    email: 'kenji@demo.test',
    fullName: 'Kenji Watanabe',
    bio: 'I keep a small guesthouse in Kyoto and a vegetable garden in the hills.',
    city: 'Kyoto',
  },
  {
    key: 'amara',
    email: 'amara@demo.test',
    fullName: 'Amara Mensah',
    bio: 'Eco-lodge host and surfer. Ask me about sea turtles.',
    city: 'Nosara',
  },
  {
    key: 'lucas',
    email: 'lucas@demo.test',
    fullName: 'Lucas Bernard',
    bio: 'Canal boat restorer and part-time baker.',
    city: 'Toulouse',
  },
];

export type DemoTerms = {
  hoursPerWeek: number;
  daysPerWeek: number;
  provides: Provision[];
  minStayDays: number;
  maxStayDays: number;
  /** Days from today. */
  from: number;
  to: number;
  skillsWanted: string[];
  questions: string[];
  clauses: string[];
  points: number;
};

export type DemoProperty = {
  key: string;
  /** 'demo-host' or an EXTRA_HOSTS key. */
  host: string;
  title: string;
  type: PropertyType;
  city: string;
  region: string | null;
  country: string;
  address: string;
  postalCode: string;
  /** Where the host put the pin (issue 18): a real spot near the address. */
  pin: { lat: number; lng: number };
  description: string;
  amenities: string[];
  houseRules: string;
  helpersWanted: number;
  status: 'listed' | 'paused';
  /** Days ago it was listed (Explore's default order). */
  listedDaysAgo: number;
  scenes: Scene[];
  terms: DemoTerms;
};

const standardTerms = (overrides: Partial<DemoTerms>): DemoTerms => ({
  hoursPerWeek: 20,
  daysPerWeek: 5,
  provides: ['private_room', 'meals', 'wifi'],
  minStayDays: 14,
  maxStayDays: 60,
  from: 3,
  to: 240,
  skillsWanted: [],
  questions: ['Tell us a little about yourself and why you would like to come.'],
  clauses: ['Quiet hours from 10 pm to 7 am.', 'Tell the host a week ahead if your plans change.'],
  points: 10,
  ...overrides,
});

export const DEMO_PROPERTIES: readonly DemoProperty[] = [
  {
    key: 'orchard-hill',
    host: 'demo-host',
    title: 'Orchard Hill Farm',
    type: 'farm',
    city: 'Asheville',
    region: 'North Carolina',
    country: 'US',
    address: '12 Orchard Road',
    postalCode: '28801',
    pin: { lat: 35.6418, lng: -82.4927 }, // farmland north-east of Asheville
    description:
      'Ten acres of apple and pear trees, six goats, two beehives and a big vegetable garden in the Blue Ridge foothills. Help with feeding the animals, picking and the farm stand on Saturdays.',
    amenities: ['Garden', 'Washing machine', 'Bicycles', 'Wood stove'],
    houseRules: 'No smoking anywhere on the farm. Dogs stay out of the hen run.',
    helpersWanted: 2,
    status: 'listed',
    listedDaysAgo: 6,
    scenes: ['farm', 'forest', 'house'],
    terms: standardTerms({
      hoursPerWeek: 25,
      provides: ['private_room', 'meals', 'wifi', 'laundry', 'bike'],
      skillsWanted: ['Animal care', 'Gardening', 'Carpentry'],
      questions: [
        'Have you worked with animals before?',
        'Do you have any allergies (bees, hay, animals)?',
      ],
      clauses: ['Helpers feed the goats on a shared rota.', 'Quiet hours from 10 pm to 6 am.'],
      points: 15,
    }),
  },
  {
    key: 'blue-ridge-guesthouse',
    host: 'demo-host',
    title: 'Blue Ridge Guesthouse',
    type: 'guesthouse',
    city: 'Black Mountain',
    region: 'North Carolina',
    country: 'US',
    address: '301 Laurel Lane',
    postalCode: '28711',
    pin: { lat: 35.6142, lng: -82.3268 }, // Black Mountain
    description:
      'A six-room guesthouse with a porch facing the mountains. Mornings are breakfast service and turning rooms around; afternoons are yours for hiking.',
    amenities: ['Porch', 'Shared kitchen', 'Fast wifi'],
    houseRules: 'Guests come first at breakfast. Shoes off upstairs.',
    helpersWanted: 1,
    status: 'listed',
    listedDaysAgo: 2,
    scenes: ['house', 'mountain'],
    terms: standardTerms({
      hoursPerWeek: 18,
      provides: ['private_room', 'kitchen_access', 'wifi', 'laundry'],
      minStayDays: 21,
      maxStayDays: 90,
      skillsWanted: ['Hospitality', 'Cooking'],
      questions: ['Have you worked in hospitality?', 'Which months are you free?'],
    }),
  },
  {
    key: 'lakeside-cabin',
    host: 'demo-host',
    title: 'Lakeside Cabin',
    type: 'house',
    city: 'Lake Lure',
    region: 'North Carolina',
    country: 'US',
    address: '5 Shoreline Drive',
    postalCode: '28746',
    pin: { lat: 35.4371, lng: -82.2085 }, // the shore of Lake Lure
    description: 'A small log cabin by the lake that needs a new deck before summer.',
    amenities: ['Canoe', 'Fire pit'],
    houseRules: 'Life jackets on the water, always.',
    helpersWanted: 1,
    status: 'paused',
    listedDaysAgo: 30,
    scenes: ['forest'],
    terms: standardTerms({
      provides: ['shared_room', 'kitchen_access'],
      skillsWanted: ['Carpentry'],
    }),
  },
  {
    key: 'tavira-olives',
    host: 'marta',
    title: 'Olive grove by the sea',
    type: 'farm',
    city: 'Tavira',
    region: 'Algarve',
    country: 'PT',
    address: 'Sítio das Oliveiras',
    postalCode: '8800-601',
    pin: { lat: 37.1462, lng: -7.6283 }, // the hills behind Tavira
    description:
      'Harvest olives, prune almond trees and help in the small farm shop, ten minutes from the beach.',
    amenities: ['Pool', 'Garden'],
    houseRules: 'Siesta is sacred between 2 and 4 pm.',
    helpersWanted: 3,
    status: 'listed',
    listedDaysAgo: 9,
    scenes: ['farm', 'house'],
    terms: standardTerms({
      provides: ['private_room', 'meals', 'wifi', 'bike'],
      from: 10,
      to: 200,
    }),
  },
  {
    key: 'lisbon-hostel',
    host: 'marta',
    title: 'Hostel in Alfama',
    type: 'hostel',
    city: 'Lisbon',
    region: null,
    country: 'PT',
    address: 'Rua de São Miguel 14',
    postalCode: '1100-544',
    pin: { lat: 38.7118, lng: -9.1296 }, // Alfama
    description:
      'A lively 30-bed hostel in the old town. Reception shifts, walking tours and the Friday dinner.',
    amenities: ['Rooftop terrace', 'Lockers'],
    houseRules: 'No guests in the staff room.',
    helpersWanted: 4,
    status: 'listed',
    listedDaysAgo: 1,
    scenes: ['hostel'],
    terms: standardTerms({
      hoursPerWeek: 24,
      provides: ['shared_room', 'kitchen_access', 'wifi'],
      minStayDays: 30,
      maxStayDays: 120,
      skillsWanted: ['Languages', 'Reception'],
    }),
  },
  {
    key: 'kyoto-guesthouse',
    host: 'kenji',
    title: 'Machiya guesthouse',
    type: 'guesthouse',
    city: 'Kyoto',
    region: 'Kansai',
    country: 'JP',
    address: '3 Higashiyama',
    postalCode: '605-0862',
    pin: { lat: 34.9981, lng: 135.7789 }, // Higashiyama
    description:
      'A restored wooden townhouse with four guest rooms and a moss garden that needs patient hands.',
    amenities: ['Tatami rooms', 'Garden', 'Bicycles'],
    houseRules: 'Slippers inside; no shoes on the tatami.',
    helpersWanted: 1,
    status: 'listed',
    listedDaysAgo: 4,
    scenes: ['house', 'forest'],
    terms: standardTerms({
      provides: ['private_room', 'meals', 'bike', 'lessons'],
      skillsWanted: ['Gardening'],
    }),
  },
  {
    key: 'hokkaido-farm',
    host: 'kenji',
    title: 'Vegetable farm in the hills',
    type: 'farm',
    city: 'Furano',
    region: 'Hokkaido',
    country: 'JP',
    address: 'Kitanomine 8',
    postalCode: '076-0034',
    pin: { lat: 43.3605, lng: 142.419 }, // the hills east of Furano
    description: 'Melons, potatoes and lavender. Early mornings, big breakfasts.',
    amenities: ['Onsen nearby'],
    houseRules: 'Boots off at the door.',
    helpersWanted: 2,
    status: 'listed',
    listedDaysAgo: 12,
    scenes: ['farm', 'mountain'],
    terms: standardTerms({
      hoursPerWeek: 30,
      daysPerWeek: 6,
      provides: ['shared_room', 'meals'],
      from: 30,
      to: 150,
    }),
  },
  {
    key: 'nosara-lodge',
    host: 'amara',
    title: 'Jungle eco-lodge',
    type: 'guesthouse',
    city: 'Nosara',
    region: 'Guanacaste',
    country: 'CR',
    address: 'Playa Guiones',
    postalCode: '50206',
    pin: { lat: 9.9427, lng: -85.6626 }, // Playa Guiones
    description:
      'Bamboo cabins between the jungle and the surf. Help with the garden, the yoga deck and the turtle patrol.',
    amenities: ['Surfboards', 'Yoga deck'],
    houseRules: 'Leave no trace on the beach.',
    helpersWanted: 3,
    status: 'listed',
    listedDaysAgo: 3,
    scenes: ['forest', 'house'],
    terms: standardTerms({
      provides: ['shared_room', 'meals', 'wifi', 'lessons'],
      minStayDays: 21,
    }),
  },
  {
    key: 'accra-house',
    host: 'amara',
    title: 'Family house with a courtyard',
    type: 'house',
    city: 'Accra',
    region: 'Greater Accra',
    country: 'GH',
    address: '17 Osu Avenue',
    postalCode: 'GA-123',
    pin: { lat: 5.556, lng: -0.182 }, // Osu
    description: 'Help our kids with English homework and paint the courtyard mural.',
    amenities: ['Courtyard', 'Hammocks'],
    houseRules: 'Dinner together at seven.',
    helpersWanted: 1,
    status: 'listed',
    listedDaysAgo: 15,
    scenes: ['house'],
    terms: standardTerms({
      hoursPerWeek: 15,
      provides: ['private_room', 'meals', 'laundry'],
      skillsWanted: ['Teaching', 'Painting'],
    }),
  },
  {
    key: 'canal-boat',
    host: 'lucas',
    title: 'Canal boat restoration',
    type: 'boat',
    city: 'Toulouse',
    region: 'Occitanie',
    country: 'FR',
    address: 'Port Saint-Sauveur',
    postalCode: '31400',
    pin: { lat: 43.5945, lng: 1.4579 }, // Port Saint-Sauveur on the Canal du Midi
    description:
      'Sand, varnish and paint a 1930s péniche on the Canal du Midi. Fresh bread every morning.',
    amenities: ['Bikes', 'Canal towpath'],
    houseRules: 'Life jackets on deck when moving.',
    helpersWanted: 2,
    status: 'listed',
    listedDaysAgo: 7,
    scenes: ['boat'],
    terms: standardTerms({
      provides: ['private_room', 'meals', 'bike'],
      skillsWanted: ['Woodwork', 'Painting'],
    }),
  },
  {
    key: 'fjord-house',
    host: 'lucas',
    title: 'Red house on the fjord',
    type: 'house',
    city: 'Bergen',
    region: 'Vestland',
    country: 'NO',
    address: 'Fjordveien 2',
    postalCode: '5003',
    pin: { lat: 60.4109, lng: 5.32 }, // Sandviken, on the fjord north of Bergen's centre
    description: 'Chop wood, tend sheep and repaint the boathouse. Northern lights in winter.',
    amenities: ['Sauna', 'Rowing boat'],
    houseRules: 'Sauna is shared; book a slot.',
    helpersWanted: 1,
    status: 'listed',
    listedDaysAgo: 20,
    scenes: ['mountain', 'house'],
    terms: standardTerms({
      provides: ['private_room', 'meals', 'wifi', 'car_use'],
      from: 60,
      to: 300,
    }),
  },
  {
    key: 'granada-hostel',
    host: 'marta',
    title: 'Cave hostel in Sacromonte',
    type: 'hostel',
    city: 'Granada',
    region: 'Andalusia',
    country: 'ES',
    address: 'Camino del Sacromonte 9',
    postalCode: '18010',
    pin: { lat: 37.1808, lng: -3.5862 }, // Sacromonte
    description:
      'Whitewashed caves with a view of the Alhambra. Help at breakfast and with the flamenco nights.',
    amenities: ['Terrace', 'Guitar'],
    houseRules: 'Music stops at midnight.',
    helpersWanted: 2,
    status: 'listed',
    listedDaysAgo: 5,
    scenes: ['hostel', 'mountain'],
    terms: standardTerms({
      provides: ['shared_room', 'kitchen_access', 'wifi'],
      minStayDays: 14,
      maxStayDays: 45,
    }),
  },
];
