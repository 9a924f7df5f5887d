import { X } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '../../../../components/ui/button.tsx';
import { FormField } from '../../../../components/ui/form-field.tsx';
import { Select } from '../../../../components/ui/input.tsx';
import { useFocusAfterAction } from '../../../../components/ui/use-focus-after-action.ts';
import { useTexts } from '../../../../lib/language.ts';
import { useAssignLabel } from '../api/assign-label.ts';
import { useLabels } from '../api/get-labels.ts';
import type { RequestItem } from '../api/list-service-requests.ts';
import { useRemoveLabel } from '../api/remove-label.ts';
import { REQUESTS_TEXTS } from '../strings.ts';
import { LabelBadge } from './status-badge.tsx';

/**
 * A request's labels, each removable, and the active labels it does not have yet to add. For
 * the keyboard, the pressed button keeps focus while it saves; then a removed label's place goes
 * to the next label (or the one before, or the choice of labels), and an added one leaves focus
 * on the choice for the next, or, when it was the last one offered and the choice goes, on the
 * added label's remove button.
 */
export function RequestLabels({ request }: { request: RequestItem }) {
  const texts = useTexts(REQUESTS_TEXTS);
  const t = texts.labels;
  const labels = useLabels();
  const assign = useAssignLabel();
  const remove = useRemoveLabel();
  const [chosen, setChosen] = useState('');
  const assigned = new Set(request.labels.map((label) => label.id));
  const offered = (labels.data ?? []).filter((label) => label.isActive && !assigned.has(label.id));
  const busy = assign.isPending || remove.isPending;
  const choice = useRef<HTMLSelectElement>(null);
  const { list, markItem } = useFocusAfterAction<HTMLUListElement>({
    running: busy,
    fallback: choice,
  });

  return (
    <div className="flex flex-col gap-3">
      {request.labels.length === 0 ? (
        <p className="text-sm text-gray-600">{texts.details.noLabels}</p>
      ) : (
        <ul ref={list} className="flex flex-wrap gap-2">
          {request.labels.map((label) => (
            <li key={label.id} data-focus-item={label.id} className="flex items-center gap-1">
              <LabelBadge name={label.name} color={label.color} />
              <Button
                variant="ghost"
                aria-label={t.remove(label.name)}
                disabled={busy}
                focusableWhenDisabled
                onClick={() => {
                  markItem(label.id);
                  remove.mutate({ requestId: request.id, labelId: label.id });
                }}
              >
                <X className="size-3" aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      {offered.length === 0 ? (
        <p className="text-sm text-gray-600">{t.noneToAssign}</p>
      ) : (
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            if (!chosen) return;
            markItem(chosen);
            assign.mutate(
              { requestId: request.id, labelId: Number(chosen) },
              {
                onSuccess: () => {
                  setChosen('');
                  choice.current?.focus();
                },
              },
            );
          }}
        >
          <FormField label={t.assignLabel} className="min-w-48 flex-1">
            {(control) => (
              <Select
                {...control}
                ref={choice}
                value={chosen}
                onChange={(event) => setChosen(event.target.value)}
              >
                <option value="">{t.choose}</option>
                {offered.map((label) => (
                  <option key={label.id} value={label.id}>
                    {label.name}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
          <Button
            type="submit"
            variant="outline"
            disabled={!chosen || busy}
            focusableWhenDisabled={busy}
          >
            {t.assign}
          </Button>
        </form>
      )}
    </div>
  );
}
