import type { ViewerRole } from '@shared/routes';
import {
  Backpack,
  Compass,
  FileSignature,
  HeartHandshake,
  HouseHeart,
  ListChecks,
  type LucideIcon,
  MessagesSquare,
  Star,
} from 'lucide-react';

export interface WelcomeSlide {
  readonly id: string;
  readonly icon: LucideIcon;
  readonly title: string;
  readonly text: string;
  readonly tone: 'primary' | 'accent';
}

const generic: readonly WelcomeSlide[] = [
  {
    id: 'exchange',
    icon: HeartHandshake,
    title: 'Help in exchange for stay',
    text: 'Homestay brings together hosts who could use a hand and travellers who would love somewhere real to stay.',
    tone: 'primary',
  },
  {
    id: 'hosts',
    icon: HouseHeart,
    title: 'Hosts open their door',
    text: 'List a farm, a guesthouse or a family home, say what help you need, and welcome the helpers you choose.',
    tone: 'accent',
  },
  {
    id: 'helpers',
    icon: Backpack,
    title: 'Helpers lend a hand',
    text: 'Find a stay that fits your skills and your dates: a few hours of help a day, and a home from home in return.',
    tone: 'primary',
  },
  {
    id: 'fair',
    icon: FileSignature,
    title: 'Clear, fair and friendly',
    text: 'Agree the terms in writing, keep chores and messages in one place, and see every bit of help recognised.',
    tone: 'accent',
  },
];

const host: readonly WelcomeSlide[] = [
  {
    id: 'place',
    icon: HouseHeart,
    title: 'Your place, your pace',
    text: 'List your property, describe the help you need and the stay you offer in return.',
    tone: 'primary',
  },
  {
    id: 'chores',
    icon: ListChecks,
    title: 'Chores made simple',
    text: 'Post chores with points and due dates. Helpers mark them done; you review and approve.',
    tone: 'accent',
  },
  {
    id: 'agreements',
    icon: FileSignature,
    title: 'Agreements and onboarding',
    text: 'Send a written agreement before each stay, and welcome helpers with an induction checklist.',
    tone: 'primary',
  },
  {
    id: 'messages',
    icon: MessagesSquare,
    title: 'Always in touch',
    text: 'Private messages for every property, and a nudge when a request, a chore or an agreement needs you.',
    tone: 'accent',
  },
];

const helper: readonly WelcomeSlide[] = [
  {
    id: 'find',
    icon: Compass,
    title: 'Find your next stay',
    text: 'Browse places that could use a hand, or join one straight away with your host’s invite code.',
    tone: 'accent',
  },
  {
    id: 'agree',
    icon: FileSignature,
    title: 'Know before you go',
    text: 'Agree the hours, what is provided and the house rules in writing, before you pack a thing.',
    tone: 'primary',
  },
  {
    id: 'points',
    icon: Star,
    title: 'Help that counts',
    text: 'Finish chores, have them approved by your host, and watch your points grow.',
    tone: 'accent',
  },
  {
    id: 'talk',
    icon: MessagesSquare,
    title: 'Talk it through',
    text: 'Message your host privately about anything, before and during your stay.',
    tone: 'primary',
  },
];

/** The introduction for a viewer: per role when a role is known, generic otherwise. */
export function slidesFor(role: ViewerRole): readonly WelcomeSlide[] {
  if (role === 'host') return host;
  if (role === 'helper') return helper;
  return generic;
}
