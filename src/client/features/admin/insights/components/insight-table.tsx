import type { ReactNode } from 'react';
import { cn } from '../../../../lib/cn.ts';
import { useTexts } from '../../../../lib/language.ts';
import { INSIGHTS_TEXTS } from '../strings.ts';

/** A cell: its content, and whether it is a number (set right, in even figures). */
export type TableCell = ReactNode | { value: ReactNode; numeric: true };

const isNumeric = (cell: TableCell): cell is { value: ReactNode; numeric: true } =>
  typeof cell === 'object' && cell !== null && 'numeric' in cell;

/** A number cell. */
export const num = (value: ReactNode): TableCell => ({ value, numeric: true });

/**
 * A chart's numbers as a table, for whoever does not read the canvas: a caption, one header row,
 * and each row's first cell its header. A table wider than a phone scrolls on its own rather
 * than the page, and takes focus so that it can be scrolled by keyboard too.
 */
export function InsightTable({
  caption,
  head,
  rows,
}: {
  caption: string;
  head: TableCell[];
  rows: TableCell[][];
}) {
  const t = useTexts(INSIGHTS_TEXTS);
  const table = (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead className="bg-gray-50">
        <tr>
          {head.map((cell, index) => (
            <th
              // biome-ignore lint/suspicious/noArrayIndexKey: a header row's columns are fixed.
              key={index}
              scope="col"
              className={cn('p-2 font-semibold', isNumeric(cell) && 'text-right')}
            >
              {isNumeric(cell) ? cell.value : cell}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-gray-200">
        {rows.map((row, rowIndex) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are redrawn whole with the figures.
          <tr key={rowIndex}>
            {row.map((cell, index) => {
              const content = isNumeric(cell) ? cell.value : cell;
              const className = cn(
                'p-2',
                isNumeric(cell) && 'text-right whitespace-nowrap tabular-nums',
              );
              return index === 0 ? (
                <th
                  // biome-ignore lint/suspicious/noArrayIndexKey: a row's columns are fixed.
                  key={index}
                  scope="row"
                  // A week or a name stays on one line; a cell with more in it may wrap.
                  className={cn(
                    className,
                    'font-normal',
                    typeof content === 'string' && 'whitespace-nowrap',
                  )}
                >
                  {content}
                </th>
              ) : (
                <td
                  // biome-ignore lint/suspicious/noArrayIndexKey: a row's columns are fixed.
                  key={index}
                  className={className}
                >
                  {content}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
  return (
    <section
      aria-label={t.tableRegion(caption)}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways must take focus to be scrolled by keyboard.
      tabIndex={0}
      className="overflow-x-auto rounded-md border border-gray-200 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
    >
      {table}
    </section>
  );
}
