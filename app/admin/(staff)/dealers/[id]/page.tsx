import { ConfirmAction, DeleteSection } from '@/components/admin/confirm-action';
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { deleteDealerAction } from '@/app/admin/(staff)/dealers/actions';
import { RecordHeader } from '@/components/admin/record-header';
import { getAdminT } from '@/lib/admin/i18n';
import { can } from '@/lib/admin/roles';
import { requireStaffPage } from '@/lib/admin/session';
import { getDealerForEdit } from '@/lib/admin/dealers/service';
import { DealerForm } from '../dealer-form';
import { dealerFormChoices } from '../form-choices';
import { Notice } from '@/components/admin/notice';

type Props = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getAdminT('dealers'))('title') };
}

/** One dealer: its fields, where it came from (a partner application), and deletion with a confirmation. */
export default async function DealerPage({ params, searchParams }: Props) {
  const { id } = await params;
  const staff = await requireStaffPage('dealers', `/admin/dealers/${encodeURIComponent(id)}`);
  const [t, dealer, query] = await Promise.all([getAdminT('dealers'), getDealerForEdit(id), searchParams]);
  if (!dealer) notFound();
  const { lead, createdAt: _c, updatedAt: _u, leadId: _l, ...fields } = dealer;
  return (
    <>
      <RecordHeader
        back={{ href: '/admin/dealers', label: t('back') }}
        title={<span className="break-words">{dealer.name}</span>}
        view={{ href: staff.locale === 'it' ? '/dealers' : `/${staff.locale}/dealers`, label: t('viewPublic'), published: dealer.published }}
        state={dealer.published ? t('list.published') : t('list.hidden')}
        stateTestId="dealer-state"
      />
      <Notice area="dealers" params={query} />
      {lead && can(staff.role, 'leads') ? (
        <p className="mb-4 text-sm" data-testid="dealer-lead">
          <Link href={`/admin/leads/${lead.id}`} className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline">
            {t('lead.from', { name: lead.name })}
          </Link>
        </p>
      ) : null}
      <DealerForm
        dealer={{ ...fields, region: fields.region ?? '', email: fields.email ?? '', website: fields.website ?? '' }}
        {...dealerFormChoices(staff.locale)}
      />
      <DeleteSection title={t('delete.title')} hint={t('delete.body')}>
        <ConfirmAction action={deleteDealerAction} hidden={{ id: dealer.id }} confirm={t('delete.confirm', { name: dealer.name })} button={t('delete.button', { name: dealer.name })} formTestId="dealer-delete" />
      </DeleteSection>
    </>
  );
}
