import { Ellipsis } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import type { ComponentType } from 'react';
import { buttonVariants } from '../../../../components/ui/button.tsx';
import { cn } from '../../../../lib/cn.ts';

export type RowMenuItem = {
  key: string;
  label: string;
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;
  destructive?: boolean;
  onSelect: () => void;
};

const item =
  'flex min-h-11 cursor-default items-center gap-2 rounded px-3 text-sm outline-none select-none data-[disabled]:opacity-50 data-[highlighted]:bg-gray-100';

/**
 * A row's less frequent actions behind one button, so a row stays one line. A destructive item
 * comes last, apart from the others, so it is not chosen by a slip.
 */
export function RowMenu({
  label,
  items,
  disabled,
}: {
  label: string;
  items: RowMenuItem[];
  disabled: boolean;
}) {
  const safe = items.filter((entry) => !entry.destructive);
  const destructive = items.filter((entry) => entry.destructive);
  const render = ({ key, label: name, icon: Icon, destructive: red, onSelect }: RowMenuItem) => (
    <DropdownMenu.Item
      key={key}
      disabled={disabled}
      onSelect={onSelect}
      className={cn(item, red && 'text-red-800 data-[highlighted]:bg-red-50')}
    >
      <Icon className="size-4" aria-hidden />
      {name}
    </DropdownMenu.Item>
  );
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        aria-label={label}
        title={label}
        className={buttonVariants('ghost', 'px-3')}
      >
        <Ellipsis className="size-4" aria-hidden />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={4}
          className="z-50 min-w-44 rounded-md border border-gray-200 bg-white p-1 shadow-lg"
        >
          {safe.map(render)}
          {safe.length > 0 && destructive.length > 0 ? (
            <DropdownMenu.Separator className="my-1 h-px bg-gray-200" />
          ) : null}
          {destructive.map(render)}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
