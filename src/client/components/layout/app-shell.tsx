/**
 * The signed-in photographer's frame: the sidebar, a top bar and the page. Loaded as its own chunk,
 * so public pages and the sign-in screens never download it.
 */
import { Menu } from "lucide-react";
import type * as React from "react";
import { useLocation } from "wouter";
import { Separator } from "@/components/ui/separator";
import { SidebarInset, SidebarProvider, SidebarTrigger, useSidebar } from "@/components/ui/sidebar";
import { TooltipProvider } from "@/components/ui/tooltip";
import type { SessionUser } from "../../../shared/auth";
import { AppSidebar } from "./app-sidebar";
import { FocalLogo } from "./focal-logo";

function TopBar({ user }: { user: SessionUser }) {
  const { isMobile } = useSidebar();
  return (
    <header className="sticky top-0 z-20 flex h-14 shrink-0 items-center gap-2 border-b bg-background/90 px-3 backdrop-blur supports-[backdrop-filter]:bg-background/75 md:h-16 md:px-4">
      <SidebarTrigger className="-ml-1">{isMobile ? <Menu aria-hidden="true" /> : undefined}</SidebarTrigger>
      <Separator orientation="vertical" className="mr-1 data-[orientation=vertical]:h-4" />
      {isMobile ? (
        <FocalLogo markClassName="size-7" />
      ) : (
        <span className="truncate text-sm text-muted-foreground">{user.businessName ?? user.email}</span>
      )}
    </header>
  );
}

export default function AppShell({ user, children }: { user: SessionUser; children: React.ReactNode }) {
  const [location] = useLocation();
  return (
    <TooltipProvider>
      <SidebarProvider mobileResetKey={location}>
        <a
          href="#main-content"
          className="sr-only z-50 rounded-md bg-background px-3 py-2 text-sm font-medium shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          Skip to content
        </a>
        <AppSidebar user={user} />
        <SidebarInset>
          <TopBar user={user} />
          <main
            id="main-content"
            tabIndex={-1}
            className="flex-1 px-4 py-6 outline-none sm:px-6 md:px-8 md:py-8"
          >
            <div className="mx-auto w-full max-w-6xl">{children}</div>
          </main>
        </SidebarInset>
      </SidebarProvider>
    </TooltipProvider>
  );
}
