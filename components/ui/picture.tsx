import type { ComponentProps } from 'react';
import { preload } from 'react-dom';

type Props = Omit<ComponentProps<'img'>, 'src' | 'alt' | 'width' | 'height' | 'fetchPriority'> & {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** The page's largest paint: preloaded, fetched at once and first. */
  priority?: boolean;
};

/**
 * A picture as plain HTML. Ours are SVG drawings or WebP files already sized when they were uploaded, so an
 * image optimiser has nothing to do; next/image would only add its browser code (about 3.5 kB) to every page.
 * Lazy by default; `loading="eager"` for what is above the fold, `priority` for the largest paint.
 */
export function Picture({ priority = false, loading = 'lazy', alt, ...props }: Props) {
  const srcSet = props.srcSet ?? uploadedSrcSet(props.src);
  if (priority) preload(props.src, { as: 'image', fetchPriority: 'high', ...(srcSet ? { imageSrcSet: srcSet } : {}) });
  return (
    // eslint-disable-next-line @next/next/no-img-element -- see above: nothing for next/image to optimise
    <img decoding="async" alt={alt} {...props} srcSet={srcSet} loading={priority ? 'eager' : loading} fetchPriority={priority ? 'high' : undefined} />
  );
}

/** An uploaded picture (lib/admin/catalogue/pictures.ts) also exists at twice its size, for dense screens. */
function uploadedSrcSet(src: string): string | undefined {
  return /^\/uploads\/.+-480\.webp$/.test(src) ? `${src} 1x, ${src.replace(/-480\.webp$/, '-960.webp')} 2x` : undefined;
}
