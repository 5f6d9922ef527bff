import { CatalogueMessages, type AdminCategory, type AdminShop } from 'shared-contracts/admin';
import type { adminCategoryBody, adminCategoryPatch, adminShopBody, adminShopPatch } from 'shared-contracts/admin/rules';
import type { z } from 'zod';
import { fail, NotFoundError } from '../../lib/errors';
import type { WriteContext } from '../write-context';
import { changes, type CatalogueContext } from './context';

export type ShopInput = z.output<typeof adminShopBody>;
export type ShopPatch = z.output<typeof adminShopPatch>;
export type CategoryInput = z.output<typeof adminCategoryBody>;
export type CategoryPatch = z.output<typeof adminCategoryPatch>;

/** The supplier shops and goods categories calls: list, create, edit, delete. */
export function shopsCategoriesService({ catalogue, audit, write }: CatalogueContext) {
  return {
    // ---- supplier shops ----
    async shops(): Promise<AdminShop[]> {
      return (await catalogue.listShops()).map((row) => ({ id: row.id, name: row.name, logo: row.logo, intro: row.intro, goods_count: Number(row.goods_count ?? 0) }));
    },

    async createShop(input: ShopInput, ctx: WriteContext): Promise<AdminShop> {
      const id = await write(async () => {
        if ((await catalogue.shopIdByName(input.name)) !== null) throw fail(CatalogueMessages.shopNameTaken);
        const created = await catalogue.insertShop(input);
        await audit.record({ ...ctx, action: 'shop.create', entity: 'shop', entityId: created, after: input });
        return created;
      });
      return (await this.shops()).find((shop) => shop.id === id)!;
    },

    async updateShop(id: number, patch: ShopPatch, ctx: WriteContext): Promise<AdminShop> {
      await write(async () => {
        const current = await catalogue.findShop(id);
        if (!current) throw new NotFoundError(CatalogueMessages.shopNotFound);
        if (patch.name !== undefined && patch.name !== current.name && (await catalogue.shopIdByName(patch.name)) !== null) throw fail(CatalogueMessages.shopNameTaken);
        const before = { name: current.name, logo: current.logo, intro: current.intro };
        const after = { name: patch.name ?? before.name, logo: patch.logo ?? before.logo, intro: patch.intro ?? before.intro };
        const diff = changes(before, after);
        if (!diff) return;
        await catalogue.updateShop(id, after);
        await audit.record({ ...ctx, action: 'shop.update', entity: 'shop', entityId: id, ...diff });
      });
      return (await this.shops()).find((shop) => shop.id === id)!;
    },

    async deleteShop(id: number, ctx: WriteContext): Promise<void> {
      await write(async () => {
        const current = await catalogue.findShop(id);
        if (!current) throw new NotFoundError(CatalogueMessages.shopNotFound);
        if (await catalogue.shopGoodsCount(id)) throw fail(CatalogueMessages.shopHasGoods);
        if (await catalogue.shopInSupplyUse(id)) throw fail(CatalogueMessages.shopHasSuppliers);
        await catalogue.deleteShop(id);
        await audit.record({ ...ctx, action: 'shop.delete', entity: 'shop', entityId: id, before: { name: current.name, logo: current.logo, intro: current.intro } });
      });
    },

    // ---- categories ----
    async categories(): Promise<AdminCategory[]> {
      return (await catalogue.listCategories()).map((row) => ({ id: row.id, name: row.name, sort: row.sort, goods_count: Number(row.goods_count ?? 0) }));
    },

    async createCategory(input: CategoryInput, ctx: WriteContext): Promise<AdminCategory> {
      const id = await write(async () => {
        if ((await catalogue.categoryIdByName(input.name)) !== null) throw fail(CatalogueMessages.categoryNameTaken);
        const created = await catalogue.insertCategory(input);
        await audit.record({ ...ctx, action: 'category.create', entity: 'category', entityId: created, after: input });
        return created;
      });
      return (await this.categories()).find((category) => category.id === id)!;
    },

    /** A new name moves the category's goods with it, in the same transaction. */
    async updateCategory(id: number, patch: CategoryPatch, ctx: WriteContext): Promise<AdminCategory> {
      await write(async () => {
        const current = await catalogue.findCategory(id);
        if (!current) throw new NotFoundError(CatalogueMessages.categoryNotFound);
        if (patch.name !== undefined && patch.name !== current.name && (await catalogue.categoryIdByName(patch.name)) !== null) throw fail(CatalogueMessages.categoryNameTaken);
        const before = { name: current.name, sort: current.sort };
        const after = { name: patch.name ?? before.name, sort: patch.sort ?? before.sort };
        const diff = changes(before, after);
        if (!diff) return;
        await catalogue.updateCategory(id, after);
        if (after.name !== before.name) await catalogue.renameGoodsCategory(before.name, after.name);
        await audit.record({ ...ctx, action: 'category.update', entity: 'category', entityId: id, ...diff });
      });
      return (await this.categories()).find((category) => category.id === id)!;
    },

    async deleteCategory(id: number, ctx: WriteContext): Promise<void> {
      await write(async () => {
        const current = await catalogue.findCategory(id);
        if (!current) throw new NotFoundError(CatalogueMessages.categoryNotFound);
        if (await catalogue.categoryGoodsCount(current.name)) throw fail(CatalogueMessages.categoryHasGoods);
        await catalogue.deleteCategory(id);
        await audit.record({ ...ctx, action: 'category.delete', entity: 'category', entityId: id, before: { name: current.name, sort: current.sort } });
      });
    },
  };
}
