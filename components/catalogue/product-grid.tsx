import type { ProductCard as Card } from '@/lib/catalogue/products';
import { ProductCard } from './product-card';

type Props = { products: Card[] };

export function ProductGrid({ products }: Props) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3" data-testid="product-grid">
      {products.map((product) => (
        <li key={product.slug}>
          <ProductCard product={product} />
        </li>
      ))}
    </ul>
  );
}
