// `npm run check-remote -- <manifest URL> [--host <site URL>]`: before a remote team points the site
// configuration at a newly deployed remote, tells whether that built remote can run in the host that is
// live. Reads the remote's mf-manifest.json (its shared-contracts version and requiredVersion) and the
// build-info.json beside it (contract_version, required_contract), and the live host's /build-info.json
// (the contract it provides); compares them with the rules the host applies on load. Then the shared kits
// (shared-kits/*, versioned apart from the contract): the range the remote's manifest requires of each
// against the version the host's /mf-manifest.json provides (the host's copy is the one every remote gets).
// Exit 0: compatible; exit 1: not compatible, or something could not be read.
import { checkContract, CONTRACT_MESSAGES, satisfiesRange, type BuildInfo, type ContractStamp } from 'shared-contracts';

interface SharedEntry {
  name: string;
  version?: string;
  requiredVersion?: string | false;
}

interface Manifest {
  name?: string;
  metaData?: { name?: string };
  shared?: SharedEntry[];
}

class Refusal extends Error {}

const USAGE = '用法 usage: npm run check-remote -- <remote mf-manifest.json URL> [--host <site URL, default http://localhost:8080>]';

function parseArgs(argv: string[]): { manifestUrl: string; hostUrl: string } {
  const rest = [...argv];
  let hostUrl = `http://localhost:${process.env.PORT ?? 8080}`;
  const at = rest.indexOf('--host');
  if (at >= 0) {
    hostUrl = rest[at + 1] ?? '';
    rest.splice(at, 2);
  }
  const [manifestUrl] = rest;
  if (!manifestUrl || !hostUrl || rest.length !== 1) throw new Refusal(USAGE);
  try {
    return { manifestUrl: new URL(manifestUrl).href, hostUrl: new URL(hostUrl).href };
  } catch {
    throw new Refusal(`不是完整的 URL / not an absolute URL: ${manifestUrl} ${hostUrl}\n${USAGE}`);
  }
}

async function getJson<T>(url: string, what: string): Promise<T> {
  let res: Response;
  try {
    res = await fetch(url, { headers: { accept: 'application/json' } });
  } catch (error) {
    throw new Refusal(`${what} 无法访问 / unreachable: ${url} (${error instanceof Error ? error.message : String(error)})`);
  }
  if (!res.ok) throw new Refusal(`${what} 读取失败 / HTTP ${res.status}: ${url}`);
  try {
    return (await res.json()) as T;
  } catch {
    throw new Refusal(`${what} 不是 JSON / not JSON: ${url}`);
  }
}

/** The remote's stamp from its build info, checked against what its manifest declares to the runtime. */
function remoteStamp(manifest: Manifest, info: BuildInfo | null, manifestUrl: string): ContractStamp {
  const shared = manifest.shared?.find((s) => s.name === 'shared-contracts');
  const fromManifest = shared?.version ? { contractVersion: shared.version, requiredContract: typeof shared.requiredVersion === 'string' ? shared.requiredVersion : '' } : null;
  const fromInfo = info?.contract_version ? { contractVersion: info.contract_version, requiredContract: info.required_contract ?? '' } : null;
  const stamp = fromInfo ?? fromManifest;
  if (!stamp) throw new Refusal(`清单中没有 shared-contracts 的版本，也没有 build-info.json / the manifest names no shared-contracts version and there is no build-info.json: ${manifestUrl}`);
  if (fromInfo && fromManifest && (fromInfo.contractVersion !== fromManifest.contractVersion || fromInfo.requiredContract !== fromManifest.requiredContract)) {
    throw new Refusal(
      `build-info.json 与 mf-manifest.json 不一致 / disagree: ${fromInfo.contractVersion} ${fromInfo.requiredContract} vs ${fromManifest.contractVersion} ${fromManifest.requiredContract} — 请确认上传的是同一次构建 / upload one build's files together`,
    );
  }
  return stamp;
}

