import type { Recipient } from '../types';
import { firstRowProblem } from './row-checks';

const ok: Recipient = {
  id: 1,
  source: 'typed',
  shop_order: '',
  rec_name: '张三',
  rec_mobile: '13900000001',
  rec_province: '广东省',
  rec_city: '深圳市',
  rec_district: '',
  rec_address: '科技园1号',
};

describe('order row checks (SPEC §5)', () => {
  it('names the first bad row by its number and what is missing; the district is not checked', () => {
    expect(firstRowProblem([ok, { ...ok, id: 2 }], false)).toBeNull();
    expect(firstRowProblem([ok, ok, { ...ok, id: 3, rec_name: ' ' }, { ...ok, id: 4, rec_mobile: '' }], false)).toEqual({ id: 3, seq: 3, message: '第3行：收件人姓名不能为空' });
    expect(firstRowProblem([{ ...ok, rec_mobile: '' }], false)?.message).toBe('第1行：手机号不能为空');
    expect(firstRowProblem([{ ...ok, rec_province: '' }], false)?.message).toBe('第1行：省份不能为空');
    expect(firstRowProblem([{ ...ok, rec_city: '' }], false)?.message).toBe('第1行：城市不能为空');
    expect(firstRowProblem([{ ...ok, rec_address: '' }], false)?.message).toBe('第1行：详细地址不能为空');
  });

  it('needs a reissue number on every row for is_wu couriers', () => {
    expect(firstRowProblem([ok], true)?.message).toBe('第1行：请填写无货源补发单号');
    expect(firstRowProblem([{ ...ok, lp_reissue_sn: 'BF1' }], true)).toBeNull();
  });

  it('stops on a row whose place is ambiguous (before its empty province or city) until it is resolved', () => {
    const doubtful: Recipient = { ...ok, id: 2, rec_province: '', rec_city: '', rec_district: '朝阳区', candidates: [
      { province: '北京市', city: '北京市', district: '朝阳区' },
      { province: '吉林省', city: '长春市', district: '朝阳区' },
    ] };
    expect(firstRowProblem([ok, doubtful], false)).toEqual({ id: 2, seq: 2, message: '第2行收件地区不明确，请选择地区或修改' });
    expect(firstRowProblem([ok, { ...doubtful, candidates: undefined }], false)?.message).toBe('第2行：省份不能为空');
  });
});
