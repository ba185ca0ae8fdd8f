import type { AccountLang, SignInText } from './accountText.js';

/** English / Cymraeg: the language of the screens before sign-in. */
export function LanguageSwitch({
  t,
  lang,
  onLang,
}: {
  t: SignInText;
  lang: AccountLang;
  onLang: (lang: AccountLang) => void;
}) {
  return (
    <div className="vkp-lang-switch" role="group" aria-label={t.language}>
      {(
        [
          ['en-GB', 'English'],
          ['cy', 'Cymraeg'],
        ] as const
      ).map(([tag, name]) => (
        <button
          key={tag}
          type="button"
          lang={tag}
          className="vkp-link-button"
          aria-pressed={lang === tag}
          onClick={() => onLang(tag)}
        >
          {name}
        </button>
      ))}
    </div>
  );
}
