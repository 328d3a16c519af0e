import {
  CalendarClock,
  ChartColumn,
  ClipboardList,
  CodeXml,
  FileText,
  FolderKanban,
  LayoutDashboard,
  type LucideIcon,
  Mail,
  Package,
  Send,
  Settings,
  Users,
  Wallet,
  Zap,
} from "lucide-react";

export interface NavItem {
  title: string;
  href: string;
  icon: LucideIcon;
  /** A count shown beside the entry: "unread" is the clients' messages the studio has not read. */
  badge?: "unread";
}

/** The shell's navigation: every entry, in this order, shown to every user. */
export const MAIN_NAV: readonly NavItem[] = [
  { title: "Dashboard", href: "/", icon: LayoutDashboard },
  { title: "Clients", href: "/clients", icon: Users, badge: "unread" },
  { title: "Projects", href: "/projects", icon: FolderKanban },
  { title: "Proposals", href: "/proposals", icon: FileText },
  { title: "Packages", href: "/packages", icon: Package },
  { title: "Widget Generator", href: "/widget-generator", icon: CodeXml },
  { title: "Questionnaires", href: "/questionnaires", icon: ClipboardList },
  { title: "Scheduling", href: "/scheduling", icon: CalendarClock },
  { title: "Templates", href: "/templates", icon: Mail },
  { title: "Automations", href: "/automations", icon: Zap },
  { title: "Drip Campaigns", href: "/drip-campaigns", icon: Send },
  { title: "Reports", href: "/reports", icon: ChartColumn },
  { title: "Earnings", href: "/earnings", icon: Wallet },
];

export const SETTINGS_NAV: readonly NavItem[] = [{ title: "Settings", href: "/settings", icon: Settings }];

/** "/" is active only on itself; any other entry is active on its own path and below (/clients/42). */
export function isNavItemActive(href: string, location: string): boolean {
  if (href === "/") return location === "/";
  return location === href || location.startsWith(`${href}/`);
}

/** What a screen reader hears after the entry's name; the badge itself shows only the figure. */
export function unreadLabel(count: number): string {
  return count === 1 ? "1 unread message" : `${count.toLocaleString("en-US")} unread messages`;
}

/** The figure in the badge: past 99 it says 99+ so that it fits. */
export function badgeFigure(count: number): string {
  return count > 99 ? "99+" : String(count);
}
