import { Pencil, Power, PowerOff, Trash2 } from 'lucide-react';
import { Badge } from '../../../../components/ui/badge.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { useTexts } from '../../../../lib/language.ts';
import type { LabelItem } from '../api/list-labels.ts';
import { LABELS_TEXTS } from '../strings.ts';

/** One label: its colour, name, description and state, with its actions. */
export function LabelRow({
  label,
  busy,
  onToggle,
  onEdit,
  onDelete,
}: {
  label: LabelItem;
  busy: boolean;
  onToggle: () => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const t = useTexts(LABELS_TEXTS);
  const toggle = label.isActive ? t.disable : t.enable;
  return (
    <div className="flex flex-wrap items-center gap-3 p-3">
      <span
        aria-hidden="true"
        className="size-6 shrink-0 rounded-full border border-gray-300"
        style={{ backgroundColor: label.color }}
      />
      {/* Room for a name and a line of description before the actions wrap below them. */}
      <div className="flex min-w-48 flex-1 flex-col gap-0.5">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-medium break-words text-gray-900">{label.name}</h3>
          {label.isActive ? null : <Badge>{t.disabled}</Badge>}
        </div>
        <p className="text-sm break-words text-gray-700">
          {label.description || <span className="text-gray-600 italic">{t.noDescription}</span>}
        </p>
      </div>
      <div className="flex flex-wrap gap-1">
        <Button
          variant="outline"
          aria-label={t.actionOn(toggle, label.name)}
          disabled={busy}
          focusableWhenDisabled
          onClick={onToggle}
        >
          {label.isActive ? (
            <PowerOff className="size-4" aria-hidden="true" />
          ) : (
            <Power className="size-4" aria-hidden="true" />
          )}
          {toggle}
        </Button>
        <Button variant="ghost" aria-label={t.actionOn(t.edit, label.name)} onClick={onEdit}>
          <Pencil className="size-4" aria-hidden="true" />
        </Button>
        <Button
          variant="ghost"
          aria-label={t.actionOn(t.delete, label.name)}
          disabled={busy}
          focusableWhenDisabled
          onClick={onDelete}
        >
          <Trash2 className="size-4 text-red-700" aria-hidden="true" />
        </Button>
      </div>
    </div>
  );
}
