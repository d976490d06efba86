'use server';

import { z } from 'zod';
import { staffAction } from '@/lib/admin/action';
import { categoryType, createCategory, deleteCategory, discardCategoryDraft, publishCategory, reorderCategory, saveCategory } from '@/lib/admin/catalogue/categories';
import { createProduct, deleteProduct, discardDraft, duplicateProduct, makeMainPicture, productType, removePicture, saveProduct, setPublished } from '@/lib/admin/catalogue/products';
import { categoryFormSchema, productFormSchema } from '@/lib/admin/catalogue/schema';
import { confirmed, idSchema, versionSchema } from '@/lib/admin/form-schema';
import { getAdminT } from '@/lib/admin/i18n';
import { actorOf } from '@/lib/admin/session';
import { scheduleActions } from '@/lib/admin/content/schedule-actions';

// The catalogue's server actions (lib/admin/action.ts: role, schema, command, revalidation, answer). The
// commands of lib/admin/catalogue write the audit entry in the change's transaction and refresh the public pages.

const CATALOGUE = ['/admin/catalogue'];

/** Where a product's own buttons return: its edit page, with what happened in the query (read by the page). */
const productPage = (id: unknown, query: string) => `/admin/catalogue/products/${encodeURIComponent(String(id ?? ''))}?${query}`;

/** Creates or saves a product; "More rows" (intent=rows) only shows the form again with more empty rows. */
export const saveProductAction = staffAction({
  area: 'catalogue',
  schema: productFormSchema,
  run: (input, staff) => (input.id ? saveProduct(actorOf(staff), input) : createProduct(actorOf(staff), input)),
  revalidate: CATALOGUE,
  done: (result, input) =>
    input.intent === 'pictures' ? { redirect: `/admin/catalogue/products/${result.id}/pictures` } : input.id ? {} : { redirect: `/admin/catalogue/products/${result.id}?done=created` },
  redisplay: { intent: 'rows', message: async () => (await getAdminT('catalogue'))('form.rowsAdded') },
});

/** The product's pictures page, where the upload and the picture buttons are and come back to. */
const picturesPage = (id: unknown, query: string) => `/admin/catalogue/products/${encodeURIComponent(String(id ?? ''))}/pictures?${query}`;

const recordButton = z.object({ id: idSchema, version: versionSchema });

export const setPublishedAction = staffAction({
  area: 'catalogue',
  schema: recordButton.extend({ published: z.enum(['true', 'false']) }),
  run: (input, staff) => setPublished(actorOf(staff), input.id, input.version, input.published === 'true'),
  revalidate: CATALOGUE,
  done: (_, input) => ({ redirect: productPage(input.id, `done=${input.published === 'true' ? 'published' : 'unpublished'}`) }),
  // Refused for completeness: the page's checklist names what each language lacks.
  back: (code, sent) => productPage(sent.id, `error=${code}`),
});

/** "Discard draft": the editor shows the published product again. */
export const discardDraftAction = staffAction({
  area: 'catalogue',
  schema: recordButton.extend({ confirm: confirmed() }),
  run: (input, staff) => discardDraft(actorOf(staff), input.id, input.version),
  revalidate: CATALOGUE,
  done: (_, input) => ({ redirect: productPage(input.id, 'done=discarded') }),
  back: (code, sent) => productPage(sent.id, `error=${code}`),
});

export const duplicateProductAction = staffAction({
  area: 'catalogue',
  schema: z.object({ id: idSchema }),
  run: (input, staff) => duplicateProduct(actorOf(staff), input.id),
  revalidate: CATALOGUE,
  done: (result) => ({ redirect: productPage(result.id, 'done=duplicated') }),
  back: (code, sent) => productPage(sent.id, `error=${code}`),
});

/** Deletes only with the "I understand" box ticked (the second step, without JavaScript too). */
export const deleteProductAction = staffAction({
  area: 'catalogue',
  schema: z.object({ id: idSchema, confirm: confirmed() }),
  run: (input, staff) => deleteProduct(actorOf(staff), input.id),
  revalidate: CATALOGUE,
  done: () => ({ redirect: '/admin/catalogue?done=deleted' }),
  back: (code, sent) => productPage(sent.id, `error=${code}`),
});

