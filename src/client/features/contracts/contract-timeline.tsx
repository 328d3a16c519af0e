/**
 * The contract's evidence log as a timeline: what happened, when (in the studio's zone), who, from
 * which address and browser, and each entry's hash. The hashes chain the entries together, so they are
 * shown short with the full value on hover, to compare with the signed PDF's record.
 */
import { useStudioDates } from "@/hooks/use-studio-dates";
import type { ContractEventView } from "../../../shared/proposal-contract";
import { contractEventLabel, shortHash, shortUserAgent } from "./contract-labels";
import { useContractEvents } from "./use-proposal-contract";

export function ContractTimeline({ events }: { events: readonly ContractEventView[] }) {
  const dates = useStudioDates();
  if (events.length === 0) return <p className="text-sm text-muted-foreground">Nothing recorded yet.</p>;
  return (
    <ol className="grid gap-3 border-l pl-4">
      {events.map((event) => {
        const browser = shortUserAgent(event.userAgent);
        return (
          <li key={event.hash} className="relative grid gap-0.5 text-sm">
            <span
              aria-hidden="true"
              className="absolute top-1.5 -left-[1.3rem] size-2 rounded-full bg-muted-foreground/60"
            />
            <div className="flex flex-wrap items-baseline gap-x-2">
              <span className="font-medium">{contractEventLabel(event.type)}</span>
              <time dateTime={event.at} className="text-muted-foreground">
                {dates.dateTime(event.at)}
              </time>
            </div>
            <p className="flex flex-wrap gap-x-3 text-xs text-muted-foreground">
              {event.signer ? <span>By {event.signer}</span> : null}
              {event.ip ? <span>IP {event.ip}</span> : null}
              {browser ? <span title={event.userAgent ?? undefined}>{browser}</span> : null}
              <span>
                Hash{" "}
                <code title={event.hash} className="font-mono">
                  {shortHash(event.hash)}
                </code>
              </span>
            </p>
          </li>
        );
      })}
    </ol>
  );
}

/** The timeline under its own heading, loading the log itself. */
export function ContractHistory({ proposalId, headingId }: { proposalId: string; headingId: string }) {
  const events = useContractEvents(proposalId, true);
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <h4 id={headingId} className="text-sm font-medium">
        History
      </h4>
      {events.isError ? (
        <p className="text-sm text-destructive">The history could not be loaded.</p>
      ) : events.data ? (
        <ContractTimeline events={events.data} />
      ) : (
        <p className="text-sm text-muted-foreground">Loading the history…</p>
      )}
    </section>
  );
}
