import { LogOut } from "lucide-react";
import { Link, useLocation } from "wouter";
import {
  Sidebar,
  SidebarContent,
  SidebarFooter,
  SidebarGroup,
  SidebarGroupContent,
  SidebarHeader,
  SidebarMenu,
  SidebarMenuBadge,
  SidebarMenuButton,
  SidebarMenuItem,
  SidebarSeparator,
} from "@/components/ui/sidebar";
import { useLogout } from "@/hooks/use-logout";
import { useUnreadCount } from "@/hooks/use-unread-count";
import type { SessionUser } from "../../../shared/auth";
import { FocalMark } from "./focal-logo";
import { badgeFigure, isNavItemActive, MAIN_NAV, type NavItem, SETTINGS_NAV, unreadLabel } from "./nav-items";

const ROLE_LABELS: Record<SessionUser["role"], string> = {
  PHOTOGRAPHER: "Photographer",
  CLIENT: "Client",
};

function NavMenu({
  items,
  location,
  unread = 0,
}: {
  items: readonly NavItem[];
  location: string;
  unread?: number;
}) {
  return (
    <SidebarMenu>
      {items.map(({ title, href, icon: Icon, badge }) => {
        const active = isNavItemActive(href, location);
        const count = badge === "unread" ? unread : 0;
        const badgeId = `nav-badge-${href.replace(/\W+/g, "") || "home"}`;
        return (
          <SidebarMenuItem key={href}>
            <SidebarMenuButton
              asChild
              isActive={active}
              tooltip={count > 0 ? `${title} (${unreadLabel(count)})` : title}
            >
              <Link
                href={href}
                aria-current={active ? "page" : undefined}
                // The entry keeps its plain name; the count is read as its description.
                aria-describedby={count > 0 ? badgeId : undefined}
              >
                <Icon aria-hidden="true" />
                <span>{title}</span>
              </Link>
            </SidebarMenuButton>
            {count > 0 ? (
              <>
                <SidebarMenuBadge className="top-1.5 bg-primary-solid text-primary-foreground">
                  <span aria-hidden="true">{badgeFigure(count)}</span>
                  <span id={badgeId} className="sr-only">
                    {unreadLabel(count)}
                  </span>
                </SidebarMenuBadge>
                {/* Folded to icons the badge is hidden: a dot on the icon stands for it. */}
                <span
                  aria-hidden="true"
                  className="pointer-events-none absolute top-1 right-1 hidden size-2 rounded-full bg-primary-solid group-data-[collapsible=icon]:block"
                />
              </>
            ) : null}
          </SidebarMenuItem>
        );
      })}
    </SidebarMenu>
  );
}

function UserFooter({ user }: { user: SessionUser }) {
  const logout = useLogout();
  const initial = user.email.charAt(0).toUpperCase();
  return (
    <SidebarFooter className="border-t border-sidebar-border">
      <div
        data-testid="sidebar-user"
        className="flex items-center gap-2.5 rounded-md px-1 py-1.5 group-data-[collapsible=icon]:justify-center group-data-[collapsible=icon]:px-0"
      >
        <span
          aria-hidden="true"
          className="flex size-8 shrink-0 items-center justify-center rounded-full bg-blue-100 text-sm font-semibold text-blue-800"
        >
          {initial}
        </span>
        <div className="grid min-w-0 flex-1 leading-tight group-data-[collapsible=icon]:hidden">
          <span className="truncate text-sm font-medium" title={user.email}>
            {user.email}
          </span>
          <span className="truncate text-xs text-muted-foreground">{ROLE_LABELS[user.role]}</span>
        </div>
      </div>
      <SidebarMenu>
        <SidebarMenuItem>
          <SidebarMenuButton tooltip="Logout" disabled={logout.isPending} onClick={() => logout.mutate()}>
            <LogOut aria-hidden="true" />
            <span>Logout</span>
          </SidebarMenuButton>
        </SidebarMenuItem>
      </SidebarMenu>
    </SidebarFooter>
  );
}

export function AppSidebar({ user }: { user: SessionUser }) {
  const [location] = useLocation();
  const unread = useUnreadCount();
  return (
    <Sidebar collapsible="icon" mobileTitle="Focal navigation">
      <SidebarHeader className="border-b border-sidebar-border">
        <div className="flex h-12 items-center gap-2.5 px-1 group-data-[collapsible=icon]:px-0">
          <FocalMark className="size-8" />
          <div className="grid min-w-0 leading-tight group-data-[collapsible=icon]:hidden">
            <span className="truncate text-base font-semibold tracking-tight">Focal</span>
            <span className="truncate text-xs text-muted-foreground">Photography CRM</span>
          </div>
        </div>
      </SidebarHeader>
      <SidebarContent>
        <nav aria-label="Main">
          <SidebarGroup>
            <SidebarGroupContent>
              <NavMenu items={MAIN_NAV} location={location} unread={unread} />
            </SidebarGroupContent>
          </SidebarGroup>
          <SidebarSeparator />
          <SidebarGroup>
            <SidebarGroupContent>
              <NavMenu items={SETTINGS_NAV} location={location} />
            </SidebarGroupContent>
          </SidebarGroup>
        </nav>
      </SidebarContent>
      <UserFooter user={user} />
    </Sidebar>
  );
}
