/** The charts' tooltip, in the app's own card style, naming each figure the way the tables do. */
interface ChartTooltipProps<T> {
  /** Set by recharts when it clones this element. */
  active?: boolean;
  payload?: readonly { payload?: unknown }[];
  title: (row: T) => string;
  lines: (row: T) => readonly (readonly [string, string])[];
}

export function ChartTooltip<T>({ active, payload, title, lines }: ChartTooltipProps<T>) {
  const row = payload?.[0]?.payload as T | undefined;
  if (!active || row === undefined) return null;
  return (
    <div className="grid min-w-36 gap-1 rounded-md border bg-popover px-3 py-2 text-xs text-popover-foreground shadow-md">
      <p className="font-medium">{title(row)}</p>
      {lines(row).map(([label, value]) => (
        <p key={label} className="flex justify-between gap-4">
          <span className="text-muted-foreground">{label}</span>
          <span className="font-medium tabular-nums">{value}</span>
        </p>
      ))}
    </div>
  );
}
