/**
 * The three things a photographer starts most often from home: a client, a proposal, the booking link.
 * On a phone the three share one row, so their icons give way to the words.
 */
import { FilePlus2, Link2, UserPlus } from "lucide-react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { toast } from "@/hooks/use-toast";

/** The link clients book themselves with. */
const bookingLink = (publicToken: string) => `${window.location.origin}/booking/calendar/${publicToken}`;

export function QuickActions({ publicToken }: { publicToken: string | null | undefined }) {
  const share = async () => {
    if (!publicToken) return;
    const link = bookingLink(publicToken);
    try {
      await navigator.clipboard.writeText(link);
      toast({ title: "Copied!", description: "Your booking link is ready to paste." });
    } catch {
      // Without clipboard access the link itself is the next best thing: it can be selected from the toast.
      toast({ title: "Your booking link", description: link });
    }
  };

  return (
    <nav
      aria-label="Quick actions"
      className="grid w-full grid-cols-[1fr_1fr_1.25fr] gap-2 sm:flex sm:w-auto"
    >
      <Button variant="outline" className="px-2 sm:px-3" onClick={share} disabled={!publicToken}>
        <Link2 aria-hidden="true" className="hidden sm:block" />
        <span className="truncate">
          Share<span className="hidden sm:inline"> booking</span> link
        </span>
      </Button>
      <Button asChild variant="outline" className="px-2 sm:px-3">
        <Link href="/clients">
          <UserPlus aria-hidden="true" className="hidden sm:block" />
          <span className="truncate">New client</span>
        </Link>
      </Button>
      <Button asChild className="px-2 sm:px-3">
        <Link href="/proposals/new">
          <FilePlus2 aria-hidden="true" className="hidden sm:block" />
          <span className="truncate">New proposal</span>
        </Link>
      </Button>
    </nav>
  );
}
