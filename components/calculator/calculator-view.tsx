import { getLocale, getTranslations } from 'next-intl/server';
import { ProductCard } from '@/components/catalogue/product-card';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input, Select } from '@/components/ui/input';
import { getPathname, Link } from '@/i18n/navigation';
import { CALCULATOR, rankProducts, SUN_EXPOSURES, type CalculatorField, type CalculatorState, type Suggestion } from '@/lib/calculator/cooling-load';
import { roundKw, suggestionNote } from '@/lib/calculator/notes';
import { formatBtuh } from '@/lib/catalogue/capacity';
import type { ProductCard as Card } from '@/lib/catalogue/products';
import { getProductCards } from '@/lib/catalogue/products';
import { formatNumber, withUnit } from '@/lib/catalogue/units';
import { ResultPdfLink } from './result-pdf-link';

type Props = { state: CalculatorState };

/**
 * The calculator's form, its result and the matching products. A plain GET form to /calculator: the proxy sends
 * a URL with values to the per-request result page, so a result is a link and everything works without scripts.
 */
export async function CalculatorView({ state }: Props) {
  const [t, c, locale] = await Promise.all([getTranslations('Calculator'), getTranslations('Catalogue'), getLocale()]);
  const { values } = state;
  const errors: Partial<Record<CalculatorField, string>> = {};
  if (state.status === 'invalid') {
    for (const [field, code] of Object.entries(state.errors) as [CalculatorField, string][]) {
      const { min, max } = CALCULATOR.limits[field];
      errors[field] = code === 'range' ? t('errors.range', { min: formatNumber(min, locale), max: formatNumber(max, locale) }) : t(`errors.${code as 'required' | 'number'}`);
    }
  }
  const kw = (value: number) => withUnit(formatNumber(value, locale), c('units.kw'));
  const watts = (value: number) => withUnit(formatNumber(Math.round(value), locale), c('units.w'));
  const numberField = (field: CalculatorField, unit?: string) => (
    <Field id={`calc-${field}`} label={t(`fields.${field}`)} note={unit} hint={t(`hints.${field}`)} error={errors[field]}>
      {(control) => (
        <Input
          {...control}
          name={field}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          defaultValue={values[field]}
          required={field === 'area'}
        />
      )}
    </Field>
  );

  const suggestions = state.status === 'done' ? rankProducts(await getProductCards(locale), state.load.totalKw) : { direct: [], hydronic: [] };
  const groups = (['direct', 'hydronic'] as const).filter((group) => suggestions[group].length);

  return (
    <div className="mx-auto grid max-w-7xl gap-10 px-4 py-10 sm:px-6 lg:grid-cols-[minmax(0,24rem)_minmax(0,1fr)]">
      <form action={getPathname({ href: '/calculator', locale })} method="get" className="space-y-5 self-start rounded-xl border border-ink-line bg-brand-50 p-5" noValidate data-testid="calculator-form">
        {state.status === 'invalid' ? (
          <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm font-medium text-red-800" data-testid="calculator-errors">
            {t('errors.summary')}
          </p>
        ) : null}
        {numberField('area', t('areaUnit'))}
        {numberField('height', c('units.m'))}
        <Field id="calc-sun" label={t('fields.sun')} hint={t('hints.sun')}>
          {(control) => (
            <Select {...control} name="sun" defaultValue={values.sun}>
              {SUN_EXPOSURES.map((sun) => (
                <option key={sun} value={sun}>
                  {t(`sun.${sun}`)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        {numberField('people')}
        {numberField('equipment', c('units.w'))}
        <Button type="submit" className="w-full">
          {t('submit')}
        </Button>
      </form>

      <div className="min-w-0 space-y-10">
        {state.status === 'done' ? (
          <section aria-labelledby="calc-result" className="rounded-xl border border-brand-200 bg-white p-5 sm:p-6" data-testid="calculator-result">
            <h2 id="calc-result" className="text-sm font-bold tracking-wider text-brand-700 uppercase">
              {t('resultTitle')}
            </h2>
            <p className="mt-2 text-3xl font-bold text-brand-900 tabular-nums" data-testid="calculator-load">
              {kw(roundKw(state.load.totalKw))}{' '}
              <span className="text-lg font-semibold whitespace-nowrap text-ink-muted">({withUnit(formatBtuh(state.load.totalKw, locale), c('units.btuh'))})</span>
            </p>
            <dl className="mt-4 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_auto] sm:justify-start">
              <dt className="text-ink-muted">{t('parts.envelope', { area: formatNumber(state.input.area, locale), height: formatNumber(state.input.height, locale), q: CALCULATOR.envelopeWPerM3[state.input.sun] })}</dt>
              <dd className="font-semibold tabular-nums">{watts(state.load.envelopeW)}</dd>
              <dt className="text-ink-muted">{t('parts.people', { count: state.input.people, w: CALCULATOR.personW })}</dt>
              <dd className="font-semibold tabular-nums">{watts(state.load.peopleW)}</dd>
              <dt className="text-ink-muted">{t('parts.equipment')}</dt>
              <dd className="font-semibold tabular-nums">{watts(state.load.equipmentW)}</dd>
            </dl>
            <ResultPdfLink input={state.input} className="mt-4" />
          </section>
        ) : null}

        {state.status === 'done' ? (
          <section aria-labelledby="calc-matches" data-testid="calculator-matches">
            <h2 id="calc-matches" className="text-2xl font-bold text-brand-900">
              {t('matchesTitle')}
            </h2>
            <p className="mt-2 max-w-prose text-ink-muted">{t('matchesLead', { limit: CALCULATOR.oversizeLimit })}</p>
            {groups.length ? (
              groups.map((group) => (
                <section key={group} aria-labelledby={`calc-group-${group}`} className="mt-8" data-testid={`calculator-group-${group}`}>
                  <h3 id={`calc-group-${group}`} className="text-lg font-bold text-brand-900">
                    {t(`groups.${group}.title`)}
                  </h3>
                  <p className="mt-1 max-w-prose text-sm text-ink-muted">{t(`groups.${group}.note`)}</p>
                  <ol className="mt-4 grid grid-cols-1 gap-6 sm:grid-cols-2 xl:grid-cols-3">
                    {suggestions[group].map((suggestion: Suggestion<Card>) => {
                      const note = suggestionNote(suggestion, state.load.totalKw);
                      return (
                        <li key={`${suggestion.product.slug}-${suggestion.units}`} className="flex flex-col gap-2" data-testid="calculator-suggestion">
                          {note ? (
                            <p className={`text-sm font-semibold ${note.kind === 'undersized' ? 'text-amber-800' : 'text-brand-800'}`} data-testid="calculator-suggestion-note">
                              {note.kind === 'undersized'
                                ? t('undersized', { capacity: kw(note.capacityKw), load: kw(note.loadKw) })
                                : t('combination', { count: note.count, total: kw(note.totalKw) })}
                            </p>
                          ) : null}
                          <ProductCard product={suggestion.product} />
                        </li>
                      );
                    })}
                  </ol>
                </section>
              ))
            ) : (
              <p className="mt-6 rounded-xl border border-ink-line p-5">
                {t.rich('noMatches', { link: (chunks) => <Link href="/contacts" className="font-semibold text-brand-700 underline">{chunks}</Link> })}
              </p>
            )}
          </section>
        ) : null}

        <section aria-labelledby="calc-method" className="max-w-prose">
          <h2 id="calc-method" className="text-xl font-bold text-brand-900">
            {t('methodTitle')}
          </h2>
          <p className="mt-3 rounded-md bg-brand-50 p-3 font-mono text-sm break-words">{t('formula')}</p>
          <ul className="mt-4 list-disc space-y-2 pl-5 text-ink-muted">
            <li>{t('assumptions.envelope', { low: CALCULATOR.envelopeWPerM3.low, medium: CALCULATOR.envelopeWPerM3.medium, high: CALCULATOR.envelopeWPerM3.high })}</li>
            <li>{t('assumptions.people', { w: CALCULATOR.personW })}</li>
            <li>{t('assumptions.equipment')}</li>
            <li>{t('assumptions.limits')}</li>
          </ul>
        </section>
      </div>
    </div>
  );
}
