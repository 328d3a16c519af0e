import type { LucideIcon } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent } from "@/components/ui/card";

interface ComingSoonTabProps {
  icon: LucideIcon;
  title: string;
  /** What this section will let the photographer do, so the empty card still says something useful. */
  description: string;
  badge: string;
}

/** A settings section that hasn't shipped: a calm card instead of a form that can't save. */
export function ComingSoonTab({ icon: Icon, title, description, badge }: ComingSoonTabProps) {
  return (
    <Card className="border-dashed border-slate-300 bg-slate-50/40 shadow-none">
      <CardContent className="flex flex-col items-center gap-3 py-12 text-center sm:py-16">
        <span className="flex size-12 items-center justify-center rounded-full bg-blue-50 text-primary-solid">
          <Icon aria-hidden="true" className="size-6" />
        </span>
        <div className="flex flex-col items-center gap-2">
          <h2 className="text-base font-semibold">{title}</h2>
          <Badge variant="info">{badge}</Badge>
        </div>
        <p className="max-w-md text-sm text-muted-foreground">{description}</p>
      </CardContent>
    </Card>
  );
}
