import { LANGUAGE_NAMES, LANGUAGES, type Language } from '../../contract/language.ts';
import { cn } from '../lib/cn.ts';
import { chooseLanguage, useLanguage, useTexts } from '../lib/language.ts';
import { UI_TEXTS } from '../lib/strings.ts';
import { toast } from '../lib/toast.ts';
import { useAuth } from '../lib/use-auth.ts';
import { useSaveLanguage } from '../lib/use-save-language.ts';

const TONES = {
  /** On the portal's dark hero. */
  onBrand: {
    group: 'border-white/70',
    chosen: 'bg-white text-brand-800',
    other: 'text-white hover:bg-brand-900',
    focus: 'focus-visible:ring-white',
  },
  /** On a white top bar. */
  plain: {
    group: 'border-gray-300 bg-white',
    chosen: 'bg-brand-700 text-white',
    other: 'text-gray-900 hover:bg-gray-100',
    focus: 'focus-visible:ring-brand-600',
  },
} as const;

/**
 * The page's language, as two buttons that say which one is on (`aria-pressed`). A change shows
 * the page in the other language without touching what is typed in it, and is remembered
 * (`chooseLanguage`); an admin's is kept with the admin too, wherever they choose, since the
 * app follows it at every visit.
 */
export function LanguageSwitch({ tone }: { tone: keyof typeof TONES }) {
  const ui = useTexts(UI_TEXTS);
  const { isAdmin } = useAuth();
  const saveLanguage = useSaveLanguage();
  const current = useLanguage();
  const colours = TONES[tone];
  const choose = async (language: Language) => {
    if (language === current) return;
    try {
      await chooseLanguage(language);
    } catch {
      toast({
        title: ui.loadFailedTitle,
        description: ui.languageNotLoaded,
        variant: 'destructive',
      });
      return;
    }
    if (isAdmin) saveLanguage.mutate(language);
  };
  return (
    <fieldset className={cn('inline-flex gap-0.5 rounded-md border p-0.5', colours.group)}>
      <legend className="sr-only">{ui.language}</legend>
      {LANGUAGES.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          aria-pressed={language === current}
          onClick={() => void choose(language)}
          className={cn(
            'min-h-10 rounded px-2.5 text-sm font-medium transition-colors focus-visible:ring-2 focus-visible:outline-none',
            colours.focus,
            language === current ? colours.chosen : colours.other,
          )}
        >
          {/* Each language by its own name, so a person who reads only that one finds it. */}
          {LANGUAGE_NAMES[language]}
        </button>
      ))}
    </fieldset>
  );
}
