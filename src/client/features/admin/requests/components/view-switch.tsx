import { useTexts } from '../../../../lib/language.ts';
import type { RequestsView } from '../api/get-workshop-board.ts';
import { REQUESTS_TEXTS } from '../strings.ts';

const VIEWS: RequestsView[] = ['list', 'board'];

/** 'Lijst | Werkplaatsbord': two buttons, the one shown pressed. */
export function ViewSwitch({
  view,
  onChange,
}: {
  view: RequestsView;
  onChange: (view: RequestsView) => void;
}) {
  const t = useTexts(REQUESTS_TEXTS).board;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset would draw a legend; this is a toolbar-like group.
    <div
      role="group"
      aria-label={t.viewLabel}
      className="inline-flex self-start rounded-md border border-gray-300 bg-white p-0.5"
    >
      {VIEWS.map((each) => (
        <button
          key={each}
          type="button"
          aria-pressed={view === each}
          onClick={() => onChange(each)}
          className="min-h-11 rounded px-4 text-sm font-medium text-gray-800 hover:bg-gray-100 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none aria-pressed:bg-brand-800 aria-pressed:text-white aria-pressed:hover:bg-brand-800"
        >
          {t.views[each]}
        </button>
      ))}
    </div>
  );
}
