import type { HomeBlock as HomeBlockData } from 'shared-contracts';
import { Skeleton } from 'shared-contracts/ui';
import { useGoodsTopQuery } from '../../../api/goods';
import { useBannersQuery, useHomeBlocksQuery } from '../api/home';
import { HomeBlock } from './home-block';

/** Used when the server sends no layout (SPEC §2.3): banner with user panel, advantages, hot, new. */
const FALLBACK_LAYOUT: HomeBlockData['name'][] = ['banner', 'advantage', 'hot', 'new'];

const GOODS_BLOCKS = new Set<HomeBlockData['name']>(['hot', 'new', 'carousel']);

/** The first screen: the blocks up to the first goods list (all of them when there is none). */
function firstScreen(layout: HomeBlockData[]): HomeBlockData[] {
  const goods = layout.findIndex((block) => GOODS_BLOCKS.has(block.name));
  return goods === -1 ? layout : layout.slice(0, goods + 1);
}

/**
 * The home's blocks from the server's layout, or the fallback layout when there are none; those below the
 * first screen only once `rest` (useRestOfHome), just after it.
 */
export function HomeBlocks({ rest = true }: { rest?: boolean }) {
  const { data: blocks, isLoading } = useHomeBlocksQuery();
  // asked for now, beside the layout, not after it: the banner and the first goods arrive one round trip sooner
  useBannersQuery();
  useGoodsTopQuery('sale');
  const layout: HomeBlockData[] = blocks?.length
    ? blocks
    : FALLBACK_LAYOUT.map((name) => ({ name, title: '', icon: '', page: { style: {}, params: {}, data: null } }));

  if (isLoading) return <Skeleton.Node active style={{ width: '100%', height: 360 }} />;
  return (
    <>
      {(rest ? layout : firstScreen(layout)).map((block, i) => (
        <HomeBlock key={`${block.name}-${i}`} block={block} />
      ))}
    </>
  );
}
