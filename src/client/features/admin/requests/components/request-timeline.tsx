import { useEffect, useState } from 'react';
import { useFormat } from '../../../../lib/format.ts';
import { useTexts } from '../../../../lib/language.ts';
import { staffMemberName, useAdmins } from '../../../../lib/use-admins.ts';
import { useLabels } from '../api/get-labels.ts';
import { useRequestHistory } from '../api/get-request-history.ts';
import { useRequestNotes } from '../api/get-request-notes.ts';
import { REQUESTS_TEXTS } from '../strings.ts';
import { describeHistoryEntry, type Lookups } from './history-entries.ts';

const MINUTE_MS = 60_000;

/** The time now, again each minute, so 'x minutes ago' stays true while the panel is open. */
function useNow() {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), MINUTE_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * The request's history, newest first: per change what happened (a bike's move as 'Fiets 2:
 * Ingepland → In reparatie', with its note's words), who did it (a staff member by name, the
 * customer, Spaak or the reporting system) and how long ago, the exact moment on hover.
 */
export function RequestTimeline({ requestId }: { requestId: number }) {
  const texts = useTexts(REQUESTS_TEXTS);
  const t = texts.timeline;
  const format = useFormat();
  const now = useNow();
  const history = useRequestHistory(requestId);
  const notes = useRequestNotes(requestId);
  const labels = useLabels();
  const staff = useAdmins();

  if (history.isPending) return null;
  if (history.isError)
    return (
      <p role="alert" className="text-sm text-red-800">
        {t.loadFailed}
      </p>
    );
  if (history.data.length === 0) return <p className="text-sm text-gray-700">{t.empty}</p>;

  const lookups: Lookups = {
    t,
    stages: texts.journey.stages,
    minutes: texts.journey.minutes,
    format,
    labelName: (id) => labels.data?.find((label) => label.id === id)?.name ?? t.deletedLabel,
    noteBody: (id) => notes.data?.find((note) => note.id === id)?.body,
    staffName: (id) => {
      const member = staff.data?.find((admin) => admin.id === id);
      return member ? staffMemberName(member) : t.formerStaff;
    },
  };
  // An admin's address reads as their name while they are staff; a system by its own name.
  const actorName = (actor: string) => {
    const member = staff.data?.find((admin) => admin.email === actor);
    return t.actors[actor] ?? (member ? staffMemberName(member) : actor);
  };
  return (
    <ol aria-label={t.title} className="flex flex-col">
      {history.data.map((entry) => {
        const { what, note } = describeHistoryEntry(entry, lookups);
        return (
          <li
            key={entry.id}
            className="relative border-l border-gray-200 pb-3 pl-4 last:border-transparent last:pb-0"
          >
            <span
              aria-hidden="true"
              className="absolute top-1.5 -left-[4.5px] size-2 rounded-full bg-gray-300"
            />
            <p className="text-sm wrap-anywhere text-gray-900">{what}</p>
            {note ? (
              <p className="mt-0.5 text-sm whitespace-pre-line wrap-anywhere text-gray-700 italic">
                {note}
              </p>
            ) : null}
            <p className="text-xs wrap-anywhere text-gray-600">
              {actorName(entry.actor)}
              {' · '}
              <time dateTime={entry.at} title={format.mediumDateTime(entry.at)}>
                {now - Date.parse(entry.at) < MINUTE_MS
                  ? t.justNow
                  : t.ago(format.elapsed(entry.at, now))}
              </time>
            </p>
          </li>
        );
      })}
    </ol>
  );
}
