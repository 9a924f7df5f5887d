import { Trash2 } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { centsAsInput, parseEuros } from '../../../../../contract/service-requests/money.ts';
import {
  type QuoteLine,
  quoteTotalCents,
  sendQuoteSchema,
} from '../../../../../contract/service-requests/quotes.ts';
import { type BikeStage, canMoveStage } from '../../../../../contract/service-requests/stages.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { FormField } from '../../../../components/ui/form-field.tsx';
import { Input } from '../../../../components/ui/input.tsx';
import { cn } from '../../../../lib/cn.ts';
import { type Formats, useFormat } from '../../../../lib/format.ts';
import { useLanguage, useTexts } from '../../../../lib/language.ts';
import { toast } from '../../../../lib/toast.ts';
import { useFormCheck } from '../../../../lib/use-form-check.ts';
import type { QuoteItem } from '../api/get-quotes.ts';
import { useSendQuote } from '../api/send-quote.ts';
import { REQUESTS_TEXTS, type RequestsTexts } from '../strings.ts';
import { BikeForm, NoteField } from './bike-journey.tsx';

type QuoteTexts = RequestsTexts['quote'];

type BikeQuoteProps = {
  requestId: number;
  bikeId: number;
  /** 'Fiets 2': how the panel names the bike. */
  bikeName: string;
  /** The bike's quotes, newest version first. */
  quotes: readonly QuoteItem[];
  /** Where the bike is: a quote moves it to wait for the customer only where the stages allow. */
  stage: BikeStage;
};

/**
 * A bike's quote: its newest version's lines, total, note and where it stands, the earlier
 * versions folded away, and 'Offerte maken' or 'Nieuwe versie', which opens the form that
 * sends the next version (starting from the newest one's lines).
 */
