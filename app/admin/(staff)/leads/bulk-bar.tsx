import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/field';
import { Select } from '@/components/ui/input';
import { getAdminT } from '@/lib/admin/i18n';
import { LEAD_STATUSES } from '@/lib/admin/leads/values';
import { bulkLeadsAction } from './actions';

export const BULK_FORM = 'lead-bulk';

type Props = { assignees: Array<{ id: string; name: string; email: string }>; query: string };

/**
 * What to do with the ticked rows: a status, or an assignee, for all of them at once. A plain form (the rows'
 * boxes join it by `form=`), so it works without JavaScript; the inbox comes back with its filter and a count.
 */
export async function BulkBar({ assignees, query }: Props) {
  const t = await getAdminT('leads');
  return (
    <form id={BULK_FORM} action={bulkLeadsAction} className="mb-4 flex flex-wrap items-end gap-3 rounded-lg border border-slate-200 bg-white p-3" aria-label={t('bulk.legend')} data-testid="bulk-bar">
      <input type="hidden" name="query" value={query} />
      <p className="w-full text-sm text-ink-muted">{t('bulk.hint')}</p>
      <div className="flex min-w-0 flex-1 flex-wrap items-end gap-2">
        <div className="min-w-40 flex-1">
          <Label htmlFor="bulk-status">{t('bulk.status')}</Label>
          <Select id="bulk-status" name="status" defaultValue="in_progress">
            {LEAD_STATUSES.map((status) => <option key={status} value={status}>{t(`statuses.${status}`)}</option>)}
          </Select>
        </div>
        <Button type="submit" name="intent" value="status" size="sm" variant="outline">{t('bulk.applyStatus')}</Button>
      </div>
      <div className="flex min-w-0 flex-1 flex-wrap items-end gap-2">
        <div className="min-w-40 flex-1">
          <Label htmlFor="bulk-assignee">{t('bulk.assignee')}</Label>
          <Select id="bulk-assignee" name="assigneeId" defaultValue="">
            <option value="">{t('workForm.nobody')}</option>
            {assignees.map((user) => <option key={user.id} value={user.id}>{user.name || user.email}</option>)}
          </Select>
        </div>
        <Button type="submit" name="intent" value="assign" size="sm" variant="outline">{t('bulk.applyAssignee')}</Button>
      </div>
    </form>
  );
}
