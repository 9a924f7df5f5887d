import { Trash2 } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { requestNoteInputSchema } from '../../../../../contract/request-notes.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { FormField } from '../../../../components/ui/form-field.tsx';
import { Textarea } from '../../../../components/ui/input.tsx';
import { useFormat } from '../../../../lib/format.ts';
import { useTexts } from '../../../../lib/language.ts';
import { useFormCheck } from '../../../../lib/use-form-check.ts';
import { useAddRequestNote } from '../api/add-request-note.ts';
import { useDeleteRequestNote } from '../api/delete-request-note.ts';
import { useRequestNotes } from '../api/get-request-notes.ts';
import { REQUESTS_TEXTS } from '../strings.ts';

/**
 * Staff's internal notes on a request, oldest first, each with its author and time, and a field
 * to add one. Only staff read them: the server sends them to no customer, mail or export.
 */
export function RequestNotes({ requestId }: { requestId: number }) {
  const t = useTexts(REQUESTS_TEXTS).notes;
  const format = useFormat();
  const notes = useRequestNotes(requestId);
  const add = useAddRequestNote();
  const remove = useDeleteRequestNote();
  const [body, setBody] = useState('');
  const form = useRef<HTMLFormElement>(null);
  const check = useFormCheck(requestNoteInputSchema, { body });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const verdict = check.check(form.current);
    if (!verdict.success) return;
    add.mutate(
      { requestId, ...verdict.data },
      {
        onSuccess: () => {
          setBody('');
          check.reset();
        },
        onError: (error) => check.showRefusal(error),
      },
    );
  };

  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-gray-600">{t.hint}</p>
      {notes.isPending ? null : notes.isError ? (
        <p role="alert" className="text-sm text-red-800">
          {t.loadFailed}
        </p>
      ) : notes.data.length === 0 ? (
        <p className="text-sm text-gray-700">{t.empty}</p>
      ) : (
        <ol className="flex flex-col gap-2" aria-label={t.title}>
          {notes.data.map((note) => {
            const moment = format.mediumDateTime(note.createdAt);
            return (
              <li
                key={note.id}
                className="rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-gray-900"
              >
                <p className="whitespace-pre-line wrap-anywhere">{note.body}</p>
                <div className="mt-1 flex items-center justify-between gap-2">
                  <p className="text-xs text-gray-700">
                    <span className="font-medium">{note.author ?? t.unknownAuthor}</span>
                    {' · '}
                    <time dateTime={note.createdAt}>{moment}</time>
                  </p>
                  {note.isOwn ? (
                    <Button
                      variant="ghost"
                      className="min-h-9 px-2 text-xs"
                      aria-label={t.deleteLabel(moment)}
                      disabled={remove.isPending}
                      onClick={() => remove.mutate({ requestId, noteId: note.id })}
                    >
                      <Trash2 className="size-4" aria-hidden="true" />
                      {t.delete}
                    </Button>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ol>
      )}
      <form ref={form} onSubmit={submit} noValidate className="flex flex-col gap-2">
        <FormField label={t.label} error={check.errors.body}>
          {(control) => (
            <Textarea
              {...control}
              rows={3}
              value={body}
              onChange={(event) => setBody(event.target.value)}
            />
          )}
        </FormField>
        <Button type="submit" variant="outline" className="self-end" disabled={add.isPending}>
          {add.isPending ? t.adding : t.add}
        </Button>
      </form>
    </div>
  );
}
