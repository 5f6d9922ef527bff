import { canonicalCity, canonicalProvince } from 'shared-contracts/regions/data';
import { shortForms } from 'shared-contracts/regions';

describe('region canonicaliser', () => {
  it('knows provinces by their full names and short forms', () => {
    expect(canonicalProvince('浙江省')).toBe('浙江省');
    expect(canonicalProvince('浙江')).toBe('浙江省');
    expect(canonicalProvince('广西')).toBe('广西壮族自治区');
    expect(canonicalProvince('内蒙古')).toBe('内蒙古自治区');
    expect(canonicalProvince('北京')).toBe('北京市');
    expect(canonicalProvince('香港')).toBe('香港特别行政区');
    expect(canonicalProvince('火星')).toBeNull();
  });

  it('knows cities within their province, by the short forms the recogniser reads', () => {
    expect(canonicalCity('浙江省', '杭州')).toBe('杭州市');
    expect(canonicalCity('浙江省', '杭州市')).toBe('杭州市');
    expect(canonicalCity('湖北省', '恩施')).toBe('恩施土家族苗族自治州');
    expect(canonicalCity('内蒙古自治区', '兴安')).toBe('兴安盟');
    expect(canonicalCity('北京市', '北京市')).toBe('北京市');
    expect(canonicalCity('浙江省', '南京')).toBeNull();
    expect(canonicalCity('浙江', '杭州')).toBeNull(); // the province must be given in full
  });

  it('short forms come from one rule', () => {
    expect(shortForms('恩施土家族苗族自治州', 2)).toEqual(['恩施']);
    expect(shortForms('大兴安岭地区', 2)).toEqual(['大兴安岭']);
    expect(shortForms('省直辖县', 2)).toEqual([]);
  });
});
