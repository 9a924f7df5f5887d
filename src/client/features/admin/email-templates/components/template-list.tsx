import {
  CUSTOMER_ACTION_TEMPLATE_STATUSES,
  REPAIR_TEMPLATE_STATUSES,
  REQUEST_TEMPLATE_STATUSES,
} from '../../../../../contract/email-templates.ts';
import { cn } from '../../../../lib/cn.ts';
import { useTexts } from '../../../../lib/language.ts';
import type { RejectionReason } from '../api/get-rejection-reasons.ts';
import type { EmailTemplateItem } from '../api/list-email-templates.ts';
import { TEMPLATES_TEXTS } from '../strings.ts';
import { LanguageBadges } from './template-badge.tsx';
import { slotKey, type TemplateSlot } from './template-slot.ts';

function SlotButton({
  slot,
  name,
  templates,
  selected,
  onSelect,
}: {
  slot: TemplateSlot;
  name: string;
  templates: EmailTemplateItem[];
  selected: boolean;
  onSelect: (slot: TemplateSlot) => void;
}) {
  const t = useTexts(TEMPLATES_TEXTS);
  return (
    <button
      type="button"
      aria-pressed={selected}
      aria-label={t.select(name)}
      onClick={() => onSelect(slot)}
      className={cn(
        'flex min-h-11 w-full items-center justify-between gap-3 rounded-md border px-3 py-2 text-left text-sm',
        'focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none',
        selected ? 'border-brand-700 bg-brand-50' : 'border-gray-200 bg-white hover:bg-gray-50',
      )}
    >
      <span className="font-medium">{name}</span>
      <LanguageBadges templates={templates} slot={slot} />
    </button>
  );
}

const GROUP_HEADING = 'mb-2 text-xs font-semibold tracking-wide text-gray-600 uppercase';

/**
 * The spec's five statuses under 'Aanvraag', each with its templates' state per language; under
 * 'rejected' the rejection reasons, each with its own templates or the generic ones' fallback.
 * Under 'Reparatie' the mails about one bike in the workshop (decision 044).
 */
export function TemplateList({
  templates,
  reasons,
  reasonsFailed,
  selected,
  onSelect,
}: {
  templates: EmailTemplateItem[];
  reasons: RejectionReason[];
  reasonsFailed: boolean;
  selected: TemplateSlot;
  onSelect: (slot: TemplateSlot) => void;
}) {
  const t = useTexts(TEMPLATES_TEXTS);
  const button = (slot: TemplateSlot, name: string) => (
    <SlotButton
      slot={slot}
      name={name}
      templates={templates}
      selected={slotKey(slot) === slotKey(selected)}
      onSelect={onSelect}
    />
  );
  return (
    <div className="flex flex-col gap-5">
      <section aria-labelledby="template-group-request">
        <h3 id="template-group-request" className={GROUP_HEADING}>
          {t.requestGroup}
        </h3>
        <ul aria-label={t.listLabel} className="flex flex-col gap-2">
          {[...REQUEST_TEMPLATE_STATUSES, ...CUSTOMER_ACTION_TEMPLATE_STATUSES].map((status) => (
            <li key={status}>
              {button({ status, rejectionReasonId: null }, t.status[status])}
              {status === 'rejected' && selected.status === 'rejected' ? (
                <div className="mt-2 ml-4 border-l-2 border-gray-200 pl-3">
                  <p className="text-sm font-medium">{t.reasonsTitle}</p>
                  <p className="mb-2 text-sm text-gray-600">{t.reasonsHint}</p>
                  {reasonsFailed ? (
                    <p role="alert" className="text-sm text-red-700">
                      {t.reasonsFailed}
                    </p>
                  ) : (
                    <ul aria-label={t.reasonsTitle} className="flex flex-col gap-2">
                      {reasons.map((reason) => (
                        <li key={reason.id}>
                          {button({ status, rejectionReasonId: reason.id }, reason.name)}
                        </li>
                      ))}
                    </ul>
                  )}
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      </section>
      <section
        aria-labelledby="template-group-repair"
        aria-describedby="template-group-repair-hint"
      >
        <h3 id="template-group-repair" className={GROUP_HEADING}>
          {t.repairGroup}
        </h3>
        <p id="template-group-repair-hint" className="mb-2 text-sm text-gray-600">
          {t.repairGroupHint}
        </p>
        <ul aria-label={t.repairGroup} className="flex flex-col gap-2">
          {REPAIR_TEMPLATE_STATUSES.map((status) => (
            <li key={status}>{button({ status, rejectionReasonId: null }, t.status[status])}</li>
          ))}
        </ul>
      </section>
    </div>
  );
}
