import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { ProjectCard as Card } from '@/lib/projects/queries';
import { MapPinIcon } from '@/components/ui/icons';
import { Picture } from '@/components/ui/picture';
import { typeset } from '@/components/ui/typeset';
import { BuildingDrawing } from './building-drawing';

type Props = { project: Card; eager?: boolean; headingLevel?: 'h2' | 'h3' };

/** A reference at a glance: photo, building type, title, place and year, summary; the whole card is the link. */
export async function ProjectCard({ project, eager = false, headingLevel: Heading = 'h2' }: Props) {
  const t = await getTranslations('Projects');
  const place = [project.city, project.countryName].join(', ');
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-xl border border-ink-line bg-white hover:border-brand-300 hover:shadow-md" data-testid="project-card">
      {project.picture ? (
        <Picture src={project.picture} alt="" width={480} height={360} priority={eager} className="aspect-[4/3] w-full bg-brand-50 object-cover" />
      ) : (
        <BuildingDrawing className="aspect-[4/3] h-auto w-full" />
      )}
      <div className="flex flex-1 flex-col p-4 sm:p-5">
        <p className="text-xs font-semibold tracking-wider text-accent-700 uppercase">{t(`buildingTypes.${project.buildingType}`)}</p>
        <Heading className="mt-1 text-lg font-bold text-brand-900" lang={project.textLocale}>
          <Link href={`/projects/${project.slug}`} prefetch={false} className="after:absolute after:inset-0">
            {typeset(project.title)}
          </Link>
        </Heading>
        <p className="mt-2 flex items-start gap-1.5 text-sm text-ink-muted">
          <MapPinIcon className="mt-0.5 size-4 shrink-0" />
          <span>
            {place}
            {project.year ? <> · {project.year}</> : null}
          </span>
        </p>
        {project.summary ? (
          <p className="mt-3 line-clamp-4 text-sm leading-relaxed text-ink" lang={project.textLocale}>
            {project.summary}
          </p>
        ) : null}
      </div>
    </article>
  );
}
