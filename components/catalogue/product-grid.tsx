import type { ProductCard as Card } from '@/lib/catalogue/products';
import { ProductCard } from './product-card';

/** `atTop`: the grid opens the page, so its first picture is the likely largest paint and loads first. */
type Props = { products: Card[]; atTop?: boolean };

export function ProductGrid({ products, atTop = false }: Props) {
  return (
    <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 xl:grid-cols-3" data-testid="product-grid">
      {products.map((product, index) => (
        <li key={product.slug}>
          <ProductCard product={product} eager={atTop && index === 0} />
        </li>
      ))}
    </ul>
  );
}
