import { ClipboardList } from "lucide-react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import type { PortalView } from "../../../shared/portal";
import { moment } from "./portal-dates";
import { PortalEmpty, PortalItem, PortalSection } from "./portal-section";

/** The questionnaires sent to the client: the ones to fill in, and the answers already given. */
export function QuestionnairesSection({ questionnaires }: { questionnaires: PortalView["questionnaires"] }) {
  return (
    <PortalSection icon={ClipboardList} title="Questionnaires">
      {questionnaires.length === 0 ? (
        <PortalEmpty>No questionnaires for you right now.</PortalEmpty>
      ) : (
        <ul className="space-y-3">
          {questionnaires.map((q) => {
            const isDone = q.status === "Completed";
            return (
              <PortalItem
                key={q.id}
                title={q.template.title}
                badge={{ label: q.status, variant: isDone ? "success" : "warning" }}
                action={
                  <Button
                    asChild
                    size={isDone ? "default" : "lg"}
                    variant={isDone ? "outline" : "default"}
                    className={
                      isDone
                        ? "w-full sm:w-auto"
                        : "w-full bg-(--brand) text-(--brand-fg) hover:bg-(--brand-hover) sm:w-auto"
                    }
                  >
                    <Link href={`/client-portal/questionnaires/${encodeURIComponent(q.id)}`}>
                      {isDone ? "View answers" : "Fill in"}
                      <span className="sr-only"> {q.template.title}</span>
                    </Link>
                  </Button>
                }
              >
                {q.template.description ? (
                  <p className="text-sm text-muted-foreground">{q.template.description}</p>
                ) : null}
                {isDone && q.completedAt ? (
                  <p className="text-xs text-muted-foreground">
                    Completed {moment(q.completedAt, "MMMM d, yyyy")}
                  </p>
                ) : null}
              </PortalItem>
            );
          })}
        </ul>
      )}
    </PortalSection>
  );
}
