/** Facts about the seeded catalogue that the seed and the 0008 migration (for databases seeded before it) share. */

/** Goods categories (商品分类) and the items each holds, by name. */
export const GOODS_CATEGORIES: [category: string, items: string[]][] = [
  ['纸品湿巾', ['纸巾', '洗脸巾', '湿巾']],
  ['个护清洁', ['棉签', '牙刷', '口罩', '发圈', '香皂', '毛巾']],
  ['数码小电', ['小风扇', '数据线', '手机支架', '小夜灯']],
  ['文具办公', ['笔记本', '中性笔']],
  ['家居日用', ['保温杯', '筷子', '帆布袋', '钥匙扣', '袜子']],
];

/** The category of a goods name ('' when none matches). */
export function categoryOf(name: string): string {
  return GOODS_CATEGORIES.find(([, items]) => items.some((item) => name.includes(item)))?.[0] ?? '';
}

/** Couriers that ship for some platforms only (PLATFORMS ids); the others ship for all. */
export const COURIER_PLATFORMS: Record<string, number[]> = {
  极兔速递: [2, 3, 4, 5, 6, 7, 8, 9],
  邮政快递包裹: [1, 2, 3, 7, 9],
};
