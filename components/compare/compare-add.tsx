import { getTranslations } from 'next-intl/server';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/field';
import { Select } from '@/components/ui/input';
import type { CompareView } from '@/lib/catalogue/compare';
import type { ProductCard } from '@/lib/catalogue/products';

type Props = { action: string; slugs: string[]; view: CompareView; cards: ProductCard[] };

/**
 * A plain GET form that adds one product to the comparison: how a visitor without JavaScript builds the list
 * (a card's "Compare" link starts it with one product). The current products travel as `items`, the chosen
 * one as a second `items` (lib/catalogue/compare.ts reads both).
 */
export async function CompareAdd({ action, slugs, view, cards }: Props) {
  const t = await getTranslations('Compare');
  const families = new Map<string, ProductCard[]>();
  for (const card of cards) if (!slugs.includes(card.slug)) families.set(card.categoryName, [...(families.get(card.categoryName) ?? []), card]);

  return (
    <form method="get" action={action} className="rounded-xl border border-ink-line bg-brand-50 p-4 sm:p-5" data-testid="compare-add">
      <h2 className="text-base font-bold text-brand-900">{t('addTitle')}</h2>
      {slugs.length ? <input type="hidden" name="items" value={slugs.join(',')} /> : null}
      {view.hideEqual ? <input type="hidden" name="diff" value="1" /> : null}
      {view.sharedOnly ? <input type="hidden" name="shared" value="1" /> : null}
      <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="min-w-0 flex-1">
          <Label htmlFor="compare-add">{t('addLabel')}</Label>
          <Select id="compare-add" name="items" required defaultValue="">
            <option value="" disabled>
              {t('addPlaceholder')}
            </option>
            {[...families].map(([family, members]) => (
              <optgroup key={family} label={family}>
                {members.map((card) => (
                  <option key={card.slug} value={card.slug}>
                    {card.name.includes(card.modelCode) ? card.name : `${card.modelCode} – ${card.name}`}
                  </option>
                ))}
              </optgroup>
            ))}
          </Select>
        </div>
        <Button type="submit" variant="outline">
          {t('add')}
        </Button>
      </div>
    </form>
  );
}
