/**
 * Old division names still written in addresses, mapped to the division that replaced them. The data
 * package lists only current divisions and has no history, so this short table is kept by hand; every
 * `now`/`within` name must exist in the data (a test checks it). A county renamed to a district or
 * city with the same stem (密云县 → 密云区, 双流县 → 双流区, 萧山市 → 萧山区) needs no entry: the matcher reads
 * 县/区/市 as interchangeable. An old district or county is read only in full (崇文区, not 崇文: 崇文门外大街
 * is a street of today); an old prefecture also by its short form (襄樊). Units split between several
 * successors are left out, except 江干区 (mostly 上城区).
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
  { old: '居巢区', now: '巢湖市', within: '合肥市', change: '2011 年撤销地级巢湖市，居巢区改设县级巢湖市，由合肥市代管' },
  { old: '楚州区', now: '淮安区', within: '淮安市', change: '2012 年楚州区更名为淮安区' },
  { old: '郫县', now: '郫都区', within: '成都市', change: '2016 年撤销郫县，设郫都区' },
  { old: '蓟县', now: '蓟州区', within: '天津市', change: '2016 年撤销蓟县，设蓟州区' },
  { old: '宜宾县', now: '叙州区', within: '宜宾市', change: '2018 年撤销宜宾县，设叙州区' },
  { old: '开元区', now: '思明区', within: '厦门市', change: '2003 年开元区并入思明区' },
  { old: '通什市', now: '五指山市', within: '海南省', change: '2001 年通什市更名为五指山市' },
  { old: '铜仁地区', now: '铜仁市', within: '贵州省', change: '2011 年撤销铜仁地区，设地级铜仁市' },
  { old: '毕节地区', now: '毕节市', within: '贵州省', change: '2011 年撤销毕节地区，设地级毕节市' },
  { old: '海东地区', now: '海东市', within: '青海省', change: '2013 年撤销海东地区，设地级海东市' },
  { old: '日喀则地区', now: '日喀则市', within: '西藏自治区', change: '2014 年撤销日喀则地区，设地级日喀则市' },
  { old: '昌都地区', now: '昌都市', within: '西藏自治区', change: '2014 年撤销昌都地区，设地级昌都市' },
  { old: '林芝地区', now: '林芝市', within: '西藏自治区', change: '2015 年撤销林芝地区，设地级林芝市' },
  { old: '山南地区', now: '山南市', within: '西藏自治区', change: '2016 年撤销山南地区，设地级山南市' },
  { old: '那曲地区', now: '那曲市', within: '西藏自治区', change: '2017 年撤销那曲地区，设地级那曲市' },
  { old: '吐鲁番地区', now: '吐鲁番市', within: '新疆维吾尔自治区', change: '2015 年撤销吐鲁番地区，设地级吐鲁番市' },
  { old: '哈密地区', now: '哈密市', within: '新疆维吾尔自治区', change: '2016 年撤销哈密地区，设地级哈密市' },
  { old: '哲里木盟', now: '通辽市', within: '内蒙古自治区', change: '1999 年撤销哲里木盟，设地级通辽市' },
  { old: '伊克昭盟', now: '鄂尔多斯市', within: '内蒙古自治区', change: '2001 年撤销伊克昭盟，设地级鄂尔多斯市' },
  { old: '呼伦贝尔盟', now: '呼伦贝尔市', within: '内蒙古自治区', change: '2001 年撤销呼伦贝尔盟，设地级呼伦贝尔市' },
  { old: '乌兰察布盟', now: '乌兰察布市', within: '内蒙古自治区', change: '2003 年撤销乌兰察布盟，设地级乌兰察布市' },
  { old: '巴彦淖尔盟', now: '巴彦淖尔市', within: '内蒙古自治区', change: '2003 年撤销巴彦淖尔盟，设地级巴彦淖尔市' },
];
