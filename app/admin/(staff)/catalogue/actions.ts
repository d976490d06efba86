'use server';

import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { z } from 'zod';
import { idSchema, versionSchema } from '@/lib/admin/record-ids';
import { failed, succeeded, type AdminActionState } from '@/lib/admin/action-state';
import {
  createCategory,
  deleteCategory,
  reorderCategory,
  saveCategory,
} from '@/lib/admin/catalogue/categories';
import {
  createProduct,
  deleteProduct,
  duplicateProduct,
  makeMainPicture,
  removePicture,
  saveProduct,
  setPublished,
  type CatalogueResult,
} from '@/lib/admin/catalogue/products';
import { categoryFormInput, categoryFormSchema, fieldErrors, productFormInput, productFormSchema } from '@/lib/admin/catalogue/schema';
import { getAdminT } from '@/lib/admin/i18n';
import { actorOf, requireStaffAction } from '@/lib/admin/session';

// The catalogue's server actions. Each one checks the session and the role first (403 and nothing changed
// otherwise), parses with the form's schema, and calls lib/admin/catalogue, which writes the audit entry in the
// change's transaction and revalidates the public pages.

/** The form's answer, with what was typed (React resets a form after its action: the values come back here). */
export type CatalogueFormState = (NonNullable<AdminActionState> & { values?: Record<string, string>; moreRows?: boolean }) | null;

function typedValues(formData: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of formData) if (typeof value === 'string' && !key.startsWith('$')) values[key] = value;
  return values;
}

function answer(result: Extract<CatalogueResult, { ok: false }>, formData: FormData): CatalogueFormState {
  return { ...failed(result.code, result.fieldErrors), values: typedValues(formData) } as CatalogueFormState;
}

/** Creates or saves a product; "More rows" (intent=rows) only returns the form with more empty rows. */
export async function saveProductAction(_previous: CatalogueFormState, formData: FormData): Promise<CatalogueFormState> {
  const staff = await requireStaffAction('catalogue');
  if (formData.get('intent') === 'rows') {
    const t = await getAdminT('catalogue');
    return { ...succeeded(t('form.rowsAdded')), values: typedValues(formData), moreRows: true } as CatalogueFormState;
  }
  const parsed = productFormSchema.safeParse(productFormInput(formData));
  if (!parsed.success) return { ...failed('INVALID', fieldErrors(parsed.error)), values: typedValues(formData) } as CatalogueFormState;
  const actor = actorOf(staff);
  if (!parsed.data.id) {
    const created = await createProduct(actor, parsed.data);
    if (!created.ok) return answer(created, formData);
    revalidatePath('/admin/catalogue', 'layout');
    redirect(`/admin/catalogue/products/${created.id}?done=created`);
  }
  const saved = await saveProduct(actor, parsed.data);
  if (!saved.ok) return answer(saved, formData);
  revalidatePath('/admin/catalogue', 'layout');
  return succeeded() as CatalogueFormState;
}


/** Where a product's own actions return: its edit page, with what happened in the query (read by the page). */
const productPage = (id: string, query: string) => `/admin/catalogue/products/${encodeURIComponent(id)}?${query}`;

function after(result: CatalogueResult, id: string, done: string): never {
  revalidatePath('/admin/catalogue', 'layout');
  redirect(productPage(id, result.ok ? `done=${done}` : `error=${result.code}`));
}

export async function setPublishedAction(formData: FormData): Promise<void> {
  const staff = await requireStaffAction('catalogue');
  const id = idSchema.parse(formData.get('id'));
  const version = versionSchema.safeParse(formData.get('version'));
  if (!version.success) redirect(productPage(id, 'error=INVALID'));
  const published = formData.get('published') === 'true';
  after(await setPublished(actorOf(staff), id, version.data, published), id, published ? 'published' : 'unpublished');
}

export async function duplicateProductAction(formData: FormData): Promise<void> {
  const staff = await requireStaffAction('catalogue');
  const id = idSchema.parse(formData.get('id'));
  const result = await duplicateProduct(actorOf(staff), id);
  revalidatePath('/admin/catalogue', 'layout');
  redirect(result.ok ? productPage(result.id, 'done=duplicated') : productPage(id, `error=${result.code}`));
}

/** Deletes only with the "I understand" box ticked (the second step, without JavaScript too). */
export async function deleteProductAction(formData: FormData): Promise<void> {
  const staff = await requireStaffAction('catalogue');
  const id = idSchema.parse(formData.get('id'));
  if (formData.get('confirm') !== 'yes') redirect(productPage(id, 'error=CONFIRM'));
  const result = await deleteProduct(actorOf(staff), id);
  revalidatePath('/admin/catalogue', 'layout');
  redirect(result.ok ? '/admin/catalogue?done=deleted' : productPage(id, `error=${result.code}`));
}

export async function pictureAction(formData: FormData): Promise<void> {
  const staff = await requireStaffAction('catalogue');
  const id = idSchema.parse(formData.get('id'));
  const version = versionSchema.safeParse(formData.get('version'));
  const url = z.string().min(1).max(300).safeParse(formData.get('url'));
  if (!version.success || !url.success) redirect(productPage(id, 'error=INVALID'));
  const change = formData.get('intent') === 'main' ? makeMainPicture : removePicture;
  after(await change(actorOf(staff), id, version.data, url.data), id, formData.get('intent') === 'main' ? 'pictureMain' : 'pictureRemoved');
}

// ---------------------------------------------------------------------------------------------------------
// Categories

export async function saveCategoryAction(_previous: CatalogueFormState, formData: FormData): Promise<CatalogueFormState> {
  const staff = await requireStaffAction('catalogue');
  const parsed = categoryFormSchema.safeParse(categoryFormInput(formData));
  if (!parsed.success) return { ...failed('INVALID', fieldErrors(parsed.error)), values: typedValues(formData) } as CatalogueFormState;
  const actor = actorOf(staff);
  const result = parsed.data.id ? await saveCategory(actor, parsed.data) : await createCategory(actor, parsed.data);
  if (!result.ok) return answer(result, formData);
  revalidatePath('/admin/catalogue', 'layout');
  if (!parsed.data.id) redirect(`/admin/catalogue/categories/${result.id}?done=created`);
  return succeeded() as CatalogueFormState;
}

export async function reorderCategoryAction(formData: FormData): Promise<void> {
  const staff = await requireStaffAction('catalogue');
  const id = idSchema.parse(formData.get('id'));
  const result = await reorderCategory(actorOf(staff), id, formData.get('direction') === 'up' ? 'up' : 'down');
  revalidatePath('/admin/catalogue', 'layout');
  redirect(`/admin/catalogue/categories${result.ok ? `#category-${id}` : `?error=${result.code}`}`);
}

export async function deleteCategoryAction(formData: FormData): Promise<void> {
  const staff = await requireStaffAction('catalogue');
  const id = idSchema.parse(formData.get('id'));
  if (formData.get('confirm') !== 'yes') redirect(`/admin/catalogue/categories/${id}?error=CONFIRM`);
  const result = await deleteCategory(actorOf(staff), id);
  revalidatePath('/admin/catalogue', 'layout');
  if (!result.ok) redirect(`/admin/catalogue/categories/${id}?error=${result.fieldErrors?.confirm === 'notEmpty' ? 'NOT_EMPTY' : result.code}`);
  redirect('/admin/catalogue/categories?done=deleted');
}
