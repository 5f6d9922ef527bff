import type { OrderMakeBody, RecipientInput } from 'shared-contracts';

/**
 * A whole Open API order (POST /open/v1/orders) of `n` recipients with realistic Chinese values, to measure
 * its size (server/bench/open-api-body.ts) and to check that OPEN_BODY_LIMIT holds it (routes/open tests).
 * `typical`: a mix of ordinary names, places and street addresses; `longest`: every row at the longest
 * plausible values (a long ethnic name, the longest province, prefecture and county names, a 45-character
 * address, a 拼多多-style order number and a reissue number).
 */
const TYPICAL = [
  ['王芳', '浙江省', '杭州市', '西湖区', '文三路478号华星时代广场A座1203室'],
  ['欧阳思琪', '广东省', '深圳市', '南山区', '粤海街道科技园南区深南大道9988号'],
  ['李建国', '四川省', '成都市', '武侯区', '人民南路四段27号商鼎国际1栋2单元1506'],
  ['张晓燕', '江苏省', '苏州市', '工业园区', '星湖街328号创意产业园5幢301'],
  ['陈伟', '北京市', '北京市', '朝阳区', '望京街道阜通东大街6号方恒国际中心C座18层'],
  ['刘洋', '山东省', '青岛市', '市南区', '香港中路61号阳光大厦东塔2208室'],
] as const;

const LONGEST = [
  '阿卜杜热合曼·买买提',
  '新疆维吾尔自治区',
  '伊犁哈萨克自治州',
  '察布查尔锡伯自治县',
  '察布查尔镇孙扎齐牛录乡阔斯买里村幸福路东巷二十七号院三号楼二单元一千二百零三室（快递放门卫）',
] as const;

export function openOrderBody(n: number, style: 'typical' | 'longest'): OrderMakeBody {
  const rec_list: RecipientInput[] = Array.from({ length: n }, (_, i) => {
    const [rec_name, rec_province, rec_city, rec_district, rec_address] = style === 'longest' ? LONGEST : TYPICAL[i % TYPICAL.length];
    return {
      id: i + 1,
      shop_order: style === 'longest' ? `231129-${String(100_000_000_000_000 + i)}` : String(3_728_194_756_382_000_000n + BigInt(i)),
      rec_name,
      rec_mobile: `139${String(10_000_000 + i).slice(-8)}`,
      rec_province,
      rec_city,
      rec_district,
      rec_address,
      ...(style === 'longest' ? { lp_reissue_sn: `YT${String(7_000_000_000_000 + i)}` } : {}),
    };
  });
  return {
    goods_id: 1,
    goods_num: 1,
    express_id: 1,
    platform: 1,
    order_source: 1,
    remark: style === 'longest' ? '请于周五前发出，礼品请勿放价格单，谢谢合作！'.repeat(4) : '',
    rec_list,
  };
}

/** The body's bytes as compact UTF-8 JSON, and as JSON with every non-ASCII character \u-escaped (PHP's and Python's default). */
export function bodySizes(body: unknown): { utf8: number; escaped: number } {
  const text = JSON.stringify(body);
  const escaped = text.replace(/[\u0080-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return { utf8: Buffer.byteLength(text, 'utf8'), escaped: Buffer.byteLength(escaped, 'utf8') };
}
