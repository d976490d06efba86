import type { Metadata } from 'next';
import { RecordHeader } from '@/components/admin/record-header';
import { getAdminT } from '@/lib/admin/i18n';
import { requireStaffPage } from '@/lib/admin/session';
import { countryChoices } from '@/lib/geo/countries';
import { productChoices } from '@/lib/admin/projects/service';
import { ProjectForm } from '../project-form';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getAdminT('projects'))('new') };
}

/** A new reference: off the site until staff tick "published"; photos are added after the first save. */
export default async function NewProjectPage() {
  const staff = await requireStaffPage('projects', '/admin/projects/new');
  const [t, products] = await Promise.all([getAdminT('projects'), productChoices(staff.locale)]);
  return (
    <>
      <RecordHeader back={{ href: '/admin/projects', label: t('title') }} title={t('new')} />
      <p className="mb-4 text-sm text-ink-muted">{t('newHint')}</p>
      <ProjectForm
        project={{ slug: '', city: '', country: '', buildingType: '', year: null, sortOrder: 0, published: false, productIds: [], translations: [] }}
        countries={countryChoices(staff.locale)}
        products={products}
      />
    </>
  );
}
