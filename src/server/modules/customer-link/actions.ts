import type { PrivatePageOutcome } from '../../../contract/customer-link.ts';
import type { Language } from '../../../contract/language.ts';
import { formatCents } from '../../../contract/service-requests/money.ts';
import type { CustomerQuote } from '../../../contract/service-requests/quotes.ts';
import { PRIVATE_LINK_TEXTS } from '../../../contract/texts/private-link.ts';
import { escapeHtml } from '../../http/html.ts';
import { formatDay, STYLE } from './page.ts';
import type { PrivatePageBike, PrivatePageRequest } from './service.ts';

/** What the customer can do on their page now, besides reading it. */
export type PrivatePageChoices = {
  request: PrivatePageRequest;
  /** Each bike's current quote, by bike id. */
  quotes: Map<number, CustomerQuote>;
  /** Where the invoice is paid, once it is sent and until it is paid. */
  paymentUrl: string | null;
  /** Whether a planned day can be put in a calendar (`?calendar`). */
  hasCalendar: boolean;
  /** What the last action did, or the words of why it was refused. */
  notice?: { outcome: PrivatePageOutcome } | { problem: string };
};

const texts = (language: Language) => PRIVATE_LINK_TEXTS[language].actions;

// The forms post to the page's own address, so the page never writes its token; all as
// multipart, the one form body the server reads, as a photo needs it.
const form = (intent: string, body: string) =>
  `<form method="post" enctype="multipart/form-data" class="${STYLE.form}"><input type="hidden" name="intent" value="${intent}">${body}</form>`;

const card = (title: string, body: string) =>
  `<h2 class="${STYLE.section}">${escapeHtml(title)}</h2>${body}`;

function noticeCard(notice: NonNullable<PrivatePageChoices['notice']>, language: Language) {
  if ('problem' in notice) {
    return `<p role="alert" class="${STYLE.problem}">${escapeHtml(notice.problem)}</p>`;
  }
  return `<p role="status" class="${STYLE.notice}">${texts(language).done[notice.outcome]}</p>`;
}

function quoteCard(bike: PrivatePageBike, quote: CustomerQuote, language: Language) {
  const t = texts(language);
  const bikeName = [bike.brand, bike.model].filter(Boolean).join(' ');
  const money = (cents: number) => escapeHtml(formatCents(cents, language));
  const rows = quote.lines.map(
    (line) =>
      `<tr><td class="py-1">${escapeHtml(line.description)}</td><td class="${STYLE.amount}">${money(line.amountCents)}</td></tr>`,
  );
  const answer =
    quote.decision && quote.decidedAt
      ? `<p class="${STYLE.text}">${t.decided[quote.decision](formatDay(quote.decidedAt, language))}</p>`
      : quote.canDecide
        ? form(
            'quote',
            `<input type="hidden" name="quoteId" value="${quote.id}"><input type="hidden" name="version" value="${quote.version}"><div class="${STYLE.buttons}"><button class="${STYLE.button}" name="decision" value="approved">${t.approve}</button><button class="${STYLE.secondary}" name="decision" value="declined">${t.decline}</button></div>`,
          )
        : `<p class="${STYLE.text}">${t.superseded}</p>`;
  return card(
    t.quoteTitle(bikeName),
    `<p class="${STYLE.when}">${t.quoteSent(quote.version, formatDay(quote.sentAt, language))}</p>
<table class="${STYLE.lines}"><caption class="sr-only">${t.quoteLines}</caption><tbody>${rows.join('')}</tbody><tfoot><tr class="border-t border-gray-200 font-semibold"><th scope="row" class="py-1 text-left">${t.quoteTotal}</th><td class="${STYLE.amount}">${money(quote.totalCents)}</td></tr></tfoot></table>
${quote.note ? `<p class="${STYLE.text}"><span class="font-medium">${t.quoteNote}:</span> ${escapeHtml(quote.note)}</p>` : ''}
${answer}`,
  );
}

const field = (id: string, label: string, control: string) =>
  `<div><label class="${STYLE.label}" for="${id}">${label}</label>${control}</div>`;

function addCard(language: Language) {
  const t = texts(language);
  return card(
    t.addTitle,
    `<p class="${STYLE.text}">${t.addText}</p>${form(
      'add',
      `${field('add-note', t.addNote, `<textarea id="add-note" name="note" rows="3" maxlength="1000" class="${STYLE.input}"></textarea>`)}
${field('add-photo', t.addPhoto, `<input id="add-photo" name="photo" type="file" accept="image/*" class="${STYLE.input}">`)}
<div><button class="${STYLE.button}">${t.addButton}</button></div>`,
    )}`,
  );
}

function cancelCard(language: Language) {
  const t = texts(language);
  return card(
    t.cancelTitle,
    `<p class="${STYLE.text}">${t.cancelText}</p>${form(
      'cancel',
      `${field('cancel-reason', t.cancelReason, `<textarea id="cancel-reason" name="reason" rows="2" maxlength="500" class="${STYLE.input}"></textarea>`)}
<label class="${STYLE.check}"><input type="checkbox" name="confirm" required class="mt-1 size-4 shrink-0 accent-brand-700">${t.cancelConfirm}</label>
<div><button class="${STYLE.secondary}">${t.cancelButton}</button></div>`,
    )}`,
  );
}

/**
 * The cards of what the customer can do on their page, in the order they would look for them:
 * what just happened, the quotes waiting for an answer, paying, the calendar, adding something,
 * and cancelling while the request is still pending.
 */
export function privatePageActions(choices: PrivatePageChoices, language: Language): string[] {
  const { request } = choices;
  const t = texts(language);
  const open = request.status === 'pending' || request.status === 'approved';
  return [
    ...(choices.notice ? [noticeCard(choices.notice, language)] : []),
    ...request.bikes.flatMap((bike) => {
      const quote = choices.quotes.get(bike.id);
      return quote ? [quoteCard(bike, quote, language)] : [];
    }),
    ...(choices.paymentUrl
      ? [
          card(
            t.payTitle,
            `<p class="${STYLE.text}">${t.payText}</p><p><a class="${STYLE.button}" href="${escapeHtml(choices.paymentUrl)}" rel="noreferrer">${t.payButton}</a></p>`,
          ),
        ]
      : []),
    ...(choices.hasCalendar
      ? [
          card(
            t.calendarTitle,
            `<p><a class="${STYLE.link}" href="?calendar=ics" download>${t.calendarLink}</a></p>`,
          ),
        ]
      : []),
    ...(open ? [addCard(language)] : []),
    ...(request.status === 'pending' ? [cancelCard(language)] : []),
  ];
}
