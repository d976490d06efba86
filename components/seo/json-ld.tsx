import { jsonLdScript } from '@/lib/seo/json-ld';

type Props = { data: unknown };

export function JsonLd({ data }: Props) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScript(data) }} />;
}
