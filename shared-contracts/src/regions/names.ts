/**
 * The short forms people write instead of official division names (`浙江` for 浙江省, `恩施` for
 * 恩施土家族苗族自治州, `临平` for 临平区), derived from the official names by rule — no division name
 * is typed here.
 */

/**
 * Names of China's ethnic minorities (GB/T 3304) as they appear inside autonomous division names,
 * without the trailing 族, plus 各 (龙胜各族自治县). Used only to cut them off an autonomous name.
 */
const ETHNIC_GROUPS = [
  '蒙古', '回', '藏', '维吾尔', '苗', '彝', '壮', '布依', '朝鲜', '满', '侗', '瑶', '白', '土家', '哈尼',
  '哈萨克', '傣', '黎', '傈僳', '佤', '畲', '高山', '拉祜', '水', '东乡', '纳西', '景颇', '柯尔克孜', '土',
  '达斡尔', '仫佬', '羌', '布朗', '撒拉', '毛南', '仡佬', '锡伯', '阿昌', '普米', '塔吉克', '怒', '乌孜别克',
  '俄罗斯', '鄂温克', '德昂', '保安', '裕固', '京', '塔塔尔', '独龙', '鄂伦春', '赫哲', '门巴', '珞巴', '基诺', '各',
].sort((a, b) => b.length - a.length);

/** Cuts ethnic group names off the end of an autonomous division's base name (`恩施土家族苗族` → `恩施`). */
export function stripEthnicGroups(base: string): string {
  let s = base;
  for (let changed = true; changed; ) {
    changed = false;
    for (const group of ETHNIC_GROUPS) {
      // 族 may be left out only after a name of two or more characters (博尔塔拉蒙古自治州)
      const cut = s.endsWith(`${group}族`) ? group.length + 1 : group.length >= 2 && s.endsWith(group) ? group.length : 0;
      if (cut > 0 && s.length - cut >= 2) {
        s = s.slice(0, s.length - cut);
        changed = true;
        break;
      }
    }
  }
  return s;
}

function cut(name: string, suffix: string): string {
  return name.endsWith(suffix) ? name.slice(0, name.length - suffix.length) : '';
}

/** Short forms of an official division name, each of two characters or more, none equal to the name. */
export function shortForms(name: string, level: 1 | 2 | 3): string[] {
  const out: string[] = [];
  const add = (s: string) => {
    if (s.length >= 2 && s !== name && !out.includes(s)) out.push(s);
  };
  const autonomous = /自治(区|州|县|旗)$/.exec(name);
  if (autonomous) {
    add(stripEthnicGroups(name.slice(0, autonomous.index)));
    return out;
  }
  if (level === 1) {
    add(cut(name, '特别行政区') || cut(name, '省') || cut(name, '市'));
    return out;
  }
  if (level === 2) {
    if (/直辖/.test(name)) return out; // 省直辖县, 自治区直辖县级行政区划: not places
    add(cut(name, '地区') || cut(name, '市') || cut(name, '盟'));
    return out;
  }
  add(cut(name, '新区') || cut(name, '林区') || cut(name, '街道') || cut(name, '区') || cut(name, '县') || cut(name, '市') || cut(name, '旗') || cut(name, '镇') || cut(name, '乡'));
  return out;
}

/** Characters that end division names; after a short form they are read as part of the name (`密云县`). */
export const DIVISION_SUFFIXES = '省市区县州旗盟镇乡';

/** Ends of level-3 names that replace one another when a county becomes a district or city (密云县 → 密云区). */
export const COUNTY_SUFFIXES = '区县市';

/** Whether a level-3 division is a town or sub-district (东莞 and 中山 list these instead of districts). */
export function isTown(name: string): boolean {
  return !/[区县市旗]$/.test(name);
}
