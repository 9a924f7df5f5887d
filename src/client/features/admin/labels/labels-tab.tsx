import { Plus } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { useFocusAfterAction } from '../../../components/ui/use-focus-after-action.ts';
import { useTexts } from '../../../lib/language.ts';
import { useCreateLabel } from './api/create-label.ts';
import { useDeleteLabel } from './api/delete-label.ts';
import { type LabelItem, useLabelList } from './api/list-labels.ts';
import { useUpdateLabel } from './api/update-label.ts';
import { LabelFormDialog } from './components/label-form-dialog.tsx';
import { LabelRow } from './components/label-row.tsx';
import { LABELS_TEXTS } from './strings.ts';

type OpenDialog = { kind: 'create' } | { kind: 'edit' | 'delete'; label: LabelItem };

/**
 * The Labels tab (docs/product.md#labels-tab): every label with its colour and state, switched on
 * and off in place, created and edited in a dialog, deleted after a confirmation. A deleted label's
 * place is taken, for the keyboard, by the next label (or the one before, or the heading).
 */
export function LabelsTab() {
  const t = useTexts(LABELS_TEXTS);
  const labels = useLabelList();
  const create = useCreateLabel();
  const update = useUpdateLabel();
  const remove = useDeleteLabel();
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const close = () => setDialog(null);
  const onOpenChange = (open: boolean) => {
    if (!open) close();
  };
  const editing = dialog?.kind === 'edit' ? dialog.label : undefined;
  const deleting = dialog?.kind === 'delete' ? dialog.label : undefined;
  const heading = useRef<HTMLHeadingElement>(null);
  const { list, markItem } = useFocusAfterAction<HTMLUListElement>({
    running: remove.isPending || dialog !== null,
    fallback: heading,
  });

  return (
    <section aria-labelledby="labels-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2
            id="labels-title"
            ref={heading}
            tabIndex={-1}
            className="text-xl font-semibold focus:outline-none"
          >
            {t.title}
          </h2>
          <p className="text-sm text-gray-700">{t.intro}</p>
        </div>
        <Button onClick={() => setDialog({ kind: 'create' })}>
          <Plus className="size-4" aria-hidden="true" />
          {t.create}
        </Button>
      </div>

      {labels.isPending ? (
        <p role="status">{t.loading}</p>
      ) : labels.isError ? (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-red-900">
          {t.loadFailed}: {labels.error.message}
        </p>
      ) : labels.data.length === 0 ? (
        <Card className="p-6 text-center">
          <p className="font-medium">{t.empty}</p>
          <p className="text-sm text-gray-700">{t.emptyHint}</p>
        </Card>
      ) : (
        <Card>
          <ul ref={list} aria-label={t.listLabel} className="divide-y divide-gray-200">
            {labels.data.map((label) => (
              <li key={label.id} data-focus-item={label.id}>
                <LabelRow
                  label={label}
                  busy={update.isPending || remove.isPending}
                  onToggle={() =>
                    update.mutate({ id: label.id, changes: { isActive: !label.isActive } })
                  }
                  onEdit={() => setDialog({ kind: 'edit', label })}
                  onDelete={() => {
                    markItem(label.id);
                    setDialog({ kind: 'delete', label });
                  }}
                />
              </li>
            ))}
          </ul>
        </Card>
      )}

      {dialog?.kind === 'create' ? (
        <LabelFormDialog
          open
          onOpenChange={onOpenChange}
          pending={create.isPending}
          onSubmit={(input) => create.mutateAsync(input).then(close)}
        />
      ) : null}
      {editing ? (
        <LabelFormDialog
          key={editing.id}
          label={editing}
          open
          onOpenChange={onOpenChange}
          pending={update.isPending}
          onSubmit={(input) => update.mutateAsync({ id: editing.id, changes: input }).then(close)}
        />
      ) : null}
      <ConfirmDialog
        open={Boolean(deleting)}
        onOpenChange={onOpenChange}
        title={t.deleteTitle}
        description={deleting ? t.deleteText(deleting.name) : ''}
        confirmLabel={t.delete}
        destructive
        onConfirm={() => deleting && remove.mutate(deleting)}
      />
    </section>
  );
}
