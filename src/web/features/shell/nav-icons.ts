import type { TabId } from '@shared/navigation';
import {
  Compass,
  FileText,
  Gift,
  Handshake,
  House,
  HouseHeart,
  Inbox,
  LayoutDashboard,
  ListChecks,
  LogOut,
  type LucideIcon,
  MessagesSquare,
  Search,
  ShieldAlert,
  Sparkles,
  Star,
  UserCog,
  UserRound,
  Users,
} from 'lucide-react';

export const tabIcons: Record<TabId, LucideIcon> = {
  home: House,
  chores: ListChecks,
  inbox: Inbox,
  property: HouseHeart,
  profile: UserRound,
  explore: Compass,
};

const menuIcons: Record<string, LucideIcon> = {
  dashboard: LayoutDashboard,
  chores: ListChecks,
  messages: MessagesSquare,
  properties: HouseHeart,
  exchangeSetup: Handshake,
  viewHelpers: Users,
  manageHelpers: UserCog,
  profile: UserRound,
  terms: FileText,
  rewards: Gift,
  reviews: Star,
  myProperties: HouseHeart,
  findProperties: Search,
  chooseRole: Sparkles,
  logout: LogOut,
};

/** The icon of a drawer menu item, by its id in `@shared/navigation`. */
export const menuIcon = (id: string): LucideIcon => menuIcons[id] ?? Compass;

/** The operators' Moderation item (not in @shared/navigation: only GET /api/admin/me decides it). */
export const moderationIcon: LucideIcon = ShieldAlert;
