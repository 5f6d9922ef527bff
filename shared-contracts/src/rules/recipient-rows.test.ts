import { createCanonicaliser, type AreaList } from 'shared-contracts/regions';
import { RowMessages } from 'shared-contracts';
import { rowProblem } from 'shared-contracts/rules';

const AREAS: AreaList = {
  province_list: { '330000': '浙江省', '650000': '新疆维吾尔自治区' },
  city_list: { '330100': '杭州市', '650100': '乌鲁木齐市' },
  county_list: {},
};
const server = { regions: createCanonicaliser(AREAS), noDeliverArea: ['新疆'] };
const row = { shop_order: '1001', rec_name: '张三', rec_mobile: '13800138000', rec_province: '浙江省', rec_city: '杭州市', rec_address: '文三路1号' };

describe('recipient row rules', () => {
  it('before ordering (the purchase dialog): the required fields, then the reissue number', () => {
    expect(rowProblem(row, { isWu: false })).toBeUndefined();
    expect(rowProblem({ ...row, rec_name: ' ' }, { isWu: false })).toBe(RowMessages.nameMissing);
    expect(rowProblem({ ...row, rec_city: '' }, { isWu: false })).toBe('城市不能为空');
    expect(rowProblem(row, { isWu: true })).toBe('请填写无货源补发单号');
    // formats, places and no-ship areas are the server's
    expect(rowProblem({ ...row, rec_mobile: '123', rec_province: '新疆维吾尔自治区' }, { isWu: false })).toBeUndefined();
  });

  it('on the server: lengths, the phone, the place within the divisions and the no-ship areas too', () => {
    expect(rowProblem(row, { isWu: false, server })).toBeUndefined();
    expect(rowProblem({ ...row, rec_mobile: '13800138000-1234' }, { isWu: false, server })).toBeUndefined();
    expect(rowProblem({ ...row, rec_mobile: '123' }, { isWu: false, server })).toBe('手机号格式不正确');
    expect(rowProblem({ ...row, rec_province: '火星省' }, { isWu: false, server })).toBe('省份“火星省”不存在');
    expect(rowProblem({ ...row, rec_city: '乌鲁木齐市' }, { isWu: false, server })).toBe('城市“乌鲁木齐市”不属于浙江省');
    expect(rowProblem({ ...row, rec_province: '新疆维吾尔自治区', rec_city: '乌鲁木齐市' }, { isWu: false, server })).toBe('该快递不发货地区：新疆');
  });
});