/** The shared kits a remote needs newer than the host provides; prints each kit's line. Null: not checked. */
async function unmetKits(manifest: Manifest, hostUrl: string): Promise<string[] | null> {
  const kits = (manifest.shared ?? []).filter((s): s is SharedEntry & { requiredVersion: string } => s.name.startsWith('shared-kits/') && typeof s.requiredVersion === 'string');
  if (kits.length === 0) return [];
  const hostManifest = await getJson<Manifest>(new URL('/mf-manifest.json', hostUrl).href, '主站清单 host manifest').catch((error: unknown) => {
    console.warn(`! ${error instanceof Error ? error.message : String(error)} — 未检查共享套件 / shared kits not checked`);
    return null;
  });
  if (!hostManifest) return null;
  const unmet: string[] = [];
  for (const kit of kits) {
    const provided = hostManifest.shared?.find((s) => s.name === kit.name)?.version;
    const fits = provided ? satisfiesRange(provided, kit.requiredVersion) : true;
    const hostSide = provided ? `主站提供 host provides ${provided}` : '主站未提供，用模块自带的 / not provided by the host: the remote uses its own copy';
    console.log(`  共享套件 kit  ${kit.name} 需要 needs ${kit.requiredVersion}, ${hostSide}${fits ? '' : '  ✘'}`);
    if (!fits) unmet.push(`${kit.name} ${kit.requiredVersion}`);
  }
  return unmet;
}

const describeBuild = (info: BuildInfo | null) =>
  info ? `${info.name} ${info.version}${info.commit ? `, commit ${info.commit}` : ''}, built ${info.built_at}` : 'no build-info.json';

async function main(): Promise<number> {
  const { manifestUrl, hostUrl } = parseArgs(process.argv.slice(2));
  const manifest = await getJson<Manifest>(manifestUrl, '远程模块清单 remote manifest');
  const infoUrl = new URL('build-info.json', manifestUrl).href;
  const info = await getJson<BuildInfo>(infoUrl, '远程模块构建信息 remote build info').catch((error: unknown) => {
    console.warn(`! ${error instanceof Error ? error.message : String(error)} — 只按清单判断 / judging by the manifest alone`);
    return null;
  });
  const stamp = remoteStamp(manifest, info, manifestUrl);
  const hostInfo = await getJson<BuildInfo>(new URL('/build-info.json', hostUrl).href, '主站构建信息 host build info');
  if (!hostInfo.contract_version) throw new Refusal(`主站 build-info.json 没有 contract_version / host build info lacks contract_version: ${hostUrl}`);

  const name = manifest.metaData?.name ?? manifest.name ?? '?';
  console.log(`远程模块 remote  ${name} (${describeBuild(info)})`);
  console.log(`  清单 manifest  ${manifestUrl}`);
  console.log(`  构建所用契约 built against  shared-contracts ${stamp.contractVersion}, 需要 needs ${stamp.requiredContract}`);
  console.log(`主站 host        ${hostUrl} (${describeBuild(hostInfo)})`);
  console.log(`  提供 provides  shared-contracts ${hostInfo.contract_version}`);

  const kits = await unmetKits(manifest, hostUrl);
  const verdict = checkContract(hostInfo.contract_version, stamp);
  if (verdict.ok && kits && kits.length > 0) {
    console.log(`✘ 不兼容 INCOMPATIBLE (host-too-old) — 此模块需要主站更新共享套件 ${kits.join('、')}；先部署主站 / deploy the host first`);
    return 1;
  }
  if (verdict.ok) {
    console.log(`✔ 兼容 COMPATIBLE — 可以把站点配置指向此清单 / safe to point the site configuration at this manifest`);
    return 0;
  }
  const advice = {
    'host-too-old': `先部署主站（需要 shared-contracts ${stamp.requiredContract}），再切换此模块 / deploy the host first`,
    'remote-too-old': `用当前契约重新构建此模块 / rebuild the remote against shared-contracts ${hostInfo.contract_version}`,
    invalid: `版本信息无法识别 / unreadable version stamp`,
  }[verdict.reason];
  console.log(`✘ 不兼容 INCOMPATIBLE (${verdict.reason}) — ${CONTRACT_MESSAGES[verdict.reason]}；${advice}`);
  return 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`✘ ${error instanceof Refusal ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    process.exit(1);
  },
);
