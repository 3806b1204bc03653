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

/** A slide; its title and text are `slides.<set>.<id>.title|text` in the `welcome` catalogue. */
export interface WelcomeSlide {
  readonly set: 'generic' | 'host' | 'helper';
  readonly id: string;
  readonly icon: LucideIcon;
  readonly tone: 'primary' | 'accent';
}

const generic: readonly WelcomeSlide[] = [
  {
    set: 'generic',
    id: 'exchange',
    icon: HeartHandshake,
    tone: 'primary',
  },
  {
    set: 'generic',
    id: 'hosts',
    icon: HouseHeart,
    tone: 'accent',
  },
  {
    set: 'generic',
    id: 'helpers',
    icon: Backpack,
    tone: 'primary',
  },
  {
    set: 'generic',
    id: 'fair',
    icon: FileSignature,
    tone: 'accent',
  },
];

const host: readonly WelcomeSlide[] = [
  {
    set: 'host',
    id: 'place',
    icon: HouseHeart,
    tone: 'primary',
  },
  {
    set: 'host',
    id: 'chores',
    icon: ListChecks,
    tone: 'accent',
  },
  {
    set: 'host',
    id: 'agreements',
    icon: FileSignature,
    tone: 'primary',
  },
  {
    set: 'host',
    id: 'messages',
    icon: MessagesSquare,
    tone: 'accent',
  },
];

const helper: readonly WelcomeSlide[] = [
  {
    set: 'helper',
    id: 'find',
    icon: Compass,
    tone: 'accent',
  },
  {
    set: 'helper',
    id: 'agree',
    icon: FileSignature,
    tone: 'primary',
  },
  {
    set: 'helper',
    id: 'points',
    icon: Star,
    tone: 'accent',
  },
  {
    set: 'helper',
    id: 'talk',
    icon: MessagesSquare,
    tone: 'primary',
  },
];

/** The introduction for a viewer: per role when a role is known, generic otherwise. */
export function slidesFor(role: ViewerRole): readonly WelcomeSlide[] {
  if (role === 'host') return host;
  if (role === 'helper') return helper;
  return generic;
}
