/**
 * Old division names still written in addresses, mapped to the division that replaced them. The data
 * package lists only current divisions and has no history, so this short table is kept by hand; every
 * `now`/`within` name must exist in the data (a test checks it). A county renamed to a district or
 * city with the same stem (密云县 → 密云区) needs no entry: the matcher reads 县/区/市 as interchangeable.
 */
export interface DivisionAlias {
  /** The name as people still write it. */
  old: string;
  /** The current official name it maps to. */
  now: string;
  /** Official name of the province or prefecture that holds `now` (to tell same-named divisions apart). */
  within: string;
  /** The change, for the reader. */
  change: string;
}

export const DIVISION_ALIASES: DivisionAlias[] = [
  { old: '塘沽区', now: '滨海新区', within: '天津市', change: '2009 年撤销塘沽、汉沽、大港三区，设滨海新区' },
  { old: '汉沽区', now: '滨海新区', within: '天津市', change: '2009 年撤销塘沽、汉沽、大港三区，设滨海新区' },
  { old: '大港区', now: '滨海新区', within: '天津市', change: '2009 年撤销塘沽、汉沽、大港三区，设滨海新区' },
  { old: '崇文区', now: '东城区', within: '北京市', change: '2010 年崇文区并入东城区' },
  { old: '宣武区', now: '西城区', within: '北京市', change: '2010 年宣武区并入西城区' },
  { old: '南汇区', now: '浦东新区', within: '上海市', change: '2009 年南汇区并入浦东新区' },
  { old: '卢湾区', now: '黄浦区', within: '上海市', change: '2011 年卢湾区并入黄浦区' },
  { old: '闸北区', now: '静安区', within: '上海市', change: '2015 年闸北区与静安区合并为静安区' },
  { old: '双桥区', now: '大足区', within: '重庆市', change: '2011 年双桥区与大足县合并为大足区' },
  { old: '万盛区', now: '綦江区', within: '重庆市', change: '2011 年万盛区与綦江县合并为綦江区' },
  { old: '江干区', now: '上城区', within: '杭州市', change: '2021 年杭州区划调整，江干区大部并入上城区' },
  { old: '下城区', now: '拱墅区', within: '杭州市', change: '2021 年杭州区划调整，下城区并入拱墅区' },
  { old: '萝岗区', now: '黄埔区', within: '广州市', change: '2014 年萝岗区与黄埔区合并为黄埔区' },
  { old: '东山区', now: '越秀区', within: '广州市', change: '2005 年东山区并入越秀区' },
  { old: '芳村区', now: '荔湾区', within: '广州市', change: '2005 年芳村区并入荔湾区' },
  { old: '白下区', now: '秦淮区', within: '南京市', change: '2013 年白下区并入秦淮区' },
  { old: '下关区', now: '鼓楼区', within: '南京市', change: '2013 年下关区并入鼓楼区' },
  { old: '沧浪区', now: '姑苏区', within: '苏州市', change: '2012 年沧浪、平江、金阊三区合并为姑苏区' },
  { old: '平江区', now: '姑苏区', within: '苏州市', change: '2012 年沧浪、平江、金阊三区合并为姑苏区' },
  { old: '金阊区', now: '姑苏区', within: '苏州市', change: '2012 年沧浪、平江、金阊三区合并为姑苏区' },
  { old: '襄樊市', now: '襄阳市', within: '湖北省', change: '2010 年襄樊市更名为襄阳市' },
  { old: '思茅市', now: '普洱市', within: '云南省', change: '2007 年思茅市更名为普洱市' },
  { old: '莱芜市', now: '济南市', within: '山东省', change: '2019 年撤销地级莱芜市，划归济南市' },
  { old: '莱城区', now: '莱芜区', within: '济南市', change: '2019 年莱城区改为济南市莱芜区' },
  { old: '淮阴市', now: '淮安市', within: '江苏省', change: '2001 年淮阴市更名为淮安市' },
  { old: '大庸市', now: '张家界市', within: '湖南省', change: '1994 年大庸市更名为张家界市' },
  { old: '达县', now: '达川区', within: '达州市', change: '2013 年撤销达县，设达川区' },
];
