import Link from 'next/link';
import { createDealerFromLeadAction } from '@/app/admin/(staff)/dealers/actions';
import { Button } from '@/components/ui/button';
import { getAdminT } from '@/lib/admin/i18n';
import { can, type Role } from '@/lib/admin/roles';
import { dealerOfLead } from '@/lib/admin/dealers/service';

type Props = { lead: { id: string; type: string; status: string }; role: Role; error?: string | string[] };

const ERRORS = ['notWon', 'invalid', 'NOT_FOUND'] as const;

/**
 * On a partner application's page: the dealer made from it (a link), or, once the application is approved (won),
 * "Create dealer" in one step. Shown only to roles that may edit dealers; the action checks that again.
 */
export async function LeadDealer({ lead, role, error }: Props) {
  if (lead.type !== 'partner' || !can(role, 'dealers')) return null;
  const [t, dealer] = await Promise.all([getAdminT('dealers'), dealerOfLead(lead.id)]);
  if (!dealer && lead.status !== 'won') return null;
  const problem = ERRORS.find((code) => code === (Array.isArray(error) ? error[0] : error));
  return (
    <section aria-labelledby="lead-dealer" className="rounded-lg border border-slate-200 bg-white p-4 sm:p-6" data-testid="lead-dealer">
      <h2 id="lead-dealer" className="mb-2 text-lg font-semibold">
        {t('lead.heading')}
      </h2>
      {dealer ? (
        <p className="text-sm">
          {t('lead.linked')}{' '}
          <Link href={`/admin/dealers/${dealer.id}`} className="font-semibold break-words text-brand-700 underline" data-testid="lead-dealer-link">
            {dealer.name}
          </Link>
        </p>
      ) : (
        <form action={createDealerFromLeadAction} className="space-y-3">
          <input type="hidden" name="leadId" value={lead.id} />
          <p className="text-sm text-ink-muted">{t('lead.hint')}</p>
          {problem ? (
            <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
              {problem === 'NOT_FOUND' ? t('notices.error.NOT_FOUND') : t(`lead.${problem}`)}
            </p>
          ) : null}
          <Button type="submit" size="sm" data-testid="create-dealer">
            {t('lead.create')}
          </Button>
        </form>
      )}
    </section>
  );
}
