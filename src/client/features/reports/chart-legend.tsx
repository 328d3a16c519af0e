/** A chart's key: a colour swatch beside each series' name (the names also appear in the tooltip). */
export function ChartLegend({ items }: { items: readonly (readonly [label: string, color: string])[] }) {
  return (
    <ul className="mb-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
      {items.map(([label, color]) => (
        <li key={label} className="flex items-center gap-1.5">
          <span className="size-2.5 rounded-sm" style={{ backgroundColor: color }} />
          {label}
        </li>
      ))}
    </ul>
  );
}
