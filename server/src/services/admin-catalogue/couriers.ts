import { PLATFORMS } from 'shared-contracts';
import { CatalogueMessages, type AdminCourier } from 'shared-contracts/admin';
import type { adminCourierBody, adminCourierPatch } from 'shared-contracts/admin/rules';
import { shortForms } from 'shared-contracts/regions';
import { canonicalProvince } from 'shared-contracts/regions/data';
import type { Updateable } from 'kysely';
import type { z } from 'zod';
import type { CouriersTable } from '../../db/schema';
import { fail, NotFoundError } from '../../lib/errors';
import type { WriteContext } from '../write-context';
import { changes, type CatalogueContext } from './context';

export type CourierInput = z.output<typeof adminCourierBody>;
export type CourierPatch = z.output<typeof adminCourierPatch>;

/** A province name (full or short) → its short form as the couriers store it (新疆, 内蒙古, 上海); null when none. */
function provinceShortName(name: string): string | null {
  const official = canonicalProvince(name.trim());
  if (!official) return null;
  return [official, ...shortForms(official, 1)].reduce((shortest, form) => (form.length < shortest.length ? form : shortest));
}

/** A `time` column as PostgreSQL gives it (17:00:00) → HH:mm. */
const hhmm = (time: string) => time.slice(0, 5);

/** The couriers calls: list, create, edit, delete. */
export function couriersService({ catalogue, audit, write }: CatalogueContext) {
  function courierColumns(input: Partial<CourierInput>): Omit<Updateable<CouriersTable>, 'platforms' | 'no_deliver_area'> & { platforms?: number[]; no_deliver_area?: string[] } {
    const out: ReturnType<typeof courierColumns> = { ...input };
    if (input.send_province !== undefined) {
      const province = canonicalProvince(input.send_province);
      if (!province) throw fail('发货省份不正确');
      out.send_province = province;
    }
    if (input.platforms) {
      const known = new Set(PLATFORMS.map((p) => p.id));
      if (input.platforms.some((id) => !known.has(id))) throw fail('平台不正确');
      out.platforms = [...new Set(input.platforms)].sort((a, b) => a - b);
    }
    if (input.no_deliver_area) {
      const areas: string[] = [];
      for (const name of input.no_deliver_area) {
        const short = provinceShortName(name);
        if (!short) throw fail(CatalogueMessages.regionUnknown(name));
        if (!areas.includes(short)) areas.push(short);
      }
      out.no_deliver_area = areas;
    }
    return out;
  }

  const toCourier = (row: Awaited<ReturnType<typeof catalogue.listCouriers>>[number]): AdminCourier => ({
    id: row.id,
    name: row.name,
    subname: row.subname,
    send_province: row.send_province,
    send_city: row.send_city,
    send_district: row.send_district,
    send_address: row.send_address,
    tips: row.tips,
    is_wu: row.is_wu,
    platforms: row.platforms,
    no_deliver_area: row.no_deliver_area,
    logo: row.logo,
    issue_deadline: hhmm(row.issue_deadline),
    goods_count: Number(row.goods_count ?? 0),
  });
  const courierSnapshot = ({ id: _id, ...row }: Awaited<ReturnType<typeof catalogue.findCourier>> & object) => ({ ...row, issue_deadline: hhmm(row.issue_deadline) });

  async function courierAfter(id: number) {
    return (await catalogue.listCouriers()).find((row) => row.id === id)!;
  }

  return {
    async couriers(): Promise<AdminCourier[]> {
      return (await catalogue.listCouriers()).map(toCourier);
    },

    async createCourier(input: CourierInput, ctx: WriteContext): Promise<AdminCourier> {
      const columns = courierColumns(input);
      const id = await write(async () => {
        if ((await catalogue.courierIdByName(input.name)) !== null) throw fail(CatalogueMessages.courierNameTaken);
        const created = await catalogue.insertCourier({
          ...(columns as CourierInput),
          platforms: JSON.stringify(columns.platforms),
          no_deliver_area: JSON.stringify(columns.no_deliver_area),
        });
        await audit.record({ ...ctx, action: 'courier.create', entity: 'courier', entityId: created, after: columns });
        return created;
      });
      return toCourier(await courierAfter(id));
    },

    async updateCourier(id: number, patch: CourierPatch, ctx: WriteContext): Promise<AdminCourier> {
      const columns = courierColumns(patch);
      await write(async () => {
        const current = await catalogue.findCourier(id);
        if (!current) throw new NotFoundError(CatalogueMessages.courierNotFound);
        if (columns.name !== undefined && columns.name !== current.name && (await catalogue.courierIdByName(columns.name)) !== null) throw fail(CatalogueMessages.courierNameTaken);
        const before = courierSnapshot(current);
        const after = { ...before, ...Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined)) };
        const diff = changes(before as Record<string, unknown>, after as Record<string, unknown>);
        if (!diff) return;
        const { platforms, no_deliver_area, ...rest } = after;
        await catalogue.updateCourier(id, { ...rest, platforms: JSON.stringify(platforms), no_deliver_area: JSON.stringify(no_deliver_area) });
        await audit.record({ ...ctx, action: 'courier.update', entity: 'courier', entityId: id, ...diff });
      });
      return toCourier(await courierAfter(id));
    },

    async deleteCourier(id: number, ctx: WriteContext): Promise<void> {
      await write(async () => {
        const current = await catalogue.findCourier(id);
        if (!current) throw new NotFoundError(CatalogueMessages.courierNotFound);
        const use = await catalogue.courierUse(id);
        if (use.goods) throw fail(CatalogueMessages.courierHasGoods);
        if (use.orders) throw fail(CatalogueMessages.courierHasOrders);
        await catalogue.deleteCourier(id);
        await audit.record({ ...ctx, action: 'courier.delete', entity: 'courier', entityId: id, before: courierSnapshot(current) });
      });
    },
  };
}