/** Makes a picture the main one, or removes it (intent=main|remove). */
export const pictureAction = staffAction({
  area: 'catalogue',
  schema: recordButton.extend({ url: z.string().min(1).max(300), intent: z.enum(['main', 'remove']) }),
  run: (input, staff) => (input.intent === 'main' ? makeMainPicture : removePicture)(actorOf(staff), input.id, input.version, input.url),
  revalidate: CATALOGUE,
  done: (_, input) => ({ redirect: picturesPage(input.id, `done=${input.intent === 'main' ? 'pictureMain' : 'pictureRemoved'}`) }),
  back: (code, sent) => picturesPage(sent.id, `pictureError=${code}`),
});

// ---------------------------------------------------------------------------------------------------------
// Categories

export const saveCategoryAction = staffAction({
  area: 'catalogue',
  schema: categoryFormSchema,
  run: (input, staff) => (input.id ? saveCategory(actorOf(staff), input) : createCategory(actorOf(staff), input)),
  revalidate: CATALOGUE,
  done: (result, input) => (input.id ? {} : { redirect: `/admin/catalogue/categories/${result.id}?done=created` }),
});

/** Where a category's own buttons return: its edit page, with what happened in the query. */
const categoryPage = (id: unknown, query: string) => `/admin/catalogue/categories/${encodeURIComponent(String(id ?? ''))}?${query}`;

/** "Publish changes" of a category (always public: there is no "Unpublish", so `published` is always true). */
export const publishCategoryAction = staffAction({
  area: 'catalogue',
  schema: recordButton.extend({ published: z.literal('true') }),
  run: (input, staff) => publishCategory(actorOf(staff), input.id, input.version),
  revalidate: CATALOGUE,
  done: (_, input) => ({ redirect: categoryPage(input.id, 'done=published') }),
  back: (code, sent) => categoryPage(sent.id, `error=${code}`),
});

export const discardCategoryDraftAction = staffAction({
  area: 'catalogue',
  schema: recordButton.extend({ confirm: confirmed() }),
  run: (input, staff) => discardCategoryDraft(actorOf(staff), input.id, input.version),
  revalidate: CATALOGUE,
  done: (_, input) => ({ redirect: categoryPage(input.id, 'done=discarded') }),
  back: (code, sent) => categoryPage(sent.id, `error=${code}`),
});

export const reorderCategoryAction = staffAction({
  area: 'catalogue',
  schema: z.object({ id: idSchema, direction: z.enum(['up', 'down']) }),
  run: (input, staff) => reorderCategory(actorOf(staff), input.id, input.direction),
  revalidate: CATALOGUE,
  done: (_, input) => ({ redirect: `/admin/catalogue/categories#category-${input.id}` }),
  back: (code) => `/admin/catalogue/categories?error=${code}`,
});

export const deleteCategoryAction = staffAction({
  area: 'catalogue',
  schema: z.object({ id: idSchema, confirm: confirmed() }),
  // A category with products or subcategories is refused on its confirmation box: the page says why.
  run: async (input, staff) => {
    const result = await deleteCategory(actorOf(staff), input.id);
    return result.ok || result.fieldErrors?.confirm !== 'notEmpty' ? result : { ok: false as const, code: 'NOT_EMPTY' as const };
  },
  revalidate: CATALOGUE,
  done: () => ({ redirect: '/admin/catalogue/categories?done=deleted' }),
  back: (code, sent) => categoryPage(sent.id, `error=${code}`),
});

// "Publish at" / "Unpublish at" on a product's and a category's publishing panel, and their "Cancel".
const productSchedule = scheduleActions({ area: 'catalogue', type: productType, page: productPage, revalidate: CATALOGUE });
export const scheduleProductAction = productSchedule.schedule;
export const cancelProductScheduleAction = productSchedule.cancel;
const categorySchedule = scheduleActions({ area: 'catalogue', type: categoryType, page: categoryPage, revalidate: CATALOGUE });
export const scheduleCategoryAction = categorySchedule.schedule;
export const cancelCategoryScheduleAction = categorySchedule.cancel;
