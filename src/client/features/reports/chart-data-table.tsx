/**
 * A chart's text alternative: the same figures as a table that screen readers read and nobody sees.
 * The chart itself is hidden from assistive technology, so nothing is announced twice.
 *
 * The visually hidden box is a div around the table, not the table itself: a table is as wide as its
 * cells whatever width it is given, and overflow does not clip it, so an sr-only table of a year's
 * months stayed 430 px wide and scrolled a phone's page sideways.
 */
interface ChartDataTableProps {
  caption: string;
  columns: readonly string[];
  /** The first cell of each row names it (a month, a stage). */
  rows: readonly (readonly string[])[];
}

export function ChartDataTable({ caption, columns, rows }: ChartDataTableProps) {
  return (
    <div className="sr-only">
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(([label, ...cells], row) => (
            // Labels are unique in practice (months, stages); the position settles a duplicate name.
            <tr key={`${row}:${label}`}>
              <th scope="row">{label}</th>
              {cells.map((cell, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: cells are positional, like the columns.
                <td key={i}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
