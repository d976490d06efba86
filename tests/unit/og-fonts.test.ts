import { createElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ImageResponse } from 'next/dist/compiled/@vercel/og/index.node.js';
import { routing } from '@/i18n/routing';
import { loadOgAssets } from '@/lib/seo/og-assets';
import { products } from '@/prisma/data/products';

// The Open Graph images are drawn with our own fonts. A character they lack makes the renderer fetch a font from
// Google at request time (no network in production: the text is drawn as boxes), so every product name in every
// language must be covered by the fonts we give it.

afterEach(() => vi.restoreAllMocks());

async function fontsFetchedFor(text: string): Promise<string[]> {
  const fetchSpy = vi.spyOn(globalThis, 'fetch').mockRejectedValue(new Error('no network in this test'));
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const { fonts } = await loadOgAssets();
  const element = createElement('div', { style: { display: 'flex', fontFamily: 'Manrope', fontSize: 40 } }, text);
  await new ImageResponse(element, { width: 1200, height: 200, fonts }).arrayBuffer();
  return fetchSpy.mock.calls.map(([url]) => String(url));
}

describe('Open Graph fonts', () => {
  for (const locale of routing.locales) {
    it(`cover every product name in ${locale}`, async () => {
      const names = [...new Set(products.map((product) => product.name[locale]))].join(' · ');
      expect(await fontsFetchedFor(names)).toEqual([]);
    });
  }

  it('are what the check above relies on: a script they lack is fetched', async () => {
    expect((await fontsFetchedFor('空调')).length).toBeGreaterThan(0);
  });
});
