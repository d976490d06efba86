import Link from 'next/link';
import { createDealerFromLeadAction } from '@/app/admin/(staff)/dealers/actions';
import { Button } from '@/components/ui/button';
import { getAdminT } from '@/lib/admin/i18n';
import { can, type Role } from '@/lib/admin/roles';
import { dealerOfLead } from '@/lib/admin/dealers/service';
import { Message } from '@/components/admin/message';
import { Panel } from '@/components/admin/panel';

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
    <Panel id="lead-dealer" title={t('lead.heading')} boxed className="sm:p-6" testId="lead-dealer">
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
            <Message tone="error">
              {problem === 'NOT_FOUND' ? t('notices.error.NOT_FOUND') : t(`lead.${problem}`)}
            </Message>
          ) : null}
          <Button type="submit" size="sm" data-testid="create-dealer">
            {t('lead.create')}
          </Button>
        </form>
      )}
    </Panel>
  );
}
