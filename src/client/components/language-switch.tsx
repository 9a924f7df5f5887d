import { LANGUAGE_NAMES, LANGUAGES, type Language } from '../../contract/language.ts';
import { LANGUAGE_SWITCH_STYLE } from '../../contract/page-styles.ts';
import { cn } from '../lib/cn.ts';
import { chooseLanguage, useLanguage, useTexts } from '../lib/language.ts';
import { UI_TEXTS } from '../lib/strings.ts';
import { toast } from '../lib/toast.ts';
import { useAuth } from '../lib/use-auth.ts';
import { useSaveLanguage } from '../lib/use-save-language.ts';

const TONES = {
  /** In the brand band of the portals, as the sign-in pages draw it too. */
  onBrand: LANGUAGE_SWITCH_STYLE,
  /** On the dashboard's white top bar. */
  plain: {
    group: 'inline-flex gap-0.5 rounded-md border border-gray-300 bg-white p-0.5',
    option:
      'min-h-10 rounded px-2.5 text-sm font-medium transition-colors focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none',
    chosen: 'bg-brand-700 text-white',
    other: 'text-gray-900 hover:bg-gray-100',
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
    <fieldset className={colours.group}>
      <legend className="sr-only">{ui.language}</legend>
      {LANGUAGES.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          aria-pressed={language === current}
          onClick={() => void choose(language)}
          className={cn(colours.option, language === current ? colours.chosen : colours.other)}
        >
          {/* Each language by its own name, so a person who reads only that one finds it. */}
          {LANGUAGE_NAMES[language]}
        </button>
      ))}
    </fieldset>
  );
}
