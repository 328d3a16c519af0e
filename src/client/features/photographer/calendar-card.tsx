import { CalendarDays } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

/**
 * SPEC §2 Integrations' calendar connection. The Google Calendar flow ships with scheduling, so this
 * shows where it will live without calling an API that isn't there yet.
 */
export function CalendarCard() {
  return (
    <Card>
      <CardHeader>
        <div className="flex items-center gap-3">
          <span className="flex size-9 items-center justify-center rounded-lg bg-blue-50 text-primary-solid">
            <CalendarDays aria-hidden="true" className="size-5" />
          </span>
          <CardTitle>Calendar</CardTitle>
        </div>
        <CardDescription>See your bookings next to the rest of your week.</CardDescription>
        <CardAction>
          <span className="sr-only">Calendar status: </span>
          <Badge variant="secondary">Not connected</Badge>
        </CardAction>
      </CardHeader>
      <CardContent className="grid gap-4">
        <p id="calendar-sync-note" className="text-sm text-muted-foreground">
          Google Calendar sync arrives with scheduling. You'll be able to connect your calendar here then.
        </p>
        <Button variant="outline" disabled aria-describedby="calendar-sync-note" className="w-full sm:w-fit">
          Connect Google Calendar
        </Button>
      </CardContent>
    </Card>
  );
}
