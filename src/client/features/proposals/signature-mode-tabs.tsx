/**
 * The Draw / Type switch above the signature. A hand-rolled WAI-ARIA tab list rather than Radix Tabs:
 * Radix brings roving focus, collection and presence (about 8 kB gzipped) to a page whose first load
 * must stay under 120 kB on a phone, for a switch with two options. Both panels stay mounted so a
 * drawn signature survives a look at the typed one.
 */
import { Keyboard, PenLine } from "lucide-react";
import { type KeyboardEvent, type ReactNode, useRef } from "react";

export type SignatureMode = "draw" | "type";

const MODES: readonly { value: SignatureMode; label: string; icon: typeof PenLine }[] = [
  { value: "draw", label: "Draw", icon: PenLine },
  { value: "type", label: "Type", icon: Keyboard },
];

const TRIGGER =
  "inline-flex h-full flex-1 items-center justify-center gap-1.5 rounded-md border border-transparent px-2 py-1 text-sm font-medium whitespace-nowrap text-foreground/70 transition-[color,box-shadow] outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring disabled:pointer-events-none disabled:opacity-50 aria-selected:bg-background aria-selected:text-foreground aria-selected:shadow-sm [&_svg]:size-4 [&_svg]:shrink-0";

export function SignatureModeTabs({
  mode,
  onModeChange,
  disabled,
  draw,
  type,
}: {
  mode: SignatureMode;
  onModeChange: (mode: SignatureMode) => void;
  disabled?: boolean;
  draw: ReactNode;
  type: ReactNode;
}) {
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = MODES.findIndex((m) => m.value === mode);
    const next =
      event.key === "ArrowRight"
        ? (index + 1) % MODES.length
        : event.key === "ArrowLeft"
          ? (index - 1 + MODES.length) % MODES.length
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? MODES.length - 1
              : -1;
    const target = MODES[next];
    if (!target) return;
    event.preventDefault();
    onModeChange(target.value);
    tabs.current[next]?.focus();
  };

  return (
    <div className="flex flex-col gap-3">
      <div
        role="tablist"
        aria-label="Signature style"
        onKeyDown={onKeyDown}
        className="grid h-10 w-full grid-cols-2 items-center rounded-lg bg-muted p-[3px] text-muted-foreground sm:w-64"
      >
        {MODES.map(({ value, label, icon: Icon }, i) => (
          <button
            key={value}
            ref={(el) => {
              tabs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`signature-tab-${value}`}
            aria-selected={mode === value}
            aria-controls={`signature-panel-${value}`}
            tabIndex={mode === value ? 0 : -1}
            disabled={disabled}
            onClick={() => onModeChange(value)}
            className={TRIGGER}
          >
            <Icon aria-hidden="true" />
            {label}
          </button>
        ))}
      </div>
      {MODES.map(({ value }) => (
        <div
          key={value}
          role="tabpanel"
          id={`signature-panel-${value}`}
          aria-labelledby={`signature-tab-${value}`}
          hidden={mode !== value}
          className="rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          {value === "draw" ? draw : type}
        </div>
      ))}
    </div>
  );
}