export function BikeQuote({ requestId, bikeId, bikeName, quotes, stage }: BikeQuoteProps) {
  const t = useTexts(REQUESTS_TEXTS).quote;
  const format = useFormat();
  const [open, setOpen] = useState(false);
  const formId = useId();
  const headingId = useId();
  const header = useRef<HTMLDivElement>(null);
  const [newest, ...earlier] = quotes;
  // Back to the button the form opened from, so the keyboard stays with this bike.
  const close = () => {
    setOpen(false);
    header.current?.querySelector('button')?.focus();
  };
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-2 rounded-md border border-gray-200 bg-white p-2"
    >
      <div ref={header} className="flex flex-wrap items-center gap-2">
        <h5 id={headingId} className="text-sm font-medium text-gray-900">
          {t.title}
          {newest ? (
            <span className="font-normal text-gray-700"> · {t.version(newest.version)}</span>
          ) : null}
        </h5>
        <Button
          variant="outline"
          className="ml-auto min-h-9 px-3 text-sm"
          aria-expanded={open}
          aria-controls={open ? formId : undefined}
          onClick={() => (open ? close() : setOpen(true))}
        >
          {newest ? t.newVersion : t.create}
          <span className="sr-only">{` (${bikeName})`}</span>
        </Button>
      </div>
      {newest ? <QuoteView quote={newest} /> : <p className="text-sm text-gray-600">{t.none}</p>}
      {earlier.length > 0 ? (
        <details className="text-sm">
          <summary className="cursor-pointer text-gray-700">{t.earlier(earlier.length)}</summary>
          <ul className="mt-1 flex flex-col gap-1 text-gray-700">
            {earlier.map((quote) => (
              <li key={quote.id}>
                {t.version(quote.version)} · {format.euros(quote.totalCents)} ·{' '}
                {statusText(quote, t, format)}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
      {open ? (
        <QuoteForm
          id={formId}
          requestId={requestId}
          bikeId={bikeId}
          bikeName={bikeName}
          version={(newest?.version ?? 0) + 1}
          start={newest}
          stage={stage}
          onDone={close}
        />
      ) : null}
    </section>
  );
}

/** Where a version stands, in words: sent, answered, or replaced by the next version. */
function statusText(quote: QuoteItem, t: QuoteTexts, format: Formats) {
  switch (quote.status) {
    case 'sent':
      return t.status.sent(format.mediumDateTime(quote.sentAt));
    case 'superseded':
      return t.supersededBy(quote.version + 1);
    default:
      return t.status[quote.status](format.mediumDateTime(quote.decidedAt ?? quote.sentAt));
  }
}

const STATUS_STYLE: Record<QuoteItem['status'], string> = {
  sent: 'bg-amber-50 text-amber-900',
  approved: 'bg-green-50 text-green-900',
  declined: 'bg-red-50 text-red-900',
  superseded: 'bg-gray-100 text-gray-800',
};

function QuoteView({ quote }: { quote: QuoteItem }) {
  const t = useTexts(REQUESTS_TEXTS).quote;
  const format = useFormat();
  return (
    <div className="flex flex-col gap-2 text-sm">
      <p className={cn('self-start rounded px-2 py-0.5', STATUS_STYLE[quote.status])}>
        {statusText(quote, t, format)}
      </p>
      <table className="w-full border-collapse">
        <caption className="sr-only">{t.lines}</caption>
        <thead className="sr-only">
          <tr>
            <th scope="col">{t.description}</th>
            <th scope="col">{t.amount}</th>
          </tr>
        </thead>
        <tbody>
          {quote.lines.map((line, index) => (
            // Lines have no id of their own; a sent version never changes.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <tr key={index} className="border-b border-gray-100">
              <td className="py-1 pr-2 wrap-anywhere text-gray-900">{line.description}</td>
              <td className="py-1 text-right whitespace-nowrap tabular-nums text-gray-900">
                {format.euros(line.amountCents)}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" className="py-1 pr-2 text-left font-medium text-gray-900">
              {t.total}
            </th>
            <td className="py-1 text-right font-medium whitespace-nowrap tabular-nums text-gray-900">
              {format.euros(quote.totalCents)}
            </td>
          </tr>
        </tfoot>
      </table>
      {quote.note ? (
        <p className="whitespace-pre-line wrap-anywhere text-gray-700">
          <span className="font-medium text-gray-900">{t.note}: </span>
          {quote.note}
        </p>
      ) : null}
    </div>
  );
}

/** A line as staff type it: the amount stays their text until it is sent. */
type LineDraft = { key: number; description: string; amount: string };

/**
 * The next version: lines of a description and an amount in euros as staff type them
 * ('17,50'), a total that follows every keystroke, and a note for the customer. Checked by the
 * contract's schema, as the server checks it; a refusal toasts the server's words and keeps
 * what was typed, while the panel loads the bike's newest version again.
 */
function QuoteForm({
  id,
  requestId,
  bikeId,
  bikeName,
  version,
  start,
  stage,
  onDone,
}: Omit<BikeQuoteProps, 'quotes'> & {
  id: string;
  version: number;
  start?: QuoteItem;
  onDone: () => void;
}) {
  const t = useTexts(REQUESTS_TEXTS).quote;
  const format = useFormat();
  const language = useLanguage();
  const nextKey = useRef(0);
  const draft = (line?: QuoteLine): LineDraft => {
    nextKey.current += 1;
    return {
      key: nextKey.current,
      description: line?.description ?? '',
      amount: line ? centsAsInput(line.amountCents, language) : '',
    };
  };
  const [lines, setLines] = useState<LineDraft[]>(() => start?.lines.map(draft) ?? [draft()]);
  const [note, setNote] = useState(start?.note ?? '');
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => form.current?.querySelector('input')?.focus(), []);
  const amounts = lines.map((line) => parseEuros(line.amount, language));
  const check = useFormCheck(sendQuoteSchema, {
    version,
    lines: lines.map((line, index) => ({
      description: line.description,
      amountCents: amounts[index] ?? Number.NaN,
    })),
    note,
  });
  const send = useSendQuote((result) => {
    toast({ title: t.sent(bikeName, result.quote.version) });
    onDone();
  });
  const change = (key: number, update: Partial<LineDraft>) =>
    setLines((current) =>
      current.map((line) => (line.key === key ? { ...line, ...update } : line)),
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const verdict = check.check(form.current);
    if (!verdict.success) return;
    send.mutate({ serviceRequestId: requestId, bikeId, quote: verdict.data });
  };

  return (
    <BikeForm
      id={id}
      form={form}
      onSubmit={submit}
      label={t.formTitle(bikeName, version)}
      onCancel={onDone}
      pending={send.isPending}
      submit={send.isPending ? t.sending : t.send}
    >
      <ol className="flex flex-col gap-2">
        {lines.map((line, index) => {
          const number = index + 1;
          return (
            <li key={line.key} className="flex flex-col gap-2 border-b border-gray-200 pb-2">
              <FormField
                label={<LineLabel visible={t.description} full={t.lineDescription(number)} />}
                error={check.errors[`lines.${index}.description`]}
              >
                {(control) => (
                  <Input
                    {...control}
                    value={line.description}
                    onChange={(event) => change(line.key, { description: event.target.value })}
                  />
                )}
              </FormField>
              <div className="flex items-start gap-2">
                <FormField
                  label={<LineLabel visible={t.amountInEuros} full={t.lineAmount(number)} />}
                  error={check.errors[`lines.${index}.amountCents`]}
                  className="flex-1"
                >
                  {(control) => (
                    <Input
                      {...control}
                      inputMode="decimal"
                      autoComplete="off"
                      className="max-w-40 text-right tabular-nums"
                      value={line.amount}
                      onChange={(event) => change(line.key, { amount: event.target.value })}
                    />
                  )}
                </FormField>
                <Button
                  variant="ghost"
                  className="mt-6 min-h-11 px-2"
                  disabled={lines.length === 1}
                  onClick={() =>
                    setLines((current) => current.filter((other) => other.key !== line.key))
                  }
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                  <span className="sr-only">{t.removeLine(number)}</span>
                </Button>
              </div>
            </li>
          );
        })}
      </ol>
      <p className="text-sm text-gray-600">{t.amountHint}</p>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button
          variant="outline"
          className="min-h-9 px-3 text-sm"
          onClick={() => setLines((current) => [...current, draft()])}
        >
          {t.addLine}
        </Button>
        <p aria-live="polite" className="text-sm font-medium text-gray-900">
          {t.total}:{' '}
          {format.euros(quoteTotalCents(amounts.map((cents) => ({ amountCents: cents ?? 0 }))))}
        </p>
      </div>
      {check.errors.lines ? (
        <p role="alert" className="text-sm text-red-700">
          {check.errors.lines}
        </p>
      ) : null}
      <NoteField
        label={t.noteOptional}
        hint={t.noteHint}
        error={check.errors.note}
        value={note}
        onChange={setNote}
      />
      <p className="text-sm text-gray-600">
        {canMoveStage(stage, 'waiting_for_customer') ? t.waitsHint : t.mailHint}
      </p>
    </BikeForm>
  );
}

/** A line's field label: the column's word seen, and the line's number said as well. */
function LineLabel({ visible, full }: { visible: string; full: string }) {
  return (
    <>
      <span aria-hidden="true">{visible}</span>
      <span className="sr-only">{full}</span>
    </>
  );
}
