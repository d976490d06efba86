import { getLocale, getTranslations } from 'next-intl/server';
import { buttonClasses } from '@/components/ui/button';
import { CloseIcon, SearchIcon } from '@/components/ui/icons';
import { inputClasses } from '@/components/ui/input';
import { getPathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { HeaderSearchEnhancer } from './header-search-enhancer';
import { SEARCH_IDS } from './header-search-ids';

/**
 * The header's search: a GET form to the product list (`q`, the list's search), in the server's HTML, so it works
 * without JavaScript. From lg up it sits in the bar as a 44 px field that widens while it has the focus or a text;
 * below lg a button in the bar shows it as a full-width row under the bar (without scripts that button is a link to
 * the list's own search field). All of it is drawn here, on the server; the browser's part (header-search-enhancer.tsx)
 * only adds behaviour: the row's button, and the combobox whose suggestions' code loads with the first focus. So
 * every page's first load carries little for it. See docs/decisions/0095-header-search.md.
 */
export async function HeaderSearch() {
  const [t, locale] = await Promise.all([getTranslations('Search'), getLocale()]);
  const list = getPathname({ href: '/product', locale });
  return (
    <div className="flex shrink-0 items-center lg:relative lg:size-11">
      <a
        id={SEARCH_IDS.toggle}
        href={`${list}#filter-q`}
        aria-controls={SEARCH_IDS.form}
        aria-label={t('open')}
        className={buttonClasses({ variant: 'ghost', size: 'icon', className: 'group/toggle lg:hidden' })}
        data-testid="search-toggle"
      >
        <SearchIcon className="group-data-[open]/toggle:hidden" />
        <CloseIcon className="hidden group-data-[open]/toggle:block" />
      </a>
      <form
        id={SEARCH_IDS.form}
        role="search"
        method="get"
        action={list}
        className="group absolute inset-x-0 top-full hidden gap-2 border-b border-ink-line bg-white px-4 py-3 shadow-md data-[open]:flex sm:px-6 lg:inset-x-auto lg:top-0 lg:right-0 lg:flex lg:w-11 lg:border-0 lg:p-0 lg:shadow-none lg:focus-within:w-80 lg:has-[input:not(:placeholder-shown)]:w-80 motion-safe:lg:transition-[width]"
        data-testid="header-search"
      >
        <label htmlFor={SEARCH_IDS.input} className="sr-only">
          {t('label')}
        </label>
        <div className="relative min-w-0 flex-1">
          <SearchIcon className="pointer-events-none absolute top-2.5 left-2.5 size-6 text-brand-700" />
          <input
            id={SEARCH_IDS.input}
            name="q"
            type="search"
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            enterKeyHint="search"
            maxLength={100}
            placeholder={t('placeholder')}
            className={inputClasses({ className: 'h-11 pl-10 lg:cursor-pointer lg:focus:cursor-text' })}
          />
        </div>
        <button type="submit" className={buttonClasses({ size: 'sm', className: 'lg:hidden lg:group-focus-within:inline-flex lg:group-has-[input:not(:placeholder-shown)]:inline-flex' })}>
          {t('submit')}
        </button>
        <HeaderSearchEnhancer labels={{ open: t('open'), close: t('close') }} locale={locale as Locale} />
      </form>
    </div>
  );
}
