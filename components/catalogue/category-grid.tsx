import { Link } from '@/i18n/navigation';
import type { MenuCategory } from '@/lib/catalogue/categories';

type Props = { categories: MenuCategory[] };

/** Parent categories as cards, each listing its children. */
export function CategoryGrid({ categories }: Props) {
  return (
    <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="category-grid">
      {categories.map((parent) => (
        <li key={parent.slug} className="rounded-xl border border-ink-line p-6">
          <h2 className="text-lg font-bold">
            <Link href={`/categories/${parent.slug}`} className="text-brand-900 hover:text-brand-700 hover:underline">
              {parent.name}
            </Link>
          </h2>
          <ul className="mt-3 space-y-1">
            {parent.children.map((child) => (
              <li key={child.slug}>
                <Link href={`/categories/${child.slug}`} className="inline-flex min-h-11 items-center text-ink-muted hover:text-brand-700 hover:underline">
                  {child.name}
                </Link>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
